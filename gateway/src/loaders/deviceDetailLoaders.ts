import DataLoader from 'dataloader';
import { errorCode, gatewayError } from '../errors.ts';
import type { AlarmDto, DeviceRecordDto } from '../mappers.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { components, operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';
import { listLoader } from './listLoader.ts';

type Schemas = components['schemas'];

/** `GET /devices` as the registry's table asks it (filters, order, page). */
export type DeviceListQuery = NonNullable<operations['listDevices']['parameters']['query']>;

/** A page of one device's sub-list (alarms, trips, contracts, audit). */
export interface DevicePageQuery {
  deviceId: string;
  page: number;
  perPage: number;
}

/** A window of one device's readings or network history, as the API takes it. */
export interface DeviceWindowQuery {
  deviceId: string;
  from?: string;
  to?: string;
}

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/**
 * One call per distinct key, in parallel (the client's concurrency limit queues them). Unlike
 * loadEach, a refusal stays that key's error: a window in the future, contracts a technician may
 * not read, are the caller's to hear about, not an empty answer.
 */
function callEach<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | Error)[]> {
  return Promise.all(keys.map((key) => load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))));
}

/** The same, where an unknown or unreadable key (404, or an id that is not one) is null: nothing there. */
function callEachOrNull<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | null | Error)[]> {
  return callEach(keys, (key) =>
    load(key).catch((error: unknown) => {
      const code = errorCode(error);
      if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return null;
      throw error;
    }),
  );
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unixSeconds = (iso: string | undefined) => (iso === undefined ? undefined : String(Date.parse(iso) / 1000));

/**
 * A device's own page: its record and every per-device list. The REST API has no batch form of
 * these (one device per call), so a loader batches what it can — duplicates in one operation are
 * one call — and a table of many devices should not ask for them (see `Query.devices`).
 */
export function deviceDetailLoaders(api: RestClient) {
  return {
    deviceListPagesByQuery: new DataLoader<DeviceListQuery, Schemas['DeviceListPage'], string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/devices', { params: { query } })))),
      byJson,
    ),
    /**
     * Full records; null for a device the caller may not read (the API answers 404, never 403, for
     * those, and its batch leaves them out). One device (its page): `GET /devices/{id}`; several (a
     * table asking record fields): `GET /devices/full?ids=…`, one call per 100.
     */
    deviceRecordsById: new DataLoader<string, DeviceRecordDto | null>(
      async (ids) => {
        if (ids.length === 1) return callEachOrNull(ids, async (id) => unwrap(await api.GET('/api/v1/devices/{id}', { params: { path: { id } } })));
        const asked = ids.filter((id) => GUID.test(id));
        const found = new Map<string, DeviceRecordDto>();
        if (asked.length > 0) {
          const { data } = unwrap(await api.GET('/api/v1/devices/full', { params: { query: { ids: asked.join(',') } } }));
          for (const record of data) found.set(record._id, record);
        }
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    /**
     * Positions by device id: `GET /devices/lean?ids=…`, one call per 100 devices, scoped by `read
     * Device` (technicians too). Null for a deleted device (the lean list has live ones only).
     */
    deviceLeanById: new DataLoader<string, Schemas['DeviceLeanItem'] | null>(
      async (ids) => {
        const asked = ids.filter((id) => GUID.test(id));
        const found = new Map<string, Schemas['DeviceLeanItem']>();
        if (asked.length > 0) {
          const query = { ids: asked.join(','), page: 1, perPage: asked.length };
          for (const device of unwrap(await api.GET('/api/v1/devices/lean', { params: { query } })).data) found.set(device._id, device);
        }
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    deviceLifecycles: listLoader(async () => unwrap(await api.GET('/api/v1/devices/lifecycles')).data),
    deviceReadingsByQuery: new DataLoader<DeviceWindowQuery, Schemas['DeviceReadings'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, from, to }) => {
          const query = { ...(from ? { startDate: unixSeconds(from) } : {}), ...(to ? { endDate: unixSeconds(to) } : {}) };
          return unwrap(await api.GET('/api/v1/devices/{id}/messages', { params: { path: { id: deviceId }, query } }));
        }),
      byJson,
    ),
    networkHistoryByQuery: new DataLoader<DeviceWindowQuery, Schemas['NetworkInfo'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, from, to }) => {
          const query = { ...(from ? { fromUtc: from } : {}), ...(to ? { toUtc: to } : {}) };
          return unwrap(await api.GET('/api/v1/devices/{id}/network-info', { params: { path: { id: deviceId }, query } }));
        }),
      byJson,
    ),
    /**
     * A page of a device's alarms, cut from all of them: `GET /devices/alarms?deviceIds=…` answers
     * every alarm (a device has at most 50) of up to 100 devices in one call, so a table page asking
     * each row's alarms costs one call. NOT_FOUND for a device the caller may not read, as the
     * single read answers.
     */
    alarmPagesByQuery: new DataLoader<DevicePageQuery, Schemas['AlarmPage'], string>(
      async (queries) => {
        const deviceIds = [...new Set(queries.map((q) => q.deviceId))].filter((id) => GUID.test(id));
        const byDevice = new Map<string, AlarmDto[]>();
        for (let i = 0; i < deviceIds.length; i += 100) {
          const query = { deviceIds: deviceIds.slice(i, i + 100).join(',') };
          for (const entry of unwrap(await api.GET('/api/v1/devices/alarms', { params: { query } })).data) byDevice.set(entry.deviceId, entry.alarms);
        }
        return queries.map(({ deviceId, page, perPage }) => {
          const alarms = byDevice.get(deviceId);
          if (!alarms) return gatewayError('NOT_FOUND', { id: 'error.notFound' });
          const data = alarms.slice((page - 1) * perPage, page * perPage);
          return { data, page, perPage, total: alarms.length, lastPage: Math.max(1, Math.ceil(alarms.length / perPage)) };
        });
      },
      byJson,
    ),
    /** One alarm by `{ deviceId, alarmId }`; null when either is unknown or unreadable. */
    alarmsByKey: new DataLoader<{ deviceId: string; alarmId: string }, AlarmDto | null, string>(
      (keys) =>
        callEachOrNull(keys, async ({ deviceId, alarmId }) =>
          unwrap(await api.GET('/api/v1/devices/{id}/alarms/{alarmId}', { params: { path: { id: deviceId, alarmId } } })),
        ),
      byJson,
    ),
    alarmTripPagesByQuery: new DataLoader<DevicePageQuery & { alarmId?: string }, Schemas['AlarmTripPage'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, ...query }) =>
          unwrap(await api.GET('/api/v1/devices/{id}/alarm-trips', { params: { path: { id: deviceId }, query } })),
        ),
      byJson,
    ),
    deviceContractPagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceContractPage'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, ...query }) =>
          unwrap(await api.GET('/api/v1/devices/{id}/contracts', { params: { path: { id: deviceId }, query } })),
        ),
      byJson,
    ),
    deviceAuditPagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceAuditPage'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, ...query }) =>
          unwrap(await api.GET('/api/v1/devices/{id}/audit', { params: { path: { id: deviceId }, query } })),
        ),
      byJson,
    ),
    deviceImagePagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceImagePage'], string>(
      (queries) =>
        callEach(queries, async ({ deviceId, ...query }) =>
          unwrap(await api.GET('/api/v1/devices/{id}/images', { params: { path: { id: deviceId }, query } })),
        ),
      byJson,
    ),
    /** Null for a model without an MQTT broker number (404 DOWNLINK_NOT_SUPPORTED). */
    downlinkConfigsByDeviceId: new DataLoader<string, Schemas['DownlinkConfig'] | null>((ids) =>
      callEach<string, Schemas['DownlinkConfig'] | null>(ids, async (id) => {
        const result = await api.GET('/api/v1/devices/{id}/downlink-config', { params: { path: { id } } });
        if (!result.ok && result.response.status === 404 && (result.error as { code?: unknown } | undefined)?.code === 'DOWNLINK_NOT_SUPPORTED') return null;
        return unwrap(result);
      }),
    ),
    deviceOwnerOptionsByDeviceId: new DataLoader<string, Schemas['DeviceOwnerOption'][]>((ids) =>
      callEach(ids, async (id) => unwrap(await api.GET('/api/v1/devices/{id}/organizations', { params: { path: { id } } })).data),
    ),
  };
}
