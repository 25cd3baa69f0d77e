import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { freshRecord, globalIdOf } from './deviceInput.ts';

const removeInput = z.object({
  contractId: z.uuid(),
  deviceId: globalIdOf('Device'),
});

export const removeDeviceFromContract: NonNullable<MutationResolvers['removeDeviceFromContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { contractId, deviceId } = parseInput(removeInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/contracts/{contractId}/devices/{deviceId}', { params: { path: { contractId, deviceId } } }));
  ctx.loaders.deviceContractPagesByQuery.clearAll();
  return { device: await freshRecord(ctx, deviceId), removedContractId: contractId };
};
