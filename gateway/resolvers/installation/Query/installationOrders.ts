import type { InstallationOrderFilter, InstallationOrderOrder, QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import type { Message } from '../../../src/i18n/Message.ts';
import type { InstallationOrderListQuery } from '../../../src/loaders/installationLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { technicianIdsOf } from '../../service/technicianIds.ts';

const sortOf = { DUE_DATE: 'dueDate', CREATED_AT: 'createdAt', NAME: 'name', STATUS: 'status' } as const;

const bad = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

/**
 * `GET /installation`'s filter parameters: global ids checked (type, at most 100) and sent
 * comma-separated. Texts (search, days) are the API's to judge: it answers BAD_USER_INPUT naming the
 * parameter, in the caller's language.
 */
export function installationOrderListFilter(filter: InstallationOrderFilter | null | undefined): Omit<InstallationOrderListQuery, 'page' | 'perPage' | 'sort'> {
  if (!filter) return {};
  const ids = (list: readonly string[] | null | undefined, type: Parameters<typeof restIdParam>[1], field: string) =>
    list?.length ? restIdParam(list, type, `filter.${field}`) : undefined;
  const orgIds = ids(filter.organizationIds, 'Organization', 'organizationIds');
  const serviceCenterIds = ids(filter.serviceCenterIds, 'ServiceCenter', 'serviceCenterIds');
  if (filter.technicianId && filter.assignedToViewer) throw bad('filter.assignedToViewer', { id: 'serviceOrder.technicianOrViewer' });
  let technician: string | undefined;
  if (filter.technicianId) {
    const parts = technicianIdsOf(filter.technicianId);
    if (!parts) throw bad('filter.technicianId', { id: 'validation.globalId', params: { type: 'Technician' } });
    technician = parts.technicianId;
  } else if (filter.assignedToViewer) {
    technician = 'me';
  }
  const statuses = [...new Set((filter.statuses ?? []).map((status) => status.toLowerCase()))];
  const search = filter.search?.trim();
  return {
    ...(statuses.length ? { status: statuses.join(',') } : {}),
    ...(orgIds ? { orgIds } : {}),
    ...(serviceCenterIds ? { serviceCenterIds } : {}),
    ...(technician ? { technician } : {}),
    ...(filter.dueFrom ? { dueFrom: filter.dueFrom } : {}),
    ...(filter.dueTo ? { dueTo: filter.dueTo } : {}),
    ...(search ? { search } : {}),
  };
}

export function installationOrderSort(orderBy: InstallationOrderOrder | null | undefined): Pick<InstallationOrderListQuery, 'sort'> {
  return orderBy ? { sort: `${orderBy.direction === 'DESC' ? '-' : ''}${sortOf[orderBy.field]}` as InstallationOrderListQuery['sort'] } : {};
}

// One upstream call per page; owner, centre, technician, types and models of every row cost a fixed few more.
export const installationOrders: NonNullable<QueryResolvers['installationOrders']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = tablePageRequest(first, after, page);
  const result = await ctx.loaders.installationOrderPagesByQuery.load({
    ...installationOrderListFilter(filter),
    ...installationOrderSort(orderBy),
    page: request.page,
    perPage: request.perPage,
  });
  return connectionFromPage(result.data, request, result.total);
};
