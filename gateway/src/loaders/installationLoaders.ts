import DataLoader from 'dataloader';
import type { InstallationAttachmentDto, InstallationOrderDeviceDto, InstallationOrderDto } from '../installationSources.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';
import type { TechnicianReference } from './installationTechnicianReference.ts';
import { listLoader } from './listLoader.ts';
import { loadEach } from './loadEach.ts';

export type InstallationOrderListQuery = NonNullable<operations['listInstallationOrders']['parameters']['query']>;
export interface InstallationDevicesQuery {
  orderId: string;
  page: number;
  perPage: number;
}
export interface InstallationAttachmentsQuery extends InstallationDevicesQuery {
  deviceId: string;
}

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Installation orders, their devices and files, and their lookups. A list page is one call, whatever
 * it shows of each order (owner, centre, technician, types, models and counts come with it); an
 * order's devices one call per order; a device's files one call per device.
 */
export function installationLoaders(api: RestClient) {
  return {
    installationOrderPagesByQuery: new DataLoader<InstallationOrderListQuery, { data: InstallationOrderDto[]; total: number }, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/installation', { params: { query } })))),
      byJson,
    ),
    /** One call per order (the API reads orders one at a time); null outside the viewer's scope. */
    installationOrdersById: new DataLoader<string, InstallationOrderDto | null>((ids) =>
      loadEach(ids, async (id) => (GUID.test(id) ? unwrap(await api.GET('/api/v1/installation/{id}', { params: { path: { id } } })) : null)),
    ),
    /** An order's devices, a page at a time; null for an order the viewer may not read. */
    installationDevicePagesByQuery: new DataLoader<InstallationDevicesQuery, { data: InstallationOrderDeviceDto[]; total: number } | null, string>(
      (queries) =>
        loadEach(queries, async ({ orderId, page, perPage }) =>
          GUID.test(orderId)
            ? unwrap(await api.GET('/api/v1/installation/{id}/devices', { params: { path: { id: orderId }, query: { page, perPage } } }))
            : null,
        ),
      byJson,
    ),
    /** A device's files on an order, a page at a time; null for an order or device the viewer may not read. */
    installationAttachmentPagesByQuery: new DataLoader<InstallationAttachmentsQuery, { data: InstallationAttachmentDto[]; total: number } | null, string>(
      (queries) =>
        loadEach(queries, async ({ orderId, deviceId, page, perPage }) =>
          GUID.test(orderId) && GUID.test(deviceId)
            ? unwrap(
                await api.GET('/api/v1/installation/{id}/devices/{deviceId}/attachments', {
                  params: { path: { id: orderId, deviceId }, query: { page, perPage } },
                }),
              )
            : null,
        ),
      byJson,
    ),
    installationOrderStatusList: listLoader(async () => unwrap(await api.GET('/api/v1/installation/statuses')).data),
    installationOrderOwnerList: listLoader<{ _id: string; name: string }>(async () => unwrap(await api.GET('/api/v1/installation/owners')).data),
    /** The technicians an order can be given, of one centre or (key `''`) every one. */
    installationTechniciansByCenter: new DataLoader<string, TechnicianReference[]>((centers) =>
      Promise.all(
        centers.map(async (serviceCenterId) => {
          const query = serviceCenterId ? { serviceCenterId } : {};
          const { data } = unwrap(await api.GET('/api/v1/installation/technicians', { params: { query } }));
          return data.map(({ serviceCenter, ...technician }) => ({ ...technician, serviceCenterId: serviceCenter._id }));
        }),
      ),
    ),
  };
}
