import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, listParams } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { parseSearchParams } from '../../../components/list/parseSearchParams';

/** The lifecycle states as the URL writes them (`?lifecycle=installed`), in their order of life. */
export const LIFECYCLE_PARAMS = ['in_stock', 'installed', 'taken_down'] as const;
export type LifecycleParam = (typeof LIFECYCLE_PARAMS)[number];

/** How the list is shown: a table (cards on a phone), a grid of cards, or a map. */
export const DEVICE_VIEWS = ['table', 'grid', 'map'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** What the filter panel holds: lookup ids (global ids), lifecycle states, the deleted toggle and the search. */
export type DevicesFilterState = {
  owners: string[];
  types: string[];
  models: string[];
  lifecycles: LifecycleParam[];
  deleted: boolean;
  search: string;
};

export type DevicesListKey = 'owners' | 'types' | 'models';

/** The URL parameter of each list filter: repeated (`?model=a&model=b`). */
export const listParamNames: Record<DevicesListKey, string> = { owners: 'owner', types: 'type', models: 'model' };

/** The columns the API can sort by (`GET /devices?sort=`), the first its default order. */
export const DEVICE_SORT_KEYS = ['createdAt', 'name', 'networkId', 'lastSeenAt'] as const;
export type DeviceSortKey = (typeof DEVICE_SORT_KEYS)[number];
/** The direction each sort takes unless told: times newest first, names A–Z. */
export const defaultSortOrder: Record<DeviceSortKey, 'asc' | 'desc'> = { createdAt: 'desc', name: 'asc', networkId: 'asc', lastSeenAt: 'desc' };

export const emptyFilterState: DevicesFilterState = { owners: [], types: [], models: [], lifecycles: [], deleted: false, search: '' };

/**
 * Every search parameter of /devices, for `parseSearchParams`. Under an organisation the owner is
 * the route's, so `owner` is not a parameter there (a link carrying one has it dropped, with the
 * toast). Anything else in the URL is dropped too.
 */
export function devicesSearchSchema({ fixedOwner = false }: { fixedOwner?: boolean } = {}) {
  return z.object({
    ...(fixedOwner ? {} : { owner: listParams.ids() }),
    type: listParams.ids(),
    model: listParams.ids(),
    lifecycle: z.optional(
      z.pipe(
        z.array(z.enum(LIFECYCLE_PARAMS)),
        z.transform((states: LifecycleParam[]) => LIFECYCLE_PARAMS.filter((state) => states.includes(state))),
      ),
    ),
    deleted: listParams.flag(),
    q: listParams.search(),
    view: z.optional(z.enum(DEVICE_VIEWS)),
    size: listParams.pageSize(),
    page: listParams.page(),
    sort: listParams.sort(DEVICE_SORT_KEYS),
    order: listParams.order(),
  });
}

type DevicesSearch = {
  owner?: string[];
  type?: string[];
  model?: string[];
  lifecycle?: LifecycleParam[];
  deleted?: '1';
  q?: string;
  view?: DeviceView;
  size?: number;
  page?: number;
  sort?: DeviceSortKey;
  order?: 'asc' | 'desc';
};

/** The URL read with the schema; what is invalid is left out (the loader has already removed it, with a toast). */
export function readDevicesSearch(params: URLSearchParams): DevicesSearch {
  return parseSearchParams(devicesSearchSchema(), params).data as DevicesSearch;
}

/** The filter in the URL (empty lists and no search when it names none). */
export function readFilterState(params: URLSearchParams): DevicesFilterState {
  const search = readDevicesSearch(params);
  return {
    owners: search.owner ?? [],
    types: search.type ?? [],
    models: search.model ?? [],
    lifecycles: search.lifecycle ?? [],
    deleted: search.deleted === '1',
    search: search.q ?? '',
  };
}

/** Writes the filter into `params`, keeping the view, page size and order, and going back to page 1. */
export function writeFilterState(state: DevicesFilterState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, param] of Object.entries(listParamNames) as [DevicesListKey, string][]) {
    next.delete(param);
    for (const id of state[key]) next.append(param, id);
  }
  next.delete('lifecycle');
  for (const state_ of state.lifecycles) next.append('lifecycle', state_);
  next.delete('deleted');
  if (state.deleted) next.set('deleted', '1');
  next.delete('q');
  const text = state.search.trim();
  if (text) next.set('q', text);
  // Another filter is another list: it starts at its first page.
  next.delete('page');
  return next;
}

/** True when nothing narrows the list (the search included). */
export function isEmptyFilter(state: DevicesFilterState): boolean {
  return (Object.keys(listParamNames) as DevicesListKey[]).every((key) => state[key].length === 0) && state.lifecycles.length === 0 && !state.deleted && !state.search;
}

/** The view the URL asks for (the table unless told). */
export function readView(params: URLSearchParams): DeviceView {
  return readDevicesSearch(params).view ?? 'table';
}

/** Writes the view; the table, the default, leaves the URL bare. The page stays: it is the same list. */
export function writeView(view: DeviceView, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'table') next.delete('view');
  else next.set('view', view);
  return next;
}

/** Page size and page number from the URL (defaults: 10 rows, page 1). */
export function readPaging(params: URLSearchParams): { first: number; page: number } {
  const search = readDevicesSearch(params);
  return { first: search.size ?? DEFAULT_PAGE_SIZE, page: search.page ?? 1 };
}

/** The order the URL asks for (by default the newest first). */
export function readSort(params: URLSearchParams): ListSort & { key: DeviceSortKey } {
  const { sort = 'createdAt', order } = readDevicesSearch(params);
  return { key: sort, order: order ?? defaultSortOrder[sort] };
}

/** Writes the order (the default order leaves the URL bare) and goes back to page 1. */
export function writeSort(sort: ListSort, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  next.delete('page');
  const key = (DEVICE_SORT_KEYS as readonly string[]).includes(sort.key) ? (sort.key as DeviceSortKey) : 'createdAt';
  if (key !== 'createdAt' || sort.order !== defaultSortOrder.createdAt) {
    next.set('sort', key);
    next.set('order', sort.order);
  }
  return next;
}
