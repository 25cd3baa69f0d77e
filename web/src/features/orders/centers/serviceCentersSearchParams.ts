import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, listParams } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { parseSearchParams } from '../../../components/list/parseSearchParams';

export const SERVICE_CENTER_SORT_KEYS = ['name', 'createdAt'] as const;
export type ServiceCenterSortKey = (typeof SERVICE_CENTER_SORT_KEYS)[number];
export const defaultSortOrder: Record<ServiceCenterSortKey, 'asc' | 'desc'> = { name: 'asc', createdAt: 'desc' };

/** Every search parameter of /orders/service-centers; anything else is dropped. */
export function serviceCentersSearchSchema() {
  return z.object({
    q: listParams.search(),
    active: z.optional(z.enum(['yes', 'no'])),
    size: listParams.pageSize(),
    page: listParams.page(),
    sort: listParams.sort(SERVICE_CENTER_SORT_KEYS),
    order: listParams.order(),
  });
}

export type ServiceCentersSearch = z.output<ReturnType<typeof serviceCentersSearchSchema>>;

export function readServiceCentersSearch(params: URLSearchParams): ServiceCentersSearch {
  return parseSearchParams(serviceCentersSearchSchema(), params).data;
}

/** The order the URL asks for (by name unless told). */
export function readSort(search: ServiceCentersSearch): ListSort & { key: ServiceCenterSortKey } {
  const key = search.sort ?? 'name';
  return { key, order: search.order ?? defaultSortOrder[key] };
}

/** The page query's variables for a URL. */
export function serviceCentersVariables(params: URLSearchParams) {
  const search = readServiceCentersSearch(params);
  const sort = readSort(search);
  const filter: { search?: string; isActive?: boolean } = {};
  if (search.q) filter.search = search.q;
  if (search.active) filter.isActive = search.active === 'yes';
  return {
    filter,
    orderBy: { field: sort.key === 'name' ? ('NAME' as const) : ('CREATED_AT' as const), direction: sort.order === 'asc' ? ('ASC' as const) : ('DESC' as const) },
    first: search.size ?? DEFAULT_PAGE_SIZE,
    page: search.page ?? 1,
  };
}

/** Sets (or with '' removes) parameters, back to page 1. */
export function writeParams(params: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('page');
  return next;
}
