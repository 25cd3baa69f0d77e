import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { restIdOf } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { refreshContracts } from '../../contracts/refreshContracts.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { freshRecord, globalIdOf } from './deviceInput.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const removeInput = z.object({
  // The device page names contracts by REST id, the contract page by global id: either is taken.
  contractId: z.string().transform((value, ctx) => {
    const restId = GUID.test(value) ? value : restIdOf(value, 'Contract');
    if (!restId) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'Contract' } });
    return restId ?? '';
  }),
  deviceId: globalIdOf('Device'),
});

export const removeDeviceFromContract: NonNullable<MutationResolvers['removeDeviceFromContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { contractId, deviceId } = parseInput(removeInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/contracts/{contractId}/devices/{deviceId}', { params: { path: { contractId, deviceId } } }));
  refreshContracts(ctx, undefined, contractId);
  return { device: await freshRecord(ctx, deviceId), removedContractId: contractId };
};
