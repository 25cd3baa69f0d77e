import type { ServiceOrdersPageQuery$variables } from '../../../../__generated__/ServiceOrdersPageQuery.graphql';
import { readFilterState, readPaging, readSort, type ServiceOrdersFilterState } from './serviceOrdersSearchParams';

const orderFields = { dueDate: 'DUE_DATE', createdAt: 'CREATED_AT', status: 'STATUS' } as const;

export type ServiceOrdersFilter = NonNullable<ServiceOrdersPageQuery$variables['filter']>;

/** The GraphQL `ServiceOrderFilter` for a filter state; empty parts are left out. */
export function toServiceOrderFilter(state: ServiceOrdersFilterState): ServiceOrdersFilter {
  const list = <T,>(items: T[]) => (items.length > 0 ? items : undefined);
  const filter: ServiceOrdersFilter = {
    statuses: list(state.statuses),
    organizationIds: list(state.owners),
    serviceCenterIds: list(state.centers),
    technicianId: !state.mine && state.technician ? state.technician : undefined,
    assignedToViewer: state.mine || undefined,
    dueFrom: state.dueFrom || undefined,
    dueTo: state.dueTo || undefined,
    search: state.search || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as ServiceOrdersFilter;
}

/** The page query's variables for a URL: filter, order (none: the API's), page size and page number. */
export function serviceOrdersVariables(params: URLSearchParams): ServiceOrdersPageQuery$variables {
  const { first, page } = readPaging(params);
  const sort = readSort(params);
  return {
    filter: toServiceOrderFilter(readFilterState(params)),
    orderBy: sort ? { field: orderFields[sort.key], direction: sort.order === 'asc' ? 'ASC' : 'DESC' } : null,
    first,
    page,
  };
}
