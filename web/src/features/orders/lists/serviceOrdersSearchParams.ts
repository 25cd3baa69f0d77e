import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, listParams } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { parseSearchParams } from '../../../components/list/parseSearchParams';

/** What the filter panel holds: status slugs, owner, centre and technician ids, the due days, "mine" and the search. */
export type ServiceOrdersFilterState = {
  statuses: string[];
  owners: string[];
  centers: string[];
  technician: string;
  mine: boolean;
  dueFrom: string;
  dueTo: string;
  search: string;
};

/** The columns the API sorts by (`GET /service-orders?sort=`); none chosen is the API's own order (a technician's orders first). */
export const SERVICE_ORDER_SORT_KEYS = ['dueDate', 'createdAt', 'status'] as const;
export type ServiceOrderSortKey = (typeof SERVICE_ORDER_SORT_KEYS)[number];
/** The direction a first click takes: due dates soonest first, creation newest first. */
export const defaultSortOrder: Record<ServiceOrderSortKey, 'asc' | 'desc'> = { dueDate: 'asc', createdAt: 'desc', status: 'asc' };

export const emptyFilterState: ServiceOrdersFilterState = { statuses: [], owners: [], centers: [], technician: '', mine: false, dueFrom: '', dueTo: '', search: '' };

const slugs = () =>
  z.optional(
    z.pipe(
      z.array(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/))).check(z.maxLength(20)),
      z.transform((values: string[]) => [...new Set(values)]),
    ),
  );
const id = () => z.optional(z.string().check(z.regex(/^[A-Za-z0-9_=-]{1,200}$/)));

/** Every search parameter of /orders/service-orders, for `parseSearchParams`; anything else is dropped. */
export function serviceOrdersSearchSchema() {
  return z
    .object({
      status: slugs(),
      owner: listParams.ids(),
      center: listParams.ids(),
      technician: id(),
      mine: listParams.flag(),
      dueFrom: listParams.day(),
      dueTo: listParams.day(),
      q: listParams.search(),
      size: listParams.pageSize(),
      page: listParams.page(),
      sort: listParams.sort(SERVICE_ORDER_SORT_KEYS),
      order: listParams.order(),
    })
    .check(
      z.superRefine((value, ctx) => {
        // A range that ends before it starts: its end is dropped. One technician, or "mine": not both.
        if (value.dueFrom !== undefined && value.dueTo !== undefined && value.dueFrom > value.dueTo) {
          ctx.addIssue({ code: 'custom', path: ['dueTo'], message: 'reversed range' });
        }
        if (value.mine !== undefined && value.technician !== undefined) ctx.addIssue({ code: 'custom', path: ['technician'], message: 'with mine' });
      }),
    );
}

export type ServiceOrdersSearch = z.output<ReturnType<typeof serviceOrdersSearchSchema>>;

/** The URL read with the schema; what is invalid is left out (the loader has already removed it, with a toast). */
export function readServiceOrdersSearch(params: URLSearchParams): ServiceOrdersSearch {
  return parseSearchParams(serviceOrdersSearchSchema(), params).data;
}

/** The filter in the URL. */
export function readFilterState(params: URLSearchParams): ServiceOrdersFilterState {
  const search = readServiceOrdersSearch(params);
  return {
    statuses: search.status ?? [],
    owners: search.owner ?? [],
    centers: search.center ?? [],
    technician: search.technician ?? '',
    mine: search.mine === '1',
    dueFrom: search.dueFrom ?? '',
    dueTo: search.dueTo ?? '',
    search: search.q ?? '',
  };
}

/** Writes the filter into `params`, keeping page size and order, and going back to page 1. */
export function writeFilterState(state: ServiceOrdersFilterState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['status', 'owner', 'center', 'technician', 'mine', 'dueFrom', 'dueTo', 'q', 'page']) next.delete(name);
  for (const slug of state.statuses) next.append('status', slug);
  for (const owner of state.owners) next.append('owner', owner);
  for (const center of state.centers) next.append('center', center);
  if (state.mine) next.set('mine', '1');
  else if (state.technician) next.set('technician', state.technician);
  if (state.dueFrom) next.set('dueFrom', state.dueFrom);
  if (state.dueTo) next.set('dueTo', state.dueTo);
  const text = state.search.trim();
  if (text) next.set('q', text);
  return next;
}

/** True when nothing narrows the list (the search included). */
export function isEmptyFilter(state: ServiceOrdersFilterState): boolean {
  return writeFilterState(state).toString() === '';
}

/** Page size and page number from the URL (defaults: 10 rows, page 1). */
export function readPaging(params: URLSearchParams): { first: number; page: number } {
  const search = readServiceOrdersSearch(params);
  return { first: search.size ?? DEFAULT_PAGE_SIZE, page: search.page ?? 1 };
}

/** The order the URL asks for; null leaves it to the API (a technician's own orders first, else newest first). */
export function readSort(params: URLSearchParams): (ListSort & { key: ServiceOrderSortKey }) | null {
  const { sort, order } = readServiceOrdersSearch(params);
  return sort ? { key: sort, order: order ?? defaultSortOrder[sort] } : null;
}

/** Writes the order and goes back to page 1. */
export function writeSort(sort: ListSort, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  next.delete('page');
  if ((SERVICE_ORDER_SORT_KEYS as readonly string[]).includes(sort.key)) {
    next.set('sort', sort.key);
    next.set('order', sort.order);
  }
  return next;
}
