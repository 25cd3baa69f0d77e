import * as z from 'zod/mini';
import { endOfDay, startOfDay, todayAt } from '../../i18n/format/calendarDay';
import { DEFAULT_PAGE_SIZE, listParams } from '../../components/list/listParams';
import type { ListSort } from '../../components/list/ListSort';
import { parseSearchParams } from '../../components/list/parseSearchParams';
import { namesMonitoringFilter } from './namesMonitoringFilter';

/** What the filter panel holds: lookup ids (global ids) and calendar days (YYYY-MM-DD) in the user's offset. */
export type MonitoringFilterState = {
  owners: string[];
  devices: string[];
  types: string[];
  packages: string[];
  errors: string[];
  statuses: string[];
  errorFrom: string;
  errorTo: string;
  seenFrom: string;
  seenTo: string;
};

export type ListKey = 'owners' | 'devices' | 'types' | 'packages' | 'errors' | 'statuses';
export type DateKey = 'errorFrom' | 'errorTo' | 'seenFrom' | 'seenTo';

/** The URL parameter of each filter: repeated for lists (`?package=a&package=b`). */
export const listParamNames: Record<ListKey, string> = {
  owners: 'owner',
  devices: 'device',
  types: 'type',
  packages: 'package',
  errors: 'error',
  statuses: 'status',
};
const dateKeys: DateKey[] = ['errorFrom', 'errorTo', 'seenFrom', 'seenTo'];
/** Present when the user chose "no filters", so the defaults are not applied again. */
const ALL_PARAM = 'all';

/** The columns the API can sort by (`GET /monitoring?sort=`), the first its default order. */
export const MONITORING_SORT_KEYS = ['lastError', 'name', 'networkId'] as const;
export type MonitoringSortKey = (typeof MONITORING_SORT_KEYS)[number];
/** The direction each sort takes unless told: the latest error newest first, names A–Z. */
export const defaultSortOrder: Record<MonitoringSortKey, 'asc' | 'desc'> = { lastError: 'desc', name: 'asc', networkId: 'asc' };

export const emptyFilterState: MonitoringFilterState = {
  owners: [],
  devices: [],
  types: [],
  packages: [],
  errors: [],
  statuses: [],
  errorFrom: '',
  errorTo: '',
  seenFrom: '',
  seenTo: '',
};

/**
 * Every search parameter of /monitoring, for `parseSearchParams`: ids of lookups, days up to today
 * in the user's offset (a range's end not before its start), `all`, the page size, the page and
 * the order. Anything else in the URL is dropped.
 */
export function monitoringSearchSchema(utcOffset: number, now = new Date()) {
  const today = todayAt(utcOffset, now);
  const reversed = (from: string | undefined, to: string | undefined) => from !== undefined && to !== undefined && from > to;
  return z
    .object({
      owner: listParams.ids(),
      device: listParams.ids(),
      type: listParams.ids(),
      package: listParams.ids(),
      error: listParams.ids(),
      status: listParams.ids(),
      errorFrom: listParams.day(today),
      errorTo: listParams.day(today),
      seenFrom: listParams.day(today),
      seenTo: listParams.day(today),
      [ALL_PARAM]: listParams.flag(),
      size: listParams.pageSize(),
      page: listParams.page(),
      sort: listParams.sort(MONITORING_SORT_KEYS),
      order: listParams.order(),
    })
    .check(
      z.superRefine((value, ctx) => {
        // A range that ends before it starts: its end is what is dropped.
        if (reversed(value.errorFrom, value.errorTo)) ctx.addIssue({ code: 'custom', path: ['errorTo'], message: 'reversed range' });
        if (reversed(value.seenFrom, value.seenTo)) ctx.addIssue({ code: 'custom', path: ['seenTo'], message: 'reversed range' });
      }),
    );
}

export type MonitoringSearch = z.output<ReturnType<typeof monitoringSearchSchema>>;

/** The URL read with the schema; what is invalid is left out (the loader has already removed it, with a toast). */
export function readMonitoringSearch(params: URLSearchParams, utcOffset = 0): MonitoringSearch {
  return parseSearchParams(monitoringSearchSchema(utcOffset), params).data;
}

/**
 * The filter in the URL, or null when the URL names none (a first visit or a bare link): the page
 * then applies the defaults.
 */
export function readFilterState(params: URLSearchParams, utcOffset = 0): MonitoringFilterState | null {
  const search = readMonitoringSearch(params, utcOffset);
  if (!namesMonitoringFilter(params)) return null;
  return {
    owners: search.owner ?? [],
    devices: search.device ?? [],
    types: search.type ?? [],
    packages: search.package ?? [],
    errors: search.error ?? [],
    statuses: search.status ?? [],
    errorFrom: search.errorFrom ?? '',
    errorTo: search.errorTo ?? '',
    seenFrom: search.seenFrom ?? '',
    seenTo: search.seenTo ?? '',
  };
}

/** Writes the filter into `params` (keeping the page size and order); an empty filter becomes `all=1`. */
export function writeFilterState(state: MonitoringFilterState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ALL_PARAM);
  for (const [key, param] of Object.entries(listParamNames) as [ListKey, string][]) {
    next.delete(param);
    for (const id of state[key]) next.append(param, id);
  }
  for (const key of dateKeys) {
    next.delete(key);
    if (state[key]) next.set(key, state[key]);
  }
  if (isEmptyFilter(state)) next.set(ALL_PARAM, '1');
  // Another filter is another list: it starts at its first page.
  next.delete('page');
  return next;
}

export function isEmptyFilter(state: MonitoringFilterState): boolean {
  return (Object.keys(listParamNames) as ListKey[]).every((key) => state[key].length === 0) && dateKeys.every((key) => !state[key]);
}

/** Page size and page number from the URL (defaults: 10 rows, page 1). */
export function readPaging(params: URLSearchParams): { first: number; page: number } {
  const search = readMonitoringSearch(params);
  return { first: search.size ?? DEFAULT_PAGE_SIZE, page: search.page ?? 1 };
}

/** The order the URL asks for (by default the latest error, newest first). */
export function readSort(params: URLSearchParams): ListSort & { key: MonitoringSortKey } {
  const { sort = 'lastError', order } = readMonitoringSearch(params);
  return { key: sort, order: order ?? defaultSortOrder[sort] };
}

/** Writes the order (the default order leaves the URL bare) and goes back to page 1. */
export function writeSort(sort: ListSort, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  next.delete('page');
  const key = (MONITORING_SORT_KEYS as readonly string[]).includes(sort.key) ? (sort.key as MonitoringSortKey) : 'lastError';
  if (key !== 'lastError' || sort.order !== defaultSortOrder.lastError) {
    next.set('sort', key);
    next.set('order', sort.order);
  }
  return next;
}

/** The GraphQL `MonitoringFilter` for a filter state: empty lists and days are left out. */
export function toMonitoringFilter(state: MonitoringFilterState, utcOffset: number) {
  const list = (ids: string[]) => (ids.length > 0 ? ids : undefined);
  const filter = {
    organizationIds: list(state.owners),
    deviceIds: list(state.devices),
    deviceTypeCategoryIds: list(state.types),
    packageIds: list(state.packages),
    errorCodeIds: list(state.errors),
    statusIds: list(state.statuses),
    errorFrom: state.errorFrom ? startOfDay(state.errorFrom, utcOffset) : undefined,
    errorTo: state.errorTo ? endOfDay(state.errorTo, utcOffset) : undefined,
    lastSeenFrom: state.seenFrom ? startOfDay(state.seenFrom, utcOffset) : undefined,
    lastSeenTo: state.seenTo ? endOfDay(state.seenTo, utcOffset) : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as {
    organizationIds?: string[];
    deviceIds?: string[];
    deviceTypeCategoryIds?: string[];
    packageIds?: string[];
    errorCodeIds?: string[];
    statusIds?: string[];
    errorFrom?: string;
    errorTo?: string;
    lastSeenFrom?: string;
    lastSeenTo?: string;
  };
}

type Slugged = { readonly id: string; readonly slug: string };

/** Spec part 1 §2: packages premium, automatic replacement and self service; error heartbeat; status active. */
export const DEFAULT_PACKAGE_SLUGS = ['premium', 'automatic_replacement', 'self_service'];
export const DEFAULT_ERROR_SLUGS = ['heartbeat'];
export const DEFAULT_STATUS_SLUGS = ['active'];

/** The default filter, built from the loaded lookups (their ids are only known once they load). */
export function defaultFilterState(lookups: {
  packages: readonly Slugged[];
  errorCodes: readonly Slugged[];
  statusCodes: readonly Slugged[];
}): MonitoringFilterState {
  const ids = (items: readonly Slugged[], slugs: string[]) => items.filter((item) => slugs.includes(item.slug)).map((item) => item.id);
  return {
    ...emptyFilterState,
    packages: ids(lookups.packages, DEFAULT_PACKAGE_SLUGS),
    errors: ids(lookups.errorCodes, DEFAULT_ERROR_SLUGS),
    statuses: ids(lookups.statusCodes, DEFAULT_STATUS_SLUGS),
  };
}
