import DataLoader from 'dataloader';
import type { DeviceSource } from '../mappers.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { components } from '../rest/openapi.d.ts';
import type { MonitoringQueryDto, MonitoringRecordDto } from '../rest/monitoringTypes.ts';
import { unwrap } from '../rest/unwrap.ts';
import { loadEach } from './loadEach.ts';

/** `GET /monitoring` (and `/monitoring/map`) query parameters, as sent: id lists comma-separated. */
export type MonitoringQuery = MonitoringQueryDto;

export interface MonitoringLogQuery {
  recordId: string;
  fromUtc?: string;
  toUtc?: string;
  page: number;
  perPage: number;
}

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/** At most this many devices per `GET /monitoring?devices=…` (the API's page size limit). */
const devicesPerCall = 100;

/** The device of a monitoring record, with the owner and package the record carries. */
export function deviceOfRecord(record: MonitoringRecordDto): DeviceSource {
  return { ...record.device, owner: record.org, package: record.package };
}

/**
 * Monitoring records, devices and logs. A page of records embeds its device,
 * model, category, owner, package, status and error codes: `primeFromRecord` (see createLoaders)
 * fills the `…ById` loaders from it, so resolving any of those for a whole page costs no call.
 */
export function monitoringLoaders(api: RestClient, prime: (record: MonitoringRecordDto) => void) {
  const primeAll = <T extends { data: MonitoringRecordDto[] }>(page: T): T => {
    page.data.forEach(prime);
    return page;
  };
  return {
    monitoringRecordPagesByQuery: new DataLoader<MonitoringQuery, components['schemas']['MonitoringRecordPage'], string>(
      (queries) =>
        Promise.all(queries.map(async (query) => primeAll(unwrap(await api.GET('/api/v1/monitoring', { params: { query } }))))),
      byJson,
    ),
    monitoringRecordsById: new DataLoader<string, MonitoringRecordDto | null>((ids) =>
      loadEach(ids, async (id) => {
        const record = unwrap(await api.GET('/api/v1/monitoring/{id}', { params: { path: { id } } }));
        prime(record);
        return record;
      }),
    ),
    monitoringMapPointsByQuery: new DataLoader<MonitoringQuery, components['schemas']['MonitoringMapPoint'][], string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/monitoring/map', { params: { query } })).data)),
      byJson,
    ),
    monitoringLogPagesByQuery: new DataLoader<MonitoringLogQuery, components['schemas']['MonitoringLogPage'] | null, string>(
      (queries) =>
        loadEach(queries, async ({ recordId, ...query }) =>
          unwrap(await api.GET('/api/v1/monitoring/{id}/logs', { params: { path: { id: recordId }, query } })),
        ),
      byJson,
    ),
    /**
     * Devices by REST id, in batches through the monitoring list's `devices` filter: it embeds the
     * whole device (model, latest message, owner, package) and primes the rest, one call per 100.
     */
    devicesById: new DataLoader<string, DeviceSource | null>(
      async (ids) => {
        const found = new Map<string, DeviceSource>();
        for (let i = 0; i < ids.length; i += devicesPerCall) {
          const chunk = ids.slice(i, i + devicesPerCall);
          const query = { devices: chunk.join(','), perPage: devicesPerCall, page: 1 };
          const page = unwrap(await api.GET('/api/v1/monitoring', { params: { query } }));
          for (const record of page.data) {
            prime(record);
            found.set(record.device._id, deviceOfRecord(record));
          }
        }
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 1000 },
    ),
  };
}
