import * as z from 'zod/mini';
import { listParams } from '../../../components/list/listParams';
import { parseSearchParams } from '../../../components/list/parseSearchParams';

/** Every search parameter of /orders/technicians; anything else is dropped. */
export function techniciansSearchSchema() {
  return z.object({
    q: listParams.search(),
    active: z.optional(z.enum(['yes', 'no'])),
    center: listParams.ids(),
  });
}

export type TechniciansSearch = z.output<ReturnType<typeof techniciansSearchSchema>>;

export function readTechniciansSearch(params: URLSearchParams): TechniciansSearch {
  return parseSearchParams(techniciansSearchSchema(), params).data;
}

/** The page query's variables: the technicians' own filter (the centres are chosen in the page). */
export function techniciansVariables(params: URLSearchParams) {
  const search = readTechniciansSearch(params);
  const filter: { search?: string; isActive?: boolean } = {};
  if (search.q) filter.search = search.q;
  if (search.active) filter.isActive = search.active === 'yes';
  return { filter };
}
