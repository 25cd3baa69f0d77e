import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../../src/pagination/pageRequest.ts';
import { monitoringQuery } from '../monitoringQuery.ts';

// One upstream call per page: the records embed everything the page shows (and prime the loaders).
export const monitoringRecords: NonNullable<QueryResolvers['monitoringRecords']> = async (_parent, { filter, first, after }, ctx) => {
  const request = pageRequest(first, after);
  const query = { ...monitoringQuery(filter), page: request.page, perPage: request.perPage };
  const page = await ctx.loaders.monitoringRecordPagesByQuery.load(query);
  return connectionFromPage(page.data, request, page.total);
};
