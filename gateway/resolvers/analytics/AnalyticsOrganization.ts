import type { AnalyticsOrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { analyticsIds } from './analyticsIds.ts';

export const AnalyticsOrganization: AnalyticsOrganizationResolvers = {
  id: (source) => analyticsIds.organization(source.organizationId),
  // From the organisation list (one call per request for every dashboard).
  organization: async (source, _args, ctx) => {
    const organization = await ctx.loaders.organizationsById.load(source.organizationId);
    if (!organization) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return organization;
  },
  groups: (source) => source.dashboard.data.map((group) => ({ organizationId: source.organizationId, group })),
  ungroupedDevices: (source) =>
    source.dashboard.ungrouped.map((device) => ({ organizationId: source.organizationId, groupId: null, device })),
};
