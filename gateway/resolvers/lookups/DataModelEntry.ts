import type { DataModelEntryResolvers } from '../../src/__generated__/resolvers-types.ts';

export const DataModelEntry: DataModelEntryResolvers = {
  slug: (entry) => entry.unit.slug,
  name: (entry) => entry.unit.name,
  unit: (entry) => entry.unit.value,
  dataType: (entry) => entry.data_type,
};
