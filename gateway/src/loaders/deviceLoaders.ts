import DataLoader from 'dataloader';
import type { DeviceListPageDto } from '../mappers.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { DeviceListItemDto } from '../rest/monitoringTypes.ts';
import { unwrap } from '../rest/unwrap.ts';

/** `GET /devices` query: a page of the devices the caller may read, narrowed as pickers ask. */
export interface DeviceSearchQuery {
  search?: string;
  /** Owning organisations' REST ids, comma-separated. */
  orgIds?: string;
  /** Device type categories' REST ids, comma-separated. */
  deviceTypeCategoryIds?: string;
  /** Device models' REST ids, comma-separated. */
  deviceModelIds?: string;
  /** Lifecycle states, comma-separated. */
  lifecycle?: string;
  page: number;
  perPage: number;
}

/** Ids per `GET /devices?ids=…`: 100 uuids keep the URL near 4 KB, well inside header limits. */
const idsPerCall = 100;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/**
 * Devices in the lean list shape, scoped by the caller's `read Device` (not by monitoring, so a
 * technician's pickers work too): one call per searched page, and one call per 100 devices asked
 * for by id (the labels of a picker's chosen devices, `node(id:)`).
 */
export function deviceLoaders(api: RestClient) {
  return {
    devicePagesByQuery: new DataLoader<DeviceSearchQuery, DeviceListPageDto, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/devices', { params: { query } })))),
      byJson,
    ),
    /** Null for an id the caller may not read or that names no live device. */
    deviceListItemsById: new DataLoader<string, DeviceListItemDto | null>(
      async (ids) => {
        // An id that is not one (a forged global id) would fail the whole batch: it finds nothing.
        const asked = ids.filter((id) => GUID.test(id));
        const found = new Map<string, DeviceListItemDto>();
        if (asked.length > 0) {
          const query = { ids: asked.join(','), page: 1, perPage: asked.length };
          for (const device of unwrap(await api.GET('/api/v1/devices', { params: { query } })).data) found.set(device._id, device);
        }
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: idsPerCall },
    ),
  };
}
