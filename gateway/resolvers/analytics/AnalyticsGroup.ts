import type { AnalyticsGroupResolvers } from '../../src/__generated__/resolvers-types.ts';
import { analyticsIds } from './analyticsIds.ts';
import { deviceCardsConnection } from './deviceCardsConnection.ts';
import { trendOptions } from './trendOptions.ts';

export const AnalyticsGroup: AnalyticsGroupResolvers = {
  id: ({ organizationId, group }) => analyticsIds.group(organizationId, group._id),
  groupId: ({ group }) => group._id,
  organizationId: ({ organizationId }) => organizationId,
  name: ({ group }) => group.name,
  // Every device of the group: one call for the group alone.
  devices: async ({ organizationId, group }, _args, ctx) => {
    const answer = await ctx.loaders.dashboardsByQuery.load({ orgId: organizationId, query: { groupId: group._id } });
    return (answer.data[0]?.devices ?? []).map((device) => ({ organizationId, groupId: group._id, device }));
  },
  deviceCards: ({ organizationId, group }, args, ctx) => deviceCardsConnection(ctx, organizationId, group._id, args),
  deviceCount: ({ group }) => group.deviceCount,
  units: ({ group }) => group.units,
  // The same call its devices' cards use when they draw the same unit.
  trend: async ({ organizationId, group }, { input }, ctx) => {
    const trend = await ctx.loaders.trendsByKey.load({
      orgId: organizationId,
      groupId: group._id,
      deviceId: null,
      options: trendOptions(input, group.defaultUnit),
    });
    return { trend, models: group.units };
  },
};
