import { type SQL, sql } from 'drizzle-orm';
import { accessibleOrganizationIds } from '../abilities/accessibleOrganizationIds.ts';
import type { Action, AppAbility } from '../abilities/appAbility.ts';

/**
 * Which service centres a user may `action`: all of them, or those serving some organisations
 * (rules conditioned on `organizationIds`/`organizationId`, e.g. a member's "centres serving my
 * organisation") plus centres named by id (a technician's `id: { $in: ${user.serviceCenterIds} }`).
 */
export type ServiceCenterScope = 'all' | { organizationIds: string[]; centerIds: string[] };

export function serviceCenterScope(ability: AppAbility | undefined, action: Action): ServiceCenterScope {
  if (!ability?.can(action, 'ServiceCenter')) return { organizationIds: [], centerIds: [] };
  const organizations = accessibleOrganizationIds(ability, action, 'ServiceCenter');
  if (organizations === 'all') return 'all';
  const centerIds = new Set<string>();
  const deniedCenterIds = new Set<string>();
  for (const rule of ability.rulesFor(action, 'ServiceCenter')) {
    if (rule.fields) continue;
    for (const id of centerIdsIn(rule.conditions as Record<string, unknown> | undefined)) {
      (rule.inverted ? deniedCenterIds : centerIds).add(id);
    }
  }
  return { organizationIds: organizations, centerIds: [...centerIds].filter((id) => !deniedCenterIds.has(id)).sort() };
}

function centerIdsIn(conditions: Record<string, unknown> | undefined): string[] {
  const value = conditions?.id ?? conditions?._id;
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    const list = (value as Record<string, unknown>).$in ?? (value as Record<string, unknown>).$eq;
    if (Array.isArray(list)) return list.filter((v): v is string => typeof v === 'string');
    if (typeof list === 'string') return [list];
  }
  return [];
}

/** The scope as a condition over the alias `sc` (service_centers). */
export function serviceCenterScopeCondition(scope: ServiceCenterScope): SQL {
  if (scope === 'all') return sql`true`;
  const parts: SQL[] = [];
  if (scope.centerIds.length > 0) parts.push(sql`sc.id = any(${sql.param(scope.centerIds)}::uuid[])`);
  if (scope.organizationIds.length > 0) {
    // service_center_organizations_organization_id_idx
    parts.push(sql`sc.id in (select sco.service_center_id from service_center_organizations sco
      where sco.organization_id = any(${sql.param(scope.organizationIds)}::uuid[]))`);
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
