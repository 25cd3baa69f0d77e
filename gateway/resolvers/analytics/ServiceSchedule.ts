import type { ServiceScheduleResolvers } from '../../src/__generated__/resolvers-types.ts';
import { analyticsIds } from './analyticsIds.ts';

export const ServiceSchedule: ServiceScheduleResolvers = {
  id: (schedule) => analyticsIds.schedule(schedule.organizationId, schedule.deviceId, schedule._id),
  scheduleId: (schedule) => schedule._id,
  lastResetAt: (schedule) => new Date(schedule.lastResetAt * 1000).toISOString(),
};
