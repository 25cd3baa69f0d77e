import type { ServiceOrderHistoryEntryResolvers } from '../../src/__generated__/resolvers-types.ts';

export const ServiceOrderHistoryEntry: ServiceOrderHistoryEntryResolvers = {
  entryId: (entry) => entry._id,
  action: (entry) => entry.action,
  actorName: (entry) => entry.actor?.name ?? null,
  actorId: (entry) => entry.actor?._id ?? null,
  changes: (entry) => Object.entries(entry.changes).map(([field, { from, to }]) => ({ field, from: from ?? null, to: to ?? null })),
  at: (entry) => entry.created_at,
};
