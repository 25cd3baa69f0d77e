import { z } from 'zod';

export type DashboardMode = 'analytics' | 'scheduling';
export type DashboardPeriodKey = 'day' | 'week' | 'month' | 'three_months' | 'custom';
/** What cards send as the window: presets carry no days (the server ends them now). */
export type DashboardPeriod = { period: DashboardPeriodKey; from?: string; to?: string };

/**
 * The applied dashboard state, all in the URL so reload and back keep it. Ids are global ids;
 * `devices` null means every matching device (the default after Apply).
 */
export type DashboardState = {
  owners: string[];
  types: string[];
  models: string[];
  devices: string[] | null;
  period: DashboardPeriod;
  mode: DashboardMode;
};

export const PERIOD_KEYS: readonly DashboardPeriodKey[] = ['day', 'week', 'month', 'three_months', 'custom'];
export const DEFAULT_PERIOD: DashboardPeriod = { period: 'week' };

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const periodSchema = z.enum(['day', 'week', 'month', 'three_months', 'custom']);

/** Tomorrow's calendar day in the user's UTC offset: the latest day the custom range allows. */
export function tomorrowIn(utcOffset: number, now = new Date()): string {
  return new Date(now.getTime() + utcOffset * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** A custom range is usable when both days are real days, in order and not after `maxDay`. */
export function isValidRange(from: string | undefined, to: string | undefined, maxDay: string): boolean {
  if (!from || !to || !daySchema.safeParse(from).success || !daySchema.safeParse(to).success) return false;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return false;
  return from <= to && to <= maxDay;
}

/** Reads the URL; anything malformed falls back to its default instead of failing the page. */
export function readDashboardState(params: URLSearchParams, maxDay: string): DashboardState {
  const list = (name: string) => [...new Set(params.getAll(name).filter(Boolean))];
  const parsed = periodSchema.safeParse(params.get('period'));
  let period: DashboardPeriod = parsed.success ? { period: parsed.data } : DEFAULT_PERIOD;
  if (period.period === 'custom') {
    const from = params.get('from') ?? undefined;
    const to = params.get('to') ?? undefined;
    period = isValidRange(from, to, maxDay) ? { period: 'custom', from, to } : DEFAULT_PERIOD;
  }
  return {
    owners: list('owner'),
    types: list('type'),
    models: list('model'),
    // `device` present but empty: the user unticked every device.
    devices: params.has('device') ? list('device') : null,
    period,
    mode: params.get('mode') === 'scheduling' ? 'scheduling' : 'analytics',
  };
}

/** Writes a (partial) state into a copy of `params`; keys not in `patch` keep their values. */
export function writeDashboardState(patch: Partial<DashboardState>, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const setList = (name: string, ids: readonly string[]) => {
    next.delete(name);
    for (const id of ids) next.append(name, id);
  };
  if (patch.owners) setList('owner', patch.owners);
  if (patch.types) setList('type', patch.types);
  if (patch.models) setList('model', patch.models);
  if (patch.devices !== undefined) {
    if (patch.devices === null) next.delete('device');
    else if (patch.devices.length === 0) next.set('device', '');
    else setList('device', patch.devices);
  }
  if (patch.period) {
    next.set('period', patch.period.period);
    next.delete('from');
    next.delete('to');
    if (patch.period.period === 'custom') {
      next.set('from', patch.period.from ?? '');
      next.set('to', patch.period.to ?? '');
    }
  }
  if (patch.mode) next.set('mode', patch.mode);
  return next;
}

/** The URL without a filter: the loader puts the default owner back. Period and mode stay. */
export function clearFilterParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['owner', 'type', 'model', 'device']) next.delete(name);
  return next;
}

type OrganizationOption = { id: string; organizationId: string; name: string; deviceCount: number };

/**
 * The owner shown on a first visit: the first organisation by name, among the viewer's own, that has
 * devices. Someone without memberships (a platform admin), or whose own have none, gets the first
 * visible one with devices.
 */
export function defaultOwner(organizations: readonly OrganizationOption[], memberOf: readonly string[]): string | null {
  const mine = new Set(memberOf);
  // The server lists organisations by name; its order is the one every list of them shows.
  const withDevices = organizations.filter((o) => o.deviceCount > 0);
  const own = withDevices.filter((o) => mine.has(o.organizationId));
  return (own[0] ?? withDevices[0])?.id ?? null;
}
