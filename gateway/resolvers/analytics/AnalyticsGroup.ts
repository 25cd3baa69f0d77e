import type { AnalyticsGroupResolvers } from '../../src/__generated__/resolvers-types.ts';
import { analyticsIds } from './analyticsIds.ts';
import { trendOptions } from './trendOptions.ts';

export const AnalyticsGroup: AnalyticsGroupResolvers = {
  id: ({ organizationId, group }) => analyticsIds.group(organizationId, group._id),
  groupId: ({ group }) => group._id,
  organizationId: ({ organizationId }) => organizationId,
  name: ({ group }) => group.name,
  devices: ({ organizationId, group }) => group.devices.map((device) => ({ organizationId, groupId: group._id, device })),
  // The same call its devices' cards use when they draw the same unit.
  trend: async ({ organizationId, group }, { input }, ctx) => {
    const models = group.devices.flatMap((device) => device.device_model.data_model);
    const trend = await ctx.loaders.trendsByKey.load({
      orgId: organizationId,
      groupId: group._id,
      deviceId: null,
      options: trendOptions(input, group.defaultUnit),
    });
    return { trend, models };
  },
};
