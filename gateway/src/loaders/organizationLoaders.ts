import DataLoader from 'dataloader';
import type { DeviceListPageDto } from '../mappers.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { OrganizationDto } from '../rest/monitoringTypes.ts';
import { unwrap } from '../rest/unwrap.ts';
import { listLoader } from './listLoader.ts';
import { loadEach } from './loadEach.ts';

/** `GET /organizations/{id}/devices` query: one organisation's page of devices. */
export interface OrganizationDevicesQuery {
  orgId: string;
  search?: string;
  page: number;
  perPage: number;
}

/** Ids per `GET /organizations?ids=…`: 100 uuids keep the URL near 4 KB, well inside header limits. */
const idsPerCall = 100;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/**
 * Organisations and their devices. Organisations by id cost one call per 100
 * (`GET /organizations?ids=…`, scoped like the list); the whole list, when asked for, answers the
 * ids too.
 */
export function organizationLoaders(api: RestClient) {
  const organizationsById = new DataLoader<string, OrganizationDto | null>(
    async (ids) => {
      // An id that is not one (a forged global id) would fail the whole batch: it finds nothing.
      const asked = ids.filter((id) => GUID.test(id));
      const found = new Map<string, OrganizationDto>();
      if (asked.length > 0) {
        const { data } = unwrap(await api.GET('/api/v1/organizations', { params: { query: { ids: asked.join(',') } } }));
        for (const organization of data) found.set(organization._id, organization);
      }
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: idsPerCall },
  );
  const organizationList = listLoader<OrganizationDto>(async () => {
    const { data } = unwrap(await api.GET('/api/v1/organizations'));
    for (const organization of data) organizationsById.prime(organization._id, organization);
    return data;
  });
  return {
    organizationList,
    organizationsById,
    /** A page of an organisation's devices; null when the viewer may not see them (404/403). */
    organizationDevicePagesByQuery: new DataLoader<OrganizationDevicesQuery, DeviceListPageDto | null, string>(
      (queries) =>
        loadEach(queries, async ({ orgId, ...query }) =>
          unwrap(await api.GET('/api/v1/organizations/{id}/devices', { params: { path: { id: orgId }, query } })),
        ),
      byJson,
    ),
  };
}
