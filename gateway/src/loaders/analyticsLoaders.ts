import DataLoader from 'dataloader';
import { gatewayError } from '../errors.ts';
import type { ServiceScheduleDeviceDto, TrendDeviceDto, TrendDto, TrendOrganizationDto, TrendSeriesDto } from '../mappers.ts';
import type { components } from '../rest/openapi.d.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';
import { listLoader } from './listLoader.ts';

type TrendQuery = NonNullable<operations['getTrend']['parameters']['query']>;
type SchedulingQuery = NonNullable<operations['listServiceSchedules']['parameters']['query']>;
/** An organisation's dashboard, narrowed and paged (`GET /analytics/trends/organizations/{id}`). */
export type DashboardQuery = NonNullable<operations['getTrendOrganization']['parameters']['query']>;

/** One call for an organisation's dashboard: `query` as sent (build it in one key order, see dashboardQuery). */
export interface DashboardKey {
  orgId: string;
  query: DashboardQuery;
}

/** A device card by its parts (a device under its group, or in no group). */
export interface AnalyticsDeviceKey {
  orgId: string;
  groupId: string | null;
  deviceId: string;
}

/** A counter device's schedule with its count, from the organisation's counters. */
export type ServiceScheduleCounterDto = components['schemas']['ServiceScheduleCounterDevice'];

/** Ids per filtered call: the API takes more, but a page of cards is at most 100. */
const IDS_PER_CALL = 100;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Keys by organisation, in first-seen order. */
function byOrganization<K extends { orgId: string }>(keys: readonly K[]): Map<string, K[]> {
  const groups = new Map<string, K[]>();
  for (const key of keys) {
    const list = groups.get(key.orgId) ?? [];
    if (list.length === 0) groups.set(key.orgId, list);
    list.push(key);
  }
  return groups;
}

/** What a trend covers, as sent: `unit` is explicit (the effective unit) or absent (the API's default). */
export type TrendOptions = Omit<TrendQuery, 'orgId' | 'groupId' | 'deviceId'>;
export type SchedulingOptions = Omit<SchedulingQuery, 'orgId' | 'groupId' | 'deviceId'>;

/**
 * A trend: of a group (`deviceId` null), of a device listed under a group (served by the group's
 * call), or of a device in no group (`groupId` null, its own call).
 */
export interface TrendKey {
  orgId: string;
  groupId: string | null;
  deviceId: string | null;
  options: TrendOptions;
}

/** A device's counted events: under a group (served by the group's call) or alone. */
export interface SchedulingKey {
  orgId: string;
  groupId: string | null;
  deviceId: string;
  options: SchedulingOptions;
}

/** An organisation's counter devices by group, each with its schedule (`GET /analytics/service-schedules/organizations/{id}`). */
export type ServiceScheduleOrganizationDto = components['schemas']['ServiceScheduleOrganization'];

/** A device's part of a group trend: its series, its reference series and its own summary. */
export type TrendPart = Omit<TrendDto, 'series'> & { series: TrendSeriesDto[] };

// Query objects as cache keys: equal keys in one request share one answer.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/** Runs each distinct upstream call once and answers every key from it (an Error for that key on failure). */
async function shareCalls<K, R, V>(
  keys: readonly K[],
  callOf: (key: K) => { id: string; run: () => Promise<R> },
  pick: (result: R, key: K) => V,
): Promise<(V | Error)[]> {
  const calls = new Map<string, Promise<R>>();
  const pending = keys.map((key) => {
    const { id, run } = callOf(key);
    let call = calls.get(id);
    if (!call) calls.set(id, (call = run()));
    return call;
  });
  return Promise.all(
    pending.map(async (call, i) => {
      try {
        return pick(await call, keys[i]!);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );
}

/**
 * A device under a group with an explicit unit rides on the group's call (the group's own trend is
 * that call); without a unit the group's default could be another device's, so it asks alone.
 */
const viaGroup = (key: TrendKey) => key.groupId !== null && (key.deviceId === null || key.options.unit !== undefined);

const deviceGone = () => gatewayError('NOT_FOUND', { id: 'error.notFound' });

/**
 * The dashboard's reads. Trends and counted events of the devices listed under one group come from
 * ONE call for the group (per window and unit), whatever number of cards ask; a device in no group
 * has its own call. Failures (404, 403, 400) stay errors: the caller asked for that thing.
 */
export function analyticsLoaders(api: RestClient) {
  return {
    /** One call per distinct organisation and query, whatever number of fields read it. */
    dashboardsByQuery: new DataLoader<DashboardKey, TrendOrganizationDto, string>(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            api
              .GET('/api/v1/analytics/trends/organizations/{id}', { params: { path: { id: key.orgId }, query: key.query } })
              .then(unwrap)
              .catch(asError),
          ),
        ),
      byJson,
    ),
    /**
     * Device cards by id (node lookups, mutations, Expand all): the cards of one organisation asked
     * for together are one call naming their devices (per 100), never the organisation's whole list.
     */
    analyticsDevicesByKey: new DataLoader<AnalyticsDeviceKey, TrendDeviceDto | null, string>(async (keys) => {
      const found = new Map<string, TrendDeviceDto | Error>();
      const cardKey = (orgId: string, groupId: string | null, deviceId: string) => `${orgId}:${groupId ?? ''}:${deviceId}`;
      await Promise.all(
        [...byOrganization(keys)].flatMap(([orgId, orgKeys]) =>
          chunks([...new Set(orgKeys.map((key) => key.deviceId))], IDS_PER_CALL).map(async (deviceIds) => {
            try {
              const answer = unwrap(
                await api.GET('/api/v1/analytics/trends/organizations/{id}', { params: { path: { id: orgId }, query: { deviceIds: deviceIds.join(',') } } }),
              );
              for (const group of answer.data) for (const device of group.devices) found.set(cardKey(orgId, group._id, device._id), device);
              for (const device of answer.ungrouped) found.set(cardKey(orgId, null, device._id), device);
            } catch (error) {
              for (const deviceId of deviceIds) for (const key of orgKeys) if (key.deviceId === deviceId) found.set(cardKey(orgId, key.groupId, deviceId), asError(error));
            }
          }),
        ),
      );
      return keys.map((key) => found.get(cardKey(key.orgId, key.groupId, key.deviceId)) ?? null);
    }, byJson),
    /** Counter devices' schedules by device: one call per organisation naming the devices asked for (per 100). */
    serviceSchedulesByDevice: new DataLoader<{ orgId: string; deviceId: string }, ServiceScheduleCounterDto | null, string>(async (keys) => {
      const found = new Map<string, ServiceScheduleCounterDto | Error>();
      await Promise.all(
        [...byOrganization(keys)].flatMap(([orgId, orgKeys]) =>
          chunks([...new Set(orgKeys.map((key) => key.deviceId))], IDS_PER_CALL).map(async (deviceIds) => {
            try {
              const answer = unwrap(
                await api.GET('/api/v1/analytics/service-schedules/organizations/{id}', {
                  params: { path: { id: orgId }, query: { deviceIds: deviceIds.join(',') } },
                }),
              );
              for (const device of [...answer.data.flatMap((group) => group.devices), ...answer.ungrouped]) found.set(`${orgId}:${device._id}`, device);
            } catch (error) {
              for (const deviceId of deviceIds) found.set(`${orgId}:${deviceId}`, asError(error));
            }
          }),
        ),
      );
      return keys.map((key) => found.get(`${key.orgId}:${key.deviceId}`) ?? null);
    }, byJson),
    analyticsRefList: listLoader(async () => unwrap(await api.GET('/api/v1/const/analytics/refs')).data),
    analyticsPeriodList: listLoader(async () => unwrap(await api.GET('/api/v1/const/analytics/periods')).data),

    trendsByKey: new DataLoader<TrendKey, TrendPart, string>(
      (keys) => {
        // A group's call names the devices whose cards ask (a big group's other series never travel);
        // the group's own card needs only the combined series, which every group answer carries.
        const wanted = new Map<string, Set<string>>();
        const queryOf = (key: TrendKey): TrendQuery =>
          viaGroup(key) ? { orgId: key.orgId, groupId: key.groupId!, ...key.options } : { orgId: key.orgId, deviceId: key.deviceId!, ...key.options };
        for (const key of keys) {
          if (!viaGroup(key)) continue;
          const id = JSON.stringify(queryOf(key));
          const devices = wanted.get(id) ?? new Set<string>();
          wanted.set(id, devices);
          if (key.deviceId !== null) devices.add(key.deviceId);
        }
        return shareCalls(
          keys,
          (key) => {
            const query = queryOf(key);
            const id = JSON.stringify(query);
            const devices = wanted.get(id);
            return {
              id,
              run: async () =>
                unwrap(await api.GET('/api/v1/analytics/trends', { params: { query: devices ? { ...query, deviceIds: [...devices].join(',') } : query } })).data,
            };
          },
          (trend, key): TrendPart => {
            if (key.deviceId === null || !viaGroup(key)) {
              // The group's card: its combined series (the last one), whatever devices rode along.
              return key.deviceId === null ? { ...trend, series: trend.series.filter((s) => s.deviceId === null), refSeries: trend.refSeries.filter((s) => s.deviceId === null) } : trend;
            }
            const series = trend.series.find((s) => s.deviceId === key.deviceId);
            if (!series) throw deviceGone();
            const { summary, ...own } = series;
            return {
              ...trend,
              series: [own],
              refSeries: trend.refSeries.filter((s) => s.deviceId === key.deviceId),
              summary,
            };
          },
        );
      },
      byJson,
    ),

    schedulingByKey: new DataLoader<SchedulingKey, ServiceScheduleDeviceDto | null, string>(
      (keys) =>
        shareCalls(
          keys,
          (key) => {
            const query: SchedulingQuery =
              key.groupId !== null
                ? { orgId: key.orgId, groupId: key.groupId, ...key.options }
                : { orgId: key.orgId, deviceId: key.deviceId, ...key.options };
            return {
              id: JSON.stringify(query),
              run: async () => unwrap(await api.GET('/api/v1/analytics/service-schedules', { params: { query } })).data,
            };
          },
          // Only counter devices are listed: any other device has no scheduling.
          (items, key) => items.find((item) => item.deviceId === key.deviceId) ?? null,
        ),
      byJson,
    ),
  };
}
