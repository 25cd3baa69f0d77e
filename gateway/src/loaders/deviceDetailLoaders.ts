import DataLoader from 'dataloader';
import { errorCode, errorFromUpstream, gatewayError } from '../errors.ts';
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

/** A device the API left out of a batch: what its single read answers (404, "The device does not exist"). */
const deviceNotFound = () => gatewayError('NOT_FOUND', { id: 'device.notFound' });

/** What a batch read answered: each device's value, and the refusals its single read would have answered. */
interface BatchAnswer<V> {
  found: Iterable<readonly [string, V]>;
  refused?: { deviceId: string; status: number; message: string; code: string }[];
}

/**
 * Loads per-device keys through the API's batch reads: keys are grouped by their non-device part
 * (the same page, window or alarm), and each group of several devices is one batch call per 100
 * devices; a group of one device (a device's own page) is its single read, whose answer and errors
 * are the caller's as they always were. A batch's answer for each device is its single read's: a
 * refusal in `refused` becomes the error the single read's answer would have made, and a device
 * left out (unknown, or not the caller's to read) is NOT_FOUND, as its single read's 404. A failed
 * batch call (the API down, a window in the future) is the error of each of its keys.
 */
async function perDevice<K extends { deviceId: string }, V>(
  keys: readonly K[],
  read: { single: (key: K) => Promise<V>; batch: (rest: Omit<K, 'deviceId'>, deviceIds: string[]) => Promise<BatchAnswer<V>> },
): Promise<(V | Error)[]> {
  const groups = new Map<string, { rest: Omit<K, 'deviceId'>; indexes: number[] }>();
  keys.forEach((key, index) => {
    const { deviceId: _deviceId, ...rest } = key;
    const group = groups.get(JSON.stringify(rest)) ?? { rest, indexes: [] };
    group.indexes.push(index);
    groups.set(JSON.stringify(rest), group);
  });
  const answers: (V | Error)[] = new Array(keys.length);
  const calls: Promise<void>[] = [];
  for (const { rest, indexes } of groups.values()) {
    if (indexes.length === 1) {
      const index = indexes[0]!;
      calls.push(callEach([keys[index]!], read.single).then(([answer]) => void (answers[index] = answer!)));
      continue;
    }
    // A device id that is not one has no device: NOT_FOUND without asking (the batch would refuse the whole call).
    const asked = indexes.filter((index) => GUID.test(keys[index]!.deviceId));
    for (const index of indexes) if (!GUID.test(keys[index]!.deviceId)) answers[index] = deviceNotFound();
    for (let i = 0; i < asked.length; i += MAX_BATCH_DEVICES) {
      const chunk = asked.slice(i, i + MAX_BATCH_DEVICES);
      const deviceIds = [...new Set(chunk.map((index) => keys[index]!.deviceId))];
      calls.push(
        read.batch(rest, deviceIds).then(
          ({ found, refused = [] }) => {
            const values = new Map(found);
            const refusals = new Map(refused.map(({ deviceId, status, ...body }) => [deviceId, errorFromUpstream({ status, headers: noHeaders }, body)]));
            for (const index of chunk) {
              const { deviceId } = keys[index]!;
              answers[index] = values.has(deviceId) ? values.get(deviceId)! : (refusals.get(deviceId) ?? deviceNotFound());
            }
          },
          (error: unknown) => {
            for (const index of chunk) answers[index] = error instanceof Error ? error : new Error(String(error));
          },
        ),
      );
    }
  }
  await Promise.all(calls);
  return answers;
}

const noHeaders = { get: () => null };

/** The devices one batch read names at most (the API's MAX_BATCH_DEVICES). */
const MAX_BATCH_DEVICES = 100;

const readingWindow = (from: string | undefined, to: string | undefined) => ({
  ...(from ? { startDate: unixSeconds(from) } : {}),
  ...(to ? { endDate: unixSeconds(to) } : {}),
});
const networkWindow = (from: string | undefined, to: string | undefined) => ({ ...(from ? { fromUtc: from } : {}), ...(to ? { toUtc: to } : {}) });


/**
 * A device's own page and a table of devices: the record and every per-device list. A device alone
 * is read by the single reads (`GET /devices/{id}/…`); many devices asking the same page or window
 * by the API's batch reads (`GET /devices/…?deviceIds=`), one call per 100 devices, so a table page
 * asking every connection of every row costs a constant number of calls.
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
    /**
     * A window of readings. Alone (a device's page): `GET /devices/{id}/messages`, at most 20,000
     * readings. Several devices with the same window (a table): `GET /devices/messages`, one call per
     * 100, each device getting at most 20,000 ÷ the devices of that call (a device with more says
     * `hasMore` with `nextStartDate`, where its client asks again, alone).
     */
    deviceReadingsByQuery: new DataLoader<DeviceWindowQuery, Schemas['DeviceReadings'], string>(
      (queries) =>
        perDevice(queries, {
          single: async ({ deviceId, from, to }) =>
            unwrap(await api.GET('/api/v1/devices/{id}/messages', { params: { path: { id: deviceId }, query: readingWindow(from, to) } })),
          batch: async ({ from, to }, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...readingWindow(from, to) };
            const { data, refused } = unwrap(await api.GET('/api/v1/devices/messages', { params: { query } }));
            return { found: data.map(({ deviceId, readings }) => [deviceId, readings]), refused };
          },
        }),
      byJson,
    ),
    /** A window of network history, as `deviceReadingsByQuery`: `GET /devices/{id}/network-info` alone, `GET /devices/network-info` for several. */
    networkHistoryByQuery: new DataLoader<DeviceWindowQuery, Schemas['NetworkInfo'], string>(
      (queries) =>
        perDevice(queries, {
          single: async ({ deviceId, from, to }) =>
            unwrap(await api.GET('/api/v1/devices/{id}/network-info', { params: { path: { id: deviceId }, query: networkWindow(from, to) } })),
          batch: async ({ from, to }, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...networkWindow(from, to) };
            const { data, refused } = unwrap(await api.GET('/api/v1/devices/network-info', { params: { query } }));
            return { found: data.map(({ deviceId, networkInfo }) => [deviceId, networkInfo]), refused };
          },
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
          if (!alarms) return deviceNotFound();
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
        perDevice(queries, {
          single: async ({ deviceId, ...query }) =>
            unwrap(await api.GET('/api/v1/devices/{id}/alarm-trips', { params: { path: { id: deviceId }, query } })),
          batch: async (rest, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...rest };
            const { data } = unwrap(await api.GET('/api/v1/devices/alarm-trips', { params: { query } }));
            return { found: data.map(({ deviceId, page }) => [deviceId, page]) };
          },
        }),
      byJson,
    ),
    /** A page of contracts; FORBIDDEN (the API's 403) for a device whose organisation the caller may not read contracts of. */
    deviceContractPagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceContractPage'], string>(
      (queries) =>
        perDevice(queries, {
          single: async ({ deviceId, ...query }) =>
            unwrap(await api.GET('/api/v1/devices/{id}/contracts', { params: { path: { id: deviceId }, query } })),
          batch: async (rest, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...rest };
            const { data, refused } = unwrap(await api.GET('/api/v1/devices/contracts', { params: { query } }));
            return { found: data.map(({ deviceId, page }) => [deviceId, page]), refused };
          },
        }),
      byJson,
    ),
    deviceAuditPagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceAuditPage'], string>(
      (queries) =>
        perDevice(queries, {
          single: async ({ deviceId, ...query }) => unwrap(await api.GET('/api/v1/devices/{id}/audit', { params: { path: { id: deviceId }, query } })),
          batch: async (rest, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...rest };
            const { data } = unwrap(await api.GET('/api/v1/devices/audit', { params: { query } }));
            return { found: data.map(({ deviceId, page }) => [deviceId, page]) };
          },
        }),
      byJson,
    ),
    deviceImagePagesByQuery: new DataLoader<DevicePageQuery, Schemas['DeviceImagePage'], string>(
      (queries) =>
        perDevice(queries, {
          single: async ({ deviceId, ...query }) => unwrap(await api.GET('/api/v1/devices/{id}/images', { params: { path: { id: deviceId }, query } })),
          batch: async (rest, deviceIds) => {
            const query = { deviceIds: deviceIds.join(','), ...rest };
            const { data } = unwrap(await api.GET('/api/v1/devices/images', { params: { query } }));
            return { found: data.map(({ deviceId, page }) => [deviceId, page]) };
          },
        }),
      byJson,
    ),
    /** Null for a model without an MQTT broker number (the API's 404 DOWNLINK_NOT_SUPPORTED, alone or in a batch's `refused`). */
    downlinkConfigsByDeviceId: new DataLoader<string, Schemas['DownlinkConfig'] | null>((ids) =>
      perDevice(
        ids.map((deviceId) => ({ deviceId })),
        {
          single: async ({ deviceId }) => {
            const result = await api.GET('/api/v1/devices/{id}/downlink-config', { params: { path: { id: deviceId } } });
            if (!result.ok && result.response.status === 404 && (result.error as { code?: unknown } | undefined)?.code === 'DOWNLINK_NOT_SUPPORTED') return null;
            return unwrap(result);
          },
          batch: async (_rest, deviceIds) => {
            const { data, refused } = unwrap(await api.GET('/api/v1/devices/downlink-configs', { params: { query: { deviceIds: deviceIds.join(',') } } }));
            const unsupported = refused.filter((r) => r.code === 'DOWNLINK_NOT_SUPPORTED');
            return {
              found: [...data.map(({ deviceId, config }) => [deviceId, config] as const), ...unsupported.map(({ deviceId }) => [deviceId, null] as const)],
              refused: refused.filter((r) => r.code !== 'DOWNLINK_NOT_SUPPORTED'),
            };
          },
        },
      ),
    ),
    deviceOwnerOptionsByDeviceId: new DataLoader<string, Schemas['DeviceOwnerOption'][]>((ids) =>
      perDevice(
        ids.map((deviceId) => ({ deviceId })),
        {
          single: async ({ deviceId }) => unwrap(await api.GET('/api/v1/devices/{id}/organizations', { params: { path: { id: deviceId } } })).data,
          batch: async (_rest, deviceIds) => {
            const { data } = unwrap(await api.GET('/api/v1/devices/organizations', { params: { query: { deviceIds: deviceIds.join(',') } } }));
            return { found: data.map(({ deviceId, options }) => [deviceId, options]) };
          },
        },
      ),
    ),
    /**
     * A device's service history; null where the single read answers 404 or 403 (a deleted device,
     * a caller who may not read service orders), which `Device.serviceHistory` shows as none.
     */
    serviceHistoryByDeviceId: new DataLoader<string, Schemas['ServiceHistoryEntry'][] | null>(async (ids) => {
      const answers = await perDevice(
        ids.map((deviceId) => ({ deviceId })),
        {
          single: async ({ deviceId }) => unwrap(await api.GET('/api/v1/devices/{id}/service-orders', { params: { path: { id: deviceId } } })).data,
          batch: async (_rest, deviceIds) => {
            const { data, refused } = unwrap(await api.GET('/api/v1/devices/service-orders', { params: { query: { deviceIds: deviceIds.join(',') } } }));
            return { found: data.map(({ deviceId, history }) => [deviceId, history]), refused };
          },
        },
      );
      return answers.map((answer) => {
        if (!(answer instanceof Error)) return answer;
        const code = errorCode(answer);
        return code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT' ? null : answer;
      });
    }),
  };
}
