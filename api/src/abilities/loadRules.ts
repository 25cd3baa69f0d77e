import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { serviceCenterRepository } from '../serviceCenters/serviceCenterRepository.ts';
import type { Rule } from './Rule.ts';
import { fillPlaceholders, OWN_SERVICE_CENTERS, SERVED_ORGANIZATIONS } from './fillPlaceholders.ts';

const { organizationMembers, roleRules, roles, userRoles } = schema;

export interface UserRules {
  /** Every rule of the user: platform roles and organisation roles, placeholders filled in. */
  all: Rule[];
  /** Rules of the user's platform-wide roles only. */
  platform: Rule[];
  /** Rules of the roles granted within each organisation, by organisation id. */
  byOrganization: Map<string, Rule[]>;
  organizationIds: string[];
}

/**
 * Reads the user's roles and their rules (one query each) and turns them into CASL raw rules. The
 * organisations the user's service centres serve are read only when a rule asks for them.
 */
export async function loadRules(db: Db, userId: string): Promise<UserRules> {
  const memberships = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  const organizationIds = memberships.map((m) => m.organizationId).sort();

  const rows = await db
    .select({
      grantOrganizationId: userRoles.organizationId,
      roleOrganizationId: roles.organizationId,
      roleId: roles.id,
      action: roleRules.action,
      subject: roleRules.subject,
      conditions: roleRules.conditions,
      fields: roleRules.fields,
      inverted: roleRules.inverted,
      reason: roleRules.reason,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleRules, eq(roleRules.roleId, roles.id))
    .where(
      and(
        eq(userRoles.userId, userId),
        // An organisation's own role only counts within that organisation.
        or(isNull(roles.organizationId), isNull(userRoles.organizationId), eq(roles.organizationId, userRoles.organizationId)),
      ),
    )
    .orderBy(asc(userRoles.createdAt), asc(roles.id), asc(roleRules.position));

  const servesOrganizations = rows.some((row) => row.conditions && JSON.stringify(row.conditions).includes(SERVED_ORGANIZATIONS));
  const servedOrganizationIds = servesOrganizations ? await serviceCenterRepository(db).servedOrganizationIds(userId) : [];
  const worksInCenters = rows.some((row) => row.conditions && JSON.stringify(row.conditions).includes(OWN_SERVICE_CENTERS));
  const serviceCenterIds = worksInCenters ? await serviceCenterRepository(db).ownServiceCenterIds(userId) : [];

  const all: Rule[] = [];
  const platform: Rule[] = [];
  const byOrganization = new Map<string, Rule[]>();
  for (const row of rows) {
    const organizationId = row.grantOrganizationId ?? row.roleOrganizationId;
    const rule: Rule = {
      action: unwrap(row.action),
      subject: unwrap(row.subject),
      ...(row.conditions
        ? {
            conditions: fillPlaceholders(row.conditions, { userId, organizationIds, servedOrganizationIds, serviceCenterIds, organizationId }) as Record<
              string,
              unknown
            >,
          }
        : {}),
      ...(row.fields && row.fields.length > 0 ? { fields: row.fields } : {}),
      ...(row.inverted ? { inverted: true } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
    };
    all.push(rule);
    if (organizationId === null) platform.push(rule);
    else byOrganization.set(organizationId, [...(byOrganization.get(organizationId) ?? []), rule]);
  }
  return { all, platform, byOrganization, organizationIds };
}

/** `['read']` → `'read'`: the common single-value case reads like CASL's own examples. */
function unwrap(values: string[]): string | string[] {
  return values.length === 1 ? values[0]! : values;
}
