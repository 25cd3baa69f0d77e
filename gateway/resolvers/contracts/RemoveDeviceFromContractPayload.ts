import type { RemoveDeviceFromContractPayloadResolvers } from '../../src/__generated__/resolvers-types.ts';

/** The contract a device left, as it is now (one call, only when asked). */
export const RemoveDeviceFromContractPayload: Pick<RemoveDeviceFromContractPayloadResolvers, 'contract'> = {
  contract: (payload, _args, ctx) => ctx.loaders.contractsById.load(payload.removedContractId),
};
