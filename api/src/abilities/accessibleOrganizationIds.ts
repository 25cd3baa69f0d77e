import type { Action, AppAbility, SubjectType } from './appAbility.ts';

/** Condition fields that name the organisation owning a row, as role rules write them. */
const ORGANIZATION_FIELDS = ['ownerId', 'organizationId', 'organizationIds', 'orgId', 'owner_id', 'organization_id'];

/**
 * Which organisations' rows of `subject` the ability lets the user `action`, for scoping queries:
 * `'all'` when some allowing rule has no organisation condition (e.g. admin's `manage all`),
 * otherwise the organisation ids named in the rules' conditions (empty = nothing).
 * An inverted rule with an organisation condition removes that organisation again.
 */
export function accessibleOrganizationIds(
  ability: AppAbility,
  action: Action,
  subject: SubjectType,
): 'all' | string[] {
  if (!ability.can(action, subject)) return [];
  const allowed = new Set<string>();
  const denied = new Set<string>();
  let unrestricted = false;
  for (const rule of ability.rulesFor(action, subject)) {
    if (rule.fields) continue; // field-limited rules do not grant whole rows
    const ids = organizationIdsIn(rule.conditions as Record<string, unknown> | undefined, subject);
    if (rule.inverted) {
      // An unconditional inverted rule is already reflected by `ability.can` above.
      ids?.forEach((id) => denied.add(id));
      continue;
    }
    if (!rule.conditions) unrestricted = true;
    else ids?.forEach((id) => allowed.add(id));
  }
  if (unrestricted && denied.size === 0) return 'all';
  return [...allowed].filter((id) => !denied.has(id)).sort();
}

function organizationIdsIn(conditions: Record<string, unknown> | undefined, subject: SubjectType): string[] | null {
  if (!conditions) return null;
  const fields = subject === 'Organization' ? [...ORGANIZATION_FIELDS, '_id', 'id'] : ORGANIZATION_FIELDS;
  for (const field of fields) {
    const value = conditions[field];
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object') {
      const list = (value as Record<string, unknown>).$in ?? (value as Record<string, unknown>).$eq;
      if (Array.isArray(list)) return list.filter((v): v is string => typeof v === 'string');
      if (typeof list === 'string') return [list];
    }
  }
  return [];
}
