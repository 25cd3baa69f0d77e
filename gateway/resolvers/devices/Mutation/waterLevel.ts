import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { freshRecord, globalIdOf, inputFieldNames } from './deviceInput.ts';

const setWaterLevelInput = z.object({
  deviceId: globalIdOf('Device'),
  elevation: z.number(),
  heightOffset: z.number(),
  boundaryDistance: z.number(),
  unit: z
    .enum(['CM', 'M'])
    .nullish()
    .transform((v) => (v === 'M' ? 'm' : 'cm')),
});

export const setWaterLevel: NonNullable<MutationResolvers['setWaterLevel']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId, ...body } = parseInput(setWaterLevelInput, input);
  try {
    unwrap(await ctx.api.PUT('/api/v1/devices/{id}/water-level', { params: { path: { id: deviceId } }, body }));
  } catch (error) {
    throw inputFieldNames(error);
  }
  return { device: await freshRecord(ctx, deviceId) };
};

export const resetWaterLevel: NonNullable<MutationResolvers['resetWaterLevel']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId } = parseInput(z.object({ deviceId: globalIdOf('Device') }), input);
  unwrap(await ctx.api.POST('/api/v1/devices/{id}/water-level/reset', { params: { path: { id: deviceId } } }));
  return { device: await freshRecord(ctx, deviceId) };
};
