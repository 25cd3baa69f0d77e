import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { freshRecord, globalIdOf, refreshDevice } from './deviceInput.ts';

const deviceIdInput = z.object({ id: globalIdOf('Device') });

/** Soft delete: the device stays readable (`deleted: true`), which the payload shows. */
export const deleteDevice: NonNullable<MutationResolvers['deleteDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(deviceIdInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/devices/{id}', { params: { path: { id } } }));
  return { device: await freshRecord(ctx, id) };
};

/** Permanent delete (administrators): only the id is left to tell clients what to drop. */
export const purgeDevice: NonNullable<MutationResolvers['purgeDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(deviceIdInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/devices/{id}', { params: { path: { id }, query: { perm: 'true' } } }));
  refreshDevice(ctx, id);
  ctx.loaders.deviceRecordsById.prime(id, null);
  return { purgedDeviceId: toGlobalId('Device', id) };
};
