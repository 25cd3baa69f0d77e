import type { MonitoringRecordOrder, QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import type { MonitoringQuery } from '../../../src/loaders/monitoringLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest, type PageRequest } from '../../../src/pagination/pageRequest.ts';
import { monitoringQuery } from '../monitoringQuery.ts';

/** The API's `sort` for each order field. */
const sortOf = { LAST_ERROR: 'lastError', NAME: 'name', NETWORK_ID: 'networkId' } as const;

/** Pages beyond this are refused: 100 rows a page covers 10 million records. */
const maxPage = 100_000;

/** `GET /monitoring`'s `sort`/`order` for an `orderBy`; none keeps the API's default order. */
function sortQuery(orderBy: MonitoringRecordOrder | null | undefined): Pick<MonitoringQuery, 'sort' | 'order'> {
  if (!orderBy) return {};
  return { sort: sortOf[orderBy.field], ...(orderBy.direction ? { order: orderBy.direction === 'ASC' ? 'asc' : 'desc' } : {}) };
}

/** `first` with `after`, or with a page number (a numbered pagination control, a bookmarked URL). */
function requestOf(first: number | null | undefined, after: string | null | undefined, page: number | null | undefined): PageRequest {
  const request = pageRequest(first, after);
  if (page === null || page === undefined) return request;
  const bad = (message: Parameters<typeof fieldError>[1]) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError('page', message)] });
  if (after) throw bad({ id: 'pagination.afterOrPage' });
  if (!Number.isInteger(page) || page < 1 || page > maxPage) throw bad({ id: 'pagination.pageOutOfRange', params: { maximum: maxPage } });
  return { page, perPage: request.perPage, offset: (page - 1) * request.perPage };
}

// One upstream call per page: the records embed everything the page shows (and prime the loaders).
export const monitoringRecords: NonNullable<QueryResolvers['monitoringRecords']> = async (
  _parent,
  { filter, orderBy, first, after, page },
  ctx,
) => {
  const request = requestOf(first, after, page);
  const query = { ...monitoringQuery(filter), ...sortQuery(orderBy), page: request.page, perPage: request.perPage };
  const result = await ctx.loaders.monitoringRecordPagesByQuery.load(query);
  return connectionFromPage(result.data, request, result.total);
};
