import DataLoader from 'dataloader';
import { gatewayError } from '../errors.ts';
import type { ServiceScheduleDeviceDto, TrendDto, TrendOrganizationDto, TrendSeriesDto } from '../mappers.ts';
import type { components } from '../rest/openapi.d.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';
import { listLoader } from './listLoader.ts';

type TrendQuery = NonNullable<operations['getTrend']['parameters']['query']>;
type SchedulingQuery = NonNullable<operations['listServiceSchedules']['parameters']['query']>;

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
    analyticsOrganizationsById: new DataLoader<string, TrendOrganizationDto>((ids) =>
      Promise.all(
        ids.map((id) =>
          api
            .GET('/api/v1/analytics/trends/organizations/{id}', { params: { path: { id } } })
            .then(unwrap)
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    ),
    serviceScheduleOrganizationsById: new DataLoader<string, ServiceScheduleOrganizationDto>((ids) =>
      Promise.all(
        ids.map((id) =>
          api
            .GET('/api/v1/analytics/service-schedules/organizations/{id}', { params: { path: { id } } })
            .then(unwrap)
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    ),
    analyticsRefList: listLoader(async () => unwrap(await api.GET('/api/v1/const/analytics/refs')).data),
    analyticsPeriodList: listLoader(async () => unwrap(await api.GET('/api/v1/const/analytics/periods')).data),

    trendsByKey: new DataLoader<TrendKey, TrendPart, string>(
      (keys) =>
        shareCalls(
          keys,
          (key) => {
            const query: TrendQuery = viaGroup(key)
              ? { orgId: key.orgId, groupId: key.groupId!, ...key.options }
              : { orgId: key.orgId, deviceId: key.deviceId!, ...key.options };
            return {
              id: JSON.stringify(query),
              run: async () => unwrap(await api.GET('/api/v1/analytics/trends', { params: { query } })).data,
            };
          },
          (trend, key): TrendPart => {
            if (key.deviceId === null || !viaGroup(key)) return trend;
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
        ),
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
