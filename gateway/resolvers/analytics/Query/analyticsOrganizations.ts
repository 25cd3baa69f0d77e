import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { restIdsOf } from '../../../src/restIdsOf.ts';
import { groupsQuery } from '../dashboardQuery.ts';

/**
 * Every id must be an Organization id (a mistake is BAD_USER_INPUT naming it, not an empty
 * dashboard); then one upstream call per organisation, all in parallel. An organisation outside
 * the caller's scope is NOT_FOUND, as the API says. The call is the one that lists the groups and
 * the plain first page of cards, so checking costs nothing more.
 */
export const analyticsOrganizations: NonNullable<QueryResolvers['analyticsOrganizations']> = async (_parent, { organizationIds }, ctx) => {
  const ids = restIdsOf(organizationIds, 'Organization', 'organizationIds');
  const dashboards = await ctx.loaders.dashboardsByQuery.loadMany(ids.map((orgId) => ({ orgId, query: groupsQuery() })));
  return dashboards.map((dashboard, i) => {
    if (dashboard instanceof Error) throw dashboard;
    return { organizationId: ids[i]! };
  });
};
