import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { organizationRestIds } from '../../organizations/organizationRestIds.ts';

/**
 * Every id must be an Organization id (a mistake is BAD_USER_INPUT naming it, not an empty
 * dashboard); then one upstream call per organisation, all in parallel. An organisation outside
 * the caller's scope is NOT_FOUND, as the API says.
 */
export const analyticsOrganizations: NonNullable<QueryResolvers['analyticsOrganizations']> = async (_parent, { organizationIds }, ctx) => {
  const ids = organizationRestIds(organizationIds);
  const dashboards = await ctx.loaders.analyticsOrganizationsById.loadMany(ids);
  return dashboards.map((dashboard, i) => {
    if (dashboard instanceof Error) throw dashboard;
    return { organizationId: ids[i]!, dashboard };
  });
};
