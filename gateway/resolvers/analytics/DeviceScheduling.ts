import type { DeviceSchedulingResolvers } from '../../src/__generated__/resolvers-types.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export const DeviceScheduling: DeviceSchedulingResolvers = {
  period: ({ period }) => period,
  // The REST item carries buckets, not the window: it runs from the first bucket to the end of the last.
  from: ({ item }) => iso(item.schedulingData[0]?.ts ?? 0),
  to: ({ period, item }) => {
    const last = item.schedulingData.at(-1)?.ts ?? 0;
    return iso(last + (period === 'day' ? HOUR : DAY));
  },
  points: ({ item }) => item.schedulingData.map((p) => ({ ts: iso(p.ts), v: p.v })),
  // Drawn over the main window: each reference bucket on the main bucket of the same index.
  refPoints: ({ item }) =>
    item.refData.map((p, i) => ({ ts: iso(item.schedulingData[i]?.ts ?? p.ts), v: p.v })),
  serviceSchedule: ({ organizationId, item }) =>
    item.serviceSchedule && { ...item.serviceSchedule, organizationId, deviceId: item.deviceId },
};
