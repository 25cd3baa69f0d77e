import type { PackageResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const Package: PackageResolvers = {
  id: (pkg) => toGlobalId('Package', pkg._id),
  packageId: (pkg) => pkg._id,
};
