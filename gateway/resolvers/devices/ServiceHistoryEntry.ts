import type { ServiceHistoryEntryResolvers } from '../../src/__generated__/resolvers-types.ts';

export const ServiceHistoryEntry: ServiceHistoryEntryResolvers = {
  orderId: (entry) => entry._id,
  solutions: (entry) => entry.solutions.map((solution) => solution.name),
  status: (entry) => entry.status.name,
};
