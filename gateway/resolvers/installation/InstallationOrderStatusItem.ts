import type { InstallationOrderStatusItemResolvers } from '../../src/__generated__/resolvers-types.ts';
import { installationStatusOf } from './InstallationOrder.ts';

export const InstallationOrderStatusItem: InstallationOrderStatusItemResolvers = {
  status: (item) => installationStatusOf(item.slug),
  name: (item) => item.name,
};
