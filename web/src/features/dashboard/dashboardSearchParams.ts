import * as z from 'zod/mini';
import { listParams, MAX_IDS_PER_PARAM } from '../../components/list/listParams';
import { isCalendarDay } from '../../i18n/format/calendarDay';
import { parseSearchParams } from '../../components/list/parseSearchParams';

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

export const PERIOD_KEYS = ['day', 'week', 'month', 'three_months', 'custom'] as const satisfies readonly DashboardPeriodKey[];
export const DEFAULT_PERIOD: DashboardPeriod = { period: 'week' };

/** Tomorrow's calendar day in the user's UTC offset: the latest day the custom range allows. */
export function tomorrowIn(utcOffset: number, now = new Date()): string {
  return new Date(now.getTime() + utcOffset * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** A custom range is usable when both days are real days, in order and not after `maxDay`. */
export function isValidRange(from: string | undefined, to: string | undefined, maxDay: string): boolean {
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return false;
  return from <= to && to <= maxDay;
}

/**
 * Every search parameter of /dashboard, for `parseSearchParams`: owner, type, model and device ids
 * (`device` present but empty: the user unticked every device), the period (a custom one needs its
 * two days, in order, at the latest `maxDay`) and the mode. Anything else in the URL is dropped.
 */
export function dashboardSearchSchema(maxDay: string) {
  return z
    .object({
      owner: listParams.ids(),
      type: listParams.ids(),
      model: listParams.ids(),
      device: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_=-]{0,200}$/))).check(z.maxLength(MAX_IDS_PER_PARAM))),
      period: z.optional(z.enum(PERIOD_KEYS)),
      from: listParams.day(maxDay),
      to: listParams.day(maxDay),
      mode: z.optional(z.enum(['analytics', 'scheduling'])),
    })
    .check(
      z.superRefine((value, ctx) => {
        const custom = value.period === 'custom';
        // A custom period without both of its days is no period; days without it mean nothing.
        if (custom && (value.from === undefined || value.to === undefined)) ctx.addIssue({ code: 'custom', path: ['period'], message: 'incomplete range' });
        if (custom && value.from !== undefined && value.to !== undefined && value.from > value.to) {
          ctx.addIssue({ code: 'custom', path: ['to'], message: 'reversed range' });
        }
        if (!custom && value.from !== undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'day without a custom period' });
        if (!custom && value.to !== undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'day without a custom period' });
      }),
    );
}

/** Reads the URL; anything malformed is left out (the loader has already removed it, with a toast). */
export function readDashboardState(params: URLSearchParams, maxDay: string): DashboardState {
  const { data } = parseSearchParams(dashboardSearchSchema(maxDay), params);
  const period: DashboardPeriod =
    data.period === 'custom' && data.from && data.to
      ? { period: 'custom', from: data.from, to: data.to }
      : data.period && data.period !== 'custom'
        ? { period: data.period }
        : DEFAULT_PERIOD;
  return {
    owners: data.owner ?? [],
    types: data.type ?? [],
    models: data.model ?? [],
    devices: data.device ? [...new Set(data.device.filter(Boolean))] : null,
    period,
    mode: data.mode ?? 'analytics',
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

type OrganizationOption = { id: string; organizationId: string; deviceCount: number };

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
