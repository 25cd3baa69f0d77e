import type { DeviceTypeCategoryResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const DeviceTypeCategory: DeviceTypeCategoryResolvers = {
  id: (category) => toGlobalId('DeviceTypeCategory', category._id),
  categoryId: (category) => category._id,
};
