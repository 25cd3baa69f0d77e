import type { QueryResolvers, ServiceOrderFilter, ServiceOrderOrder } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import type { Message } from '../../../src/i18n/Message.ts';
import type { ServiceOrderListQuery } from '../../../src/loaders/serviceLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';
import { technicianIdsOf } from '../technicianIds.ts';

const sortOf = { DUE_DATE: 'dueDate', CREATED_AT: 'createdAt', STATUS: 'status' } as const;
const maxStatuses = 20;

const bad = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

/**
 * `GET /service-orders`'s filter parameters: global ids checked (type, at most 100) and sent
 * comma-separated. Texts (search, days, status slugs) are the API's to judge: it answers
 * BAD_USER_INPUT naming the parameter, in the caller's language.
 */
export function serviceOrderListFilter(filter: ServiceOrderFilter | null | undefined): Omit<ServiceOrderListQuery, 'page' | 'perPage' | 'sort'> {
  if (!filter) return {};
  const ids = (list: readonly string[] | null | undefined, type: Parameters<typeof restIdParam>[1], field: string) =>
    list?.length ? restIdParam(list, type, `filter.${field}`) : undefined;
  const orgIds = ids(filter.organizationIds, 'Organization', 'organizationIds');
  const serviceCenterIds = ids(filter.serviceCenterIds, 'ServiceCenter', 'serviceCenterIds');
  const deviceIds = ids(filter.deviceIds, 'Device', 'deviceIds');
  if (filter.technicianId && filter.assignedToViewer) throw bad('filter.assignedToViewer', { id: 'serviceOrder.technicianOrViewer' });
  let technician: string | undefined;
  if (filter.technicianId) {
    const parts = technicianIdsOf(filter.technicianId);
    if (!parts) throw bad('filter.technicianId', { id: 'validation.globalId', params: { type: 'Technician' } });
    technician = parts.technicianId;
  } else if (filter.assignedToViewer) {
    technician = 'me';
  }
  const statuses = [...new Set(filter.statuses ?? [])];
  if (statuses.length > maxStatuses) throw bad('filter.statuses', { id: 'nodes.tooManyIdsField', params: { maximum: maxStatuses } });
  const search = filter.search?.trim();
  return {
    ...(statuses.length ? { status: statuses.join(',') } : {}),
    ...(orgIds ? { orgIds } : {}),
    ...(serviceCenterIds ? { serviceCenterIds } : {}),
    ...(technician ? { technician } : {}),
    ...(deviceIds ? { deviceIds } : {}),
    ...(filter.dueFrom ? { dueFrom: filter.dueFrom } : {}),
    ...(filter.dueTo ? { dueTo: filter.dueTo } : {}),
    ...(search ? { search } : {}),
  };
}

export function serviceOrderSort(orderBy: ServiceOrderOrder | null | undefined): Pick<ServiceOrderListQuery, 'sort'> {
  return orderBy ? { sort: `${orderBy.direction === 'DESC' ? '-' : ''}${sortOf[orderBy.field]}` as ServiceOrderListQuery['sort'] } : {};
}

// One upstream call per page; device, owner, centre, technician and status of every row cost a fixed few more.
export const serviceOrders: NonNullable<QueryResolvers['serviceOrders']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = tablePageRequest(first, after, page);
  const result = await ctx.loaders.serviceOrderPagesByQuery.load({
    ...serviceOrderListFilter(filter),
    ...serviceOrderSort(orderBy),
    page: request.page,
    perPage: request.perPage,
  });
  return connectionFromPage(result.data, request, result.total);
};
