import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Rule } from './Rule.ts';

// `purge`: a permanent delete (devices), held through `manage` by platform and organisation administrators.
export const actions = ['manage', 'create', 'read', 'update', 'delete', 'purge'] as const;
export const subjects = [
  'all', 'User', 'Role', 'Organization', 'Group', 'ApiKey', 'Device', 'DeviceModel', 'DeviceMessage',
  'Monitoring', 'Analytics', 'Package', 'Contract', 'Service', 'ServiceCenter', 'Technician', 'Member',
  'InstallationOrder', 'Task', 'Attachment', 'Alarm', 'DownlinkConfig', 'Release', 'Firmware', 'AuditLog',
] as const;

export type Action = (typeof actions)[number];
export type SubjectType = (typeof subjects)[number];
/** Subjects are strings; an object is checked with `subject('Device', row)` from @casl/ability. */
export type AppAbility = MongoAbility<[Action, SubjectType | (Record<string, unknown> & { __caslSubjectType__?: string })]>;

export function createAppAbility(rules: Rule[]): AppAbility {
  return createMongoAbility(rules as RawRuleOf<AppAbility>[]);
}
