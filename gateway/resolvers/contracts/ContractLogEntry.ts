import type { ContractLogAction, ContractLogEntryResolvers } from '../../src/__generated__/resolvers-types.ts';

export const ContractLogEntry: ContractLogEntryResolvers = {
  entryId: (entry) => entry._id,
  action: (entry) => entry.action.toUpperCase() as ContractLogAction,
  userName: (entry) => entry.user?.name ?? null,
  device: (entry) => entry.device && { deviceRestId: entry.device._id, name: entry.device.name, networkId: entry.device.device },
  changes: (entry) => Object.entries(entry.changes ?? {}).map(([field, change]) => ({ field, before: change.before ?? null, after: change.after ?? null })),
};
