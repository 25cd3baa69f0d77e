import type { DeviceContractResolvers } from '../../src/__generated__/resolvers-types.ts';

export const DeviceContract: DeviceContractResolvers = {
  contractId: (contract) => contract._id,
  organization: (contract) => contract.organization,
  package: (contract) => contract.package,
};
