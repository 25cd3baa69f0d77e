import DataLoader from 'dataloader';
import { errorCode } from '../errors.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';
import type {
  ServiceCenterDto,
  ServiceLookupItemDto,
  ServiceOrderAttachmentDto,
  ServiceOrderDto,
  ServiceOrderImageDto,
  TechnicianDto,
} from '../serviceSources.ts';
import { listLoader } from './listLoader.ts';
import { loadEach } from './loadEach.ts';

export type ServiceCenterListQuery = NonNullable<operations['listServiceCenters']['parameters']['query']>;
export type TechnicianListQuery = NonNullable<operations['listTechnicians']['parameters']['query']> & { serviceCenterId: string };
export type AllTechniciansQuery = NonNullable<operations['listAllTechnicians']['parameters']['query']>;
export type ServiceOrderListQuery = NonNullable<operations['listServiceOrders']['parameters']['query']>;
export interface ServiceOrderHistoryQuery {
  orderId: string;
  page: number;
  perPage: number;
}

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Pages of 100 read for "every centre" / "every technician of a centre": a few dozen centres is one call. */
const wholeListPages = 20;

/** What a caller may not read (or what does not exist) reads as nothing, so an order's other fields still answer. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return [];
    throw error;
  }
}

/**
 * Service centres, technicians, service orders and their lookups. Lists are one call per page;
 * the centres and technicians an order names (a list row embeds only their name) come from one
 * call for every centre the viewer may read, and one per centre for its technicians, so a page of
 * 100 orders costs the same calls as a page of 10.
 */
export function serviceLoaders(api: RestClient) {
  const serviceCenterList = listLoader<ServiceCenterDto>(() =>
    orEmpty(async () => {
      const all: ServiceCenterDto[] = [];
      for (let page = 1; page <= wholeListPages; page++) {
        const answer = unwrap(await api.GET('/api/v1/service-centers', { params: { query: { page, perPage: '100' } } }));
        all.push(...answer.data);
        if (page >= answer.lastPage) break;
      }
      return all;
    }),
  );

  const techniciansOfCenter = new DataLoader<string, TechnicianDto[]>((centerIds) =>
    Promise.all(
      centerIds.map((serviceCenterId) =>
        orEmpty(async () => {
          if (!GUID.test(serviceCenterId)) return [];
          const all: TechnicianDto[] = [];
          for (let page = 1; page <= wholeListPages; page++) {
            const answer = unwrap(
              await api.GET('/api/v1/service-centers/{id}/technicians', { params: { path: { id: serviceCenterId }, query: { page, perPage: '100' } } }),
            );
            all.push(...answer.data);
            if (page >= answer.lastPage) break;
          }
          return all;
        }),
      ),
    ),
  );

  return {
    serviceCenterPagesByQuery: new DataLoader<ServiceCenterListQuery, { data: ServiceCenterDto[]; total: number }, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/service-centers', { params: { query } })))),
      byJson,
    ),
    serviceCenterList,
    /** Null for a centre the viewer may not read (or none). */
    serviceCentersById: new DataLoader<string, ServiceCenterDto | null>(async (ids) => {
      const byId = new Map((await serviceCenterList.load('all')).map((center) => [center._id, center]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    technicianPagesByQuery: new DataLoader<TechnicianListQuery, { data: TechnicianDto[]; total: number }, string>(
      (queries) =>
        Promise.all(
          queries.map(async ({ serviceCenterId, ...query }) =>
            unwrap(await api.GET('/api/v1/service-centers/{id}/technicians', { params: { path: { id: serviceCenterId }, query } })),
          ),
        ),
      byJson,
    ),
    /** Pages of every centre's technicians (`GET /technicians`): one call per page. */
    allTechnicianPagesByQuery: new DataLoader<AllTechniciansQuery, { data: TechnicianDto[]; total: number }, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/technicians', { params: { query } })))),
      byJson,
    ),
    techniciansOfCenter,
    /** Null for a technician the viewer may not read, or not of that centre. */
    techniciansByKey: new DataLoader<{ serviceCenterId: string; technicianId: string }, TechnicianDto | null, string>(
      (keys) =>
        Promise.all(
          keys.map(async ({ serviceCenterId, technicianId }) =>
            (await techniciansOfCenter.load(serviceCenterId)).find((technician) => technician._id === technicianId) ?? null,
          ),
        ),
      byJson,
    ),
    serviceOrderPagesByQuery: new DataLoader<ServiceOrderListQuery, { data: ServiceOrderDto[]; total: number }, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/service-orders', { params: { query } })))),
      byJson,
    ),
    /** One call per order (the API reads orders one at a time); null outside the viewer's scope. */
    serviceOrdersById: new DataLoader<string, ServiceOrderDto | null>((ids) =>
      loadEach(ids, async (id) => (GUID.test(id) ? unwrap(await api.GET('/api/v1/service-orders/{id}', { params: { path: { id } } })) : null)),
    ),
    serviceOrderHistoryPagesByQuery: new DataLoader<ServiceOrderHistoryQuery, { data: import('../serviceSources.ts').ServiceOrderHistoryEntryDto[]; total: number } | null, string>(
      (queries) =>
        loadEach(queries, async ({ orderId, page, perPage }) =>
          unwrap(await api.GET('/api/v1/service-orders/{id}/history', { params: { path: { id: orderId }, query: { page, perPage } } })),
        ),
      byJson,
    ),
    /** An order's attachments, a page at a time; null for an order the viewer may not read. */
    serviceOrderAttachmentPagesByQuery: new DataLoader<ServiceOrderHistoryQuery, { data: ServiceOrderAttachmentDto[]; total: number } | null, string>(
      (queries) =>
        loadEach(queries, async ({ orderId, page, perPage }) =>
          unwrap(await api.GET('/api/v1/service-orders/{id}/attachments', { params: { path: { id: orderId }, query: { page, perPage } } })),
        ),
      byJson,
    ),
    /** An order's before and after images, both lists in one call; null for an order the viewer may not read. */
    serviceOrderImagesByOrderId: new DataLoader<string, { beforeImages: ServiceOrderImageDto[]; afterImages: ServiceOrderImageDto[] } | null>((ids) =>
      loadEach(ids, async (id) => (GUID.test(id) ? unwrap(await api.GET('/api/v1/service-orders/{id}/images', { params: { path: { id } } })) : null)),
    ),
    serviceOrderStatusList: listLoader<ServiceLookupItemDto>(async () => unwrap(await api.GET('/api/v1/service-orders/statuses')).data),
    serviceSolutionList: listLoader<ServiceLookupItemDto>(async () => unwrap(await api.GET('/api/v1/service-orders/solutions')).data),
    serviceCauseList: listLoader<ServiceLookupItemDto>(async () => unwrap(await api.GET('/api/v1/service-orders/service-causes')).data),
    serviceOrderOwnerList: listLoader<{ _id: string; name: string }>(async () => unwrap(await api.GET('/api/v1/service-orders/owners')).data),
  };
}
