import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { analyticsIds } from '../analyticsIds.ts';
import { findAnalyticsDevice } from '../findAnalyticsDevice.ts';
import { globalIdOf } from '../globalIdOf.ts';

const resetServiceScheduleInput = z.object({
  deviceId: globalIdOf('AnalyticsDevice', analyticsIds.deviceOf),
  serviceScheduleId: globalIdOf('ServiceSchedule', analyticsIds.scheduleOf),
});

export const resetServiceSchedule: NonNullable<MutationResolvers['resetServiceSchedule']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId: card, serviceScheduleId: schedule } = parseInput(resetServiceScheduleInput, input);
  // A schedule id of another device is the caller's mistake, not a reset of something else.
  if (schedule.deviceId !== card.deviceId || schedule.orgId !== card.orgId) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  const reset = unwrap(
    await ctx.api.POST('/api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule/{serviceScheduleId}/reset', {
      params: { path: { orgId: card.orgId, deviceId: card.deviceId, serviceScheduleId: schedule.scheduleId } },
    }),
  );
  ctx.loaders.schedulingByKey.clearAll();
  ctx.loaders.serviceSchedulesByDevice.clear({ orgId: card.orgId, deviceId: card.deviceId });
  const device = await findAnalyticsDevice(ctx, card.orgId, card.groupId, card.deviceId);
  if (!device) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { serviceSchedule: { ...reset, organizationId: card.orgId, deviceId: card.deviceId }, device };
};
