import type { AnalyticsOrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { analyticsIds } from './analyticsIds.ts';
import { groupsQuery } from './dashboardQuery.ts';
import { deviceCardsConnection } from './deviceCardsConnection.ts';

export const AnalyticsOrganization: AnalyticsOrganizationResolvers = {
  id: (source) => analyticsIds.organization(source.organizationId),
  // From the organisation list (one call per request for every dashboard).
  organization: async (source, _args, ctx) => {
    const organization = await ctx.loaders.organizationsById.load(source.organizationId);
    if (!organization) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return organization;
  },
  // The call of the plain first page of cards: no extra call when the cards are asked for unfiltered.
  groups: async ({ organizationId }, _args, ctx) => {
    const answer = await ctx.loaders.dashboardsByQuery.load({ orgId: organizationId, query: groupsQuery() });
    return answer.data.map((group) => ({ organizationId, group }));
  },
  ungroupedDevices: async ({ organizationId }, _args, ctx) => {
    const answer = await ctx.loaders.dashboardsByQuery.load({ orgId: organizationId, query: { groupId: 'none' } });
    return answer.ungrouped.map((device) => ({ organizationId, groupId: null, device }));
  },
  ungroupedDeviceCards: ({ organizationId }, args, ctx) => deviceCardsConnection(ctx, organizationId, null, args),
};
