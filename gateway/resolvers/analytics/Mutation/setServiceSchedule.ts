import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { analyticsIds } from '../analyticsIds.ts';
import { findAnalyticsDevice } from '../findAnalyticsDevice.ts';

const deviceIdOf = z.string().transform((id, ctx) => {
  const parts = analyticsIds.deviceOf(id);
  if (!parts) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'AnalyticsDevice' } });
  return parts!;
});

// The target and the addresses are the API's rules (and its field messages, in the caller's language).
const setServiceScheduleInput = z.object({
  deviceId: deviceIdOf,
  serviceTargetCount: z.number(),
  notificationEmail: z.string(),
});

export const setServiceSchedule: NonNullable<MutationResolvers['setServiceSchedule']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId: card, serviceTargetCount, notificationEmail } = parseInput(setServiceScheduleInput, input);
  const schedule = unwrap(
    await ctx.api.PUT('/api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule', {
      params: { path: { orgId: card.orgId, deviceId: card.deviceId } },
      body: { serviceTargetCount, notificationEmail },
    }),
  );
  // The card's scheduling read later in this operation must show the new schedule.
  ctx.loaders.schedulingByKey.clearAll();
  ctx.loaders.serviceSchedulesByDevice.clear({ orgId: card.orgId, deviceId: card.deviceId });
  const device = await findAnalyticsDevice(ctx, card.orgId, card.groupId, card.deviceId);
  if (!device) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { serviceSchedule: { ...schedule, organizationId: card.orgId, deviceId: card.deviceId }, device };
};
