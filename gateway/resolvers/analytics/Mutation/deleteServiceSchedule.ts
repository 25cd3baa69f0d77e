import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { analyticsIds } from '../analyticsIds.ts';
import { findAnalyticsDevice } from '../findAnalyticsDevice.ts';
import { globalIdOf } from '../globalIdOf.ts';

const deleteServiceScheduleInput = z.object({
  deviceId: globalIdOf('AnalyticsDevice', analyticsIds.deviceOf),
  serviceScheduleId: globalIdOf('ServiceSchedule', analyticsIds.scheduleOf),
});

export const deleteServiceSchedule: NonNullable<MutationResolvers['deleteServiceSchedule']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId: card, serviceScheduleId: schedule } = parseInput(deleteServiceScheduleInput, input);
  // A schedule id of another device is the caller's mistake, not a removal of something else.
  if (schedule.deviceId !== card.deviceId || schedule.orgId !== card.orgId) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  unwrap(
    await ctx.api.DELETE('/api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule/{serviceScheduleId}', {
      params: { path: { orgId: card.orgId, deviceId: card.deviceId, serviceScheduleId: schedule.scheduleId } },
    }),
  );
  // What the device's card reads later in this operation must no longer show the schedule.
  ctx.loaders.schedulingByKey.clearAll();
  ctx.loaders.serviceSchedulesByDevice.clear({ orgId: card.orgId, deviceId: card.deviceId });
  const device = await findAnalyticsDevice(ctx, card.orgId, card.groupId, card.deviceId);
  if (!device) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { deletedServiceScheduleId: input.serviceScheduleId, device };
};
