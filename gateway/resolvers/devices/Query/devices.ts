import type { DeviceFilter, DeviceOrder, QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { DeviceListQuery } from '../../../src/loaders/deviceDetailLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

const sortOf = { CREATED_AT: 'createdAt', NAME: 'name', NETWORK_ID: 'device', LAST_SEEN_AT: 'lastSeenAt' } as const;
// The API's default direction per field: times newest first is asked with a leading `-`.
const defaultDescending = { CREATED_AT: true, NAME: false, NETWORK_ID: false, LAST_SEEN_AT: true } as const;


function sortQuery(orderBy: DeviceOrder | null | undefined): Pick<DeviceListQuery, 'sort'> {
  if (!orderBy) return {};
  const descending = orderBy.direction ? orderBy.direction === 'DESC' : defaultDescending[orderBy.field];
  return { sort: `${descending ? '-' : ''}${sortOf[orderBy.field]}` as DeviceListQuery['sort'] };
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
  const request = tablePageRequest(first, after, page);
  const query: DeviceListQuery = { ...deviceListFilter(filter), ...sortQuery(orderBy), page: request.page, perPage: request.perPage };
  const result = await ctx.loaders.deviceListPagesByQuery.load(query);
  return connectionFromPage(result.data, request, result.total);
};
