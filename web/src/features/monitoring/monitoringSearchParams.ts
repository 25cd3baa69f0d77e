import { z } from 'zod';

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
const listParams: Record<ListKey, string> = {
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

export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

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

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Today's calendar day in the user's UTC offset: the latest day the date pickers allow. */
export function todayIn(utcOffset: number, now = new Date()): string {
  return new Date(now.getTime() + utcOffset * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The filter in the URL, or null when the URL names none (a first visit or a bare link): the page
 * then applies the defaults. Malformed and future days are dropped rather than failing the page.
 */
export function readFilterState(params: URLSearchParams, utcOffset = 0): MonitoringFilterState | null {
  const hasAny = params.has(ALL_PARAM) || Object.values(listParams).some((p) => params.has(p)) || dateKeys.some((k) => params.has(k));
  if (!hasAny) return null;
  const state = { ...emptyFilterState };
  for (const [key, param] of Object.entries(listParams) as [ListKey, string][]) {
    state[key] = [...new Set(params.getAll(param).filter(Boolean))];
  }
  const today = todayIn(utcOffset);
  for (const key of dateKeys) {
    const value = params.get(key) ?? '';
    state[key] = daySchema.safeParse(value).success && value <= today ? value : '';
  }
  return state;
}

/** Writes the filter into `params` (keeping others, e.g. the page size); an empty filter becomes `all=1`. */
export function writeFilterState(state: MonitoringFilterState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ALL_PARAM);
  for (const [key, param] of Object.entries(listParams) as [ListKey, string][]) {
    next.delete(param);
    for (const id of state[key]) next.append(param, id);
  }
  for (const key of dateKeys) {
    next.delete(key);
    if (state[key]) next.set(key, state[key]);
  }
  if (isEmptyFilter(state)) next.set(ALL_PARAM, '1');
  // Another filter is another list: its page cursors mean nothing there.
  next.delete('after');
  return next;
}

export function isEmptyFilter(state: MonitoringFilterState): boolean {
  return (Object.keys(listParams) as ListKey[]).every((key) => state[key].length === 0) && dateKeys.every((key) => !state[key]);
}

export function sameFilter(a: MonitoringFilterState, b: MonitoringFilterState): boolean {
  return writeFilterState(a).toString() === writeFilterState(b).toString();
}

/** Page size and offset cursor from the URL; an unknown size falls back to the default. */
export function readPaging(params: URLSearchParams): { first: number; after: string | null } {
  const size = Number(params.get('size'));
  const first = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const after = params.get('after');
  return { first, after: after || null };
}

/** Midnight starting `day` in the user's offset, as a UTC instant. */
export function startOfDay(day: string, utcOffset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - utcOffset * 3_600_000).toISOString();
}

/** The last millisecond of `day` in the user's offset, as a UTC instant. */
export function endOfDay(day: string, utcOffset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - 1 - utcOffset * 3_600_000).toISOString();
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
