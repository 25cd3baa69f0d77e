import type { DeviceFilter, DeviceOrder, QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import type { Message } from '../../../src/i18n/Message.ts';
import type { DeviceListQuery } from '../../../src/loaders/deviceDetailLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest, type PageRequest } from '../../../src/pagination/pageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

/** The table's page sizes (spec part 2 §9); pickers that need more use `deviceSearch`. */
const pageSizes = [10, 20, 30, 50, 100];
/** Pages beyond this are refused: 100 rows a page covers 10 million devices. */
const maxPage = 100_000;

const sortOf = { CREATED_AT: 'createdAt', NAME: 'name', NETWORK_ID: 'device', LAST_SEEN_AT: 'lastSeenAt' } as const;
// The API's default direction per field: times newest first is asked with a leading `-`.
const defaultDescending = { CREATED_AT: true, NAME: false, NETWORK_ID: false, LAST_SEEN_AT: true } as const;

const bad = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

function sortQuery(orderBy: DeviceOrder | null | undefined): Pick<DeviceListQuery, 'sort'> {
  if (!orderBy) return {};
  const descending = orderBy.direction ? orderBy.direction === 'DESC' : defaultDescending[orderBy.field];
  return { sort: `${descending ? '-' : ''}${sortOf[orderBy.field]}` as DeviceListQuery['sort'] };
}

function requestOf(first: number | null | undefined, after: string | null | undefined, page: number | null | undefined): PageRequest {
  if (first !== null && first !== undefined && !pageSizes.includes(first)) throw bad('first', { id: 'pagination.tablePageSize' });
  const request = pageRequest(first, after, 10);
  if (page === null || page === undefined) return request;
  if (after) throw bad('page', { id: 'pagination.afterOrPage' });
  if (!Number.isInteger(page) || page < 1 || page > maxPage) throw bad('page', { id: 'pagination.pageOutOfRange', params: { maximum: maxPage } });
  return { page, perPage: request.perPage, offset: (page - 1) * request.perPage };
}

/** `GET /devices`'s filter parameters; global ids checked (type, at most 100) and sent comma-separated. */
export function deviceListFilter(filter: DeviceFilter | null | undefined): Omit<DeviceListQuery, 'page' | 'perPage' | 'sort'> {
  if (!filter) return {};
  const ids = (list: readonly string[] | null | undefined, type: Parameters<typeof restIdParam>[1], field: string) =>
    list?.length ? restIdParam(list, type, `filter.${field}`) : undefined;
  const orgIds = ids(filter.organizationIds, 'Organization', 'organizationIds');
  const deviceTypeCategoryIds = ids(filter.deviceTypeCategoryIds, 'DeviceTypeCategory', 'deviceTypeCategoryIds');
  const deviceModelIds = ids(filter.deviceModelIds, 'DeviceModel', 'deviceModelIds');
  const search = filter.search?.trim();
  return {
    ...(orgIds ? { orgIds } : {}),
    ...(deviceTypeCategoryIds ? { deviceTypeCategoryIds } : {}),
    ...(deviceModelIds ? { deviceModelIds } : {}),
    // The API bounds the text (200 characters) and answers BAD_USER_INPUT in the caller's language.
    ...(search ? { search } : {}),
    ...(filter.lifecycles?.length ? { lifecycle: [...new Set(filter.lifecycles)].map((l) => l.toLowerCase()).join(',') } : {}),
    ...(filter.deleted ? { deleted: 'true' as const } : {}),
  };
}

// One upstream call per page: every list field of the rows comes with it.
export const devices: NonNullable<QueryResolvers['devices']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = requestOf(first, after, page);
  const query: DeviceListQuery = { ...deviceListFilter(filter), ...sortQuery(orderBy), page: request.page, perPage: request.perPage };
  const result = await ctx.loaders.deviceListPagesByQuery.load(query);
  return connectionFromPage(result.data, request, result.total);
};
