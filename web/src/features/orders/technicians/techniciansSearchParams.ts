import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, listParams } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { parseSearchParams } from '../../../components/list/parseSearchParams';

/** Every search parameter of /orders/technicians; anything else is dropped. */
export function techniciansSearchSchema() {
  return z.object({
    q: listParams.search(),
    active: z.optional(z.enum(['yes', 'no'])),
    center: listParams.ids(),
    size: listParams.pageSize(),
    page: listParams.page(),
    sort: listParams.sort(['name'] as const),
    order: listParams.order(),
  });
}

export type TechniciansSearch = z.output<ReturnType<typeof techniciansSearchSchema>>;

export function readTechniciansSearch(params: URLSearchParams): TechniciansSearch {
  return parseSearchParams(techniciansSearchSchema(), params).data;
}

/** The order the URL asks for: by name, A–Z unless told. */
export function readTechniciansSort(search: TechniciansSearch): ListSort & { key: 'name' } {
  return { key: 'name', order: search.order ?? 'asc' };
}

/** The page query's variables: one server page of every centre's technicians (`Query.technicians`). */
export function techniciansVariables(params: URLSearchParams) {
  const search = readTechniciansSearch(params);
  const filter: { search?: string; isActive?: boolean; serviceCenterIds?: string[] } = {};
  if (search.q) filter.search = search.q;
  if (search.active) filter.isActive = search.active === 'yes';
  if (search.center?.length) filter.serviceCenterIds = search.center;
  return {
    filter,
    orderBy: { field: 'NAME' as const, direction: readTechniciansSort(search).order === 'asc' ? ('ASC' as const) : ('DESC' as const) },
    first: search.size ?? DEFAULT_PAGE_SIZE,
    page: search.page ?? 1,
  };
}
