import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../../src/pagination/pageRequest.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// One upstream call per page.
export const releases: NonNullable<QueryResolvers['releases']> = async (_parent, { first, after }, ctx) => {
  requireToken(ctx);
  const request = pageRequest(first, after, 20);
  const page = await ctx.loaders.releasePagesByQuery.load({ page: request.page, perPage: request.perPage });
  return connectionFromPage(page.data, request, page.total);
};
