import { restIdOf, toGlobalId } from '../../src/globalId.ts';

// REST ids are UUIDs; anything else inside one of our ids means it was not ours.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const parts = (restId: string | null, count: number, optional: number[] = []): string[] | null => {
  const split = restId?.split(':');
  if (!split || split.length !== count) return null;
  return split.every((part, i) => UUID.test(part) || (optional.includes(i) && part === '')) ? split : null;
};

/**
 * The composite global ids of the dashboard's types: a device card is the device under its group
 * (the group decides which call loads its trend), a schedule names its device to be fetched again.
 */
export const analyticsIds = {
  organization: (orgId: string) => toGlobalId('AnalyticsOrganization', orgId),
  group: (orgId: string, groupId: string) => toGlobalId('AnalyticsGroup', `${orgId}:${groupId}`),
  device: (orgId: string, groupId: string | null, deviceId: string) =>
    toGlobalId('AnalyticsDevice', `${orgId}:${groupId ?? ''}:${deviceId}`),
  schedule: (orgId: string, deviceId: string, scheduleId: string) =>
    toGlobalId('ServiceSchedule', `${orgId}:${deviceId}:${scheduleId}`),

  parseOrganization(restId: string): { orgId: string } | null {
    const p = parts(restId, 1);
    return p && { orgId: p[0]! };
  },
  parseGroup(restId: string): { orgId: string; groupId: string } | null {
    const p = parts(restId, 2);
    return p && { orgId: p[0]!, groupId: p[1]! };
  },
  parseDevice(restId: string): { orgId: string; groupId: string | null; deviceId: string } | null {
    const p = parts(restId, 3, [1]);
    return p && { orgId: p[0]!, groupId: p[1] || null, deviceId: p[2]! };
  },
  parseSchedule(restId: string): { orgId: string; deviceId: string; scheduleId: string } | null {
    const p = parts(restId, 3);
    return p && { orgId: p[0]!, deviceId: p[1]!, scheduleId: p[2]! };
  },
  /** An AnalyticsDevice global id's parts, or null when it is not one. */
  deviceOf: (globalId: string) => {
    const restId = restIdOf(globalId, 'AnalyticsDevice');
    return restId === null ? null : analyticsIds.parseDevice(restId);
  },
  /** A ServiceSchedule global id's parts, or null when it is not one. */
  scheduleOf: (globalId: string) => {
    const restId = restIdOf(globalId, 'ServiceSchedule');
    return restId === null ? null : analyticsIds.parseSchedule(restId);
  },
};
