import type { ServiceCauseResolvers } from '../../src/__generated__/resolvers-types.ts';

export const ServiceCause: ServiceCauseResolvers = {
  causeId: (cause) => cause._id,
};
