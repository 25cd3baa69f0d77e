import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { downlinkConfigOf } from '../downlinkConfigOf.ts';
import { freshRecord, globalIdOf, inputFieldNames } from './deviceInput.ts';

// The API checks the ranges (§5 minimums) and words the refusal.
const saveDownlinkConfigInput = z.object({
  deviceId: globalIdOf('Device'),
  miAbove: z.number().int(),
  xtiAbove: z.number().int(),
  th: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  miUnder: z.number().int(),
  xtiUnder: z.number().int(),
});

export const saveDownlinkConfig: NonNullable<MutationResolvers['saveDownlinkConfig']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId, ...body } = parseInput(saveDownlinkConfigInput, input);
  let saved;
  try {
    saved = unwrap(await ctx.api.PUT('/api/v1/devices/{id}/downlink-config', { params: { path: { id: deviceId } }, body }));
  } catch (error) {
    throw inputFieldNames(error);
  }
  const { delivery, ...config } = saved;
  ctx.loaders.downlinkConfigsByDeviceId.clear(deviceId).prime(deviceId, config);
  return {
    downlinkConfig: downlinkConfigOf(config),
    delivery: delivery === 'published' ? 'PUBLISHED' : 'QUEUED',
    device: await freshRecord(ctx, deviceId),
  };
};
