import type { ServiceHistoryEntryResolvers } from '../../src/__generated__/resolvers-types.ts';

export const ServiceHistoryEntry: ServiceHistoryEntryResolvers = {
  orderId: (entry) => entry._id,
  solutions: (entry) => entry.solutions.map((solution) => ({ solutionId: solution._id, slug: solution.slug, name: solution.name })),
  status: (entry) => entry.status,
};
