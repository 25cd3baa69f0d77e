import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

/** A CASL rule as role_rules stores it (arrays for action and subject). */
export interface StoredRule {
  action: string[];
  subject: string[];
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
  reason?: string;
}

export interface OrganizationRoleSpec {
  key: string;
  name: string;
  description: string;
  rules: StoredRule[];
}

const inOrganization = { ownerId: '${organizationId}' };
const ofOrganization = { organizationId: '${organizationId}' };

/**
 * The roles every organisation starts with (organization_id set, granted within that organisation;
 * `${organizationId}` is filled in with the organisation of the grant): the demo data's and every
 * organisation created through `POST /organizations`.
 */
export const organizationRoleSpecs: OrganizationRoleSpec[] = [
  {
    key: 'member',
    name: 'Medlem',
    description: 'Reads the organisation’s devices, groups, readings, analytics and monitoring.',
    rules: [
      { action: ['read'], subject: ['Device', 'DeviceMessage', 'Monitoring'], conditions: inOrganization },
      { action: ['read'], subject: ['Organization'], conditions: { id: '${organizationId}' } },
      { action: ['read'], subject: ['Group', 'Analytics'], conditions: ofOrganization },
      { action: ['read'], subject: ['DeviceModel', 'Package'] },
    ],
  },
  {
    key: 'org_admin',
    name: 'Administrator',
    description:
      'Manages the organisation’s devices, groups, alarms, API keys, service schedules and members (who belongs to it and which of its roles they hold), and reads its users and contracts.',
    rules: [
      {
        action: ['manage'],
        subject: ['Device', 'DeviceMessage', 'Alarm', 'DownlinkConfig', 'Monitoring'],
        conditions: inOrganization,
      },
      { action: ['read', 'update'], subject: ['Organization'], conditions: { id: '${organizationId}' } },
      { action: ['manage'], subject: ['Group', 'ApiKey'], conditions: ofOrganization },
      // Org admins keep their devices' service schedules (update Analytics), not only read the charts.
      { action: ['read', 'update'], subject: ['Analytics'], conditions: ofOrganization },
      { action: ['read'], subject: ['Contract'], conditions: ofOrganization },
      { action: ['read'], subject: ['User'], conditions: { organizationIds: { $in: '${user.organizationIds}' } } },
      { action: ['read'], subject: ['DeviceModel', 'Package'] },
      { action: ['read'], subject: ['Service'], conditions: inOrganization },
      // Invite, change the roles of and remove the organisation's members (migration 0014 adds it to older databases).
      { action: ['manage'], subject: ['Member'], conditions: ofOrganization },
    ],
  },
];

/** Creates an organisation's starting roles with their rules (inside the transaction that creates it). */
export async function createOrganizationRoles(tx: Pick<Db, 'insert'>, organizationId: string): Promise<void> {
  const roles = await tx
    .insert(schema.roles)
    .values(organizationRoleSpecs.map((spec) => ({ name: spec.name, description: spec.description, organizationId, isSystem: true })))
    .returning({ id: schema.roles.id, name: schema.roles.name });
  const idOf = new Map(roles.map((role) => [role.name, role.id]));
  await tx.insert(schema.roleRules).values(
    organizationRoleSpecs.flatMap((spec) =>
      spec.rules.map((rule, position) => ({
        roleId: idOf.get(spec.name)!,
        action: rule.action,
        subject: rule.subject,
        conditions: rule.conditions ?? null,
        fields: rule.fields ?? null,
        inverted: rule.inverted ?? false,
        reason: rule.reason ?? null,
        position,
      })),
    ),
  );
}
