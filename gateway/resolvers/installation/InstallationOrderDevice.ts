import type { DeviceInstallState, InstallationOrderDeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { orderDeviceGlobalId } from '../../src/installationIds.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';
import { lifecycleOf } from '../devices/Device.ts';

const states: Record<string, DeviceInstallState> = { dlc_pending: 'PENDING', dlc_installed: 'INSTALLED', dlc_failed: 'FAILED' };

export const InstallationOrderDevice: InstallationOrderDeviceResolvers = {
  id: (entry) => orderDeviceGlobalId(entry.orderId, entry.device._id),
  entryId: (entry) => entry._id,
  orderId: (entry) => entry.orderId,
  // The lean list row, one call per 100 devices (`GET /devices?ids=`); a device the list leaves out (deleted) from its record.
  device: async ({ device }, _args, ctx) => {
    const found = (await ctx.loaders.deviceListItemsById.load(device._id)) ?? (await ctx.loaders.deviceRecordsById.load(device._id));
    if (!found) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return found;
  },
  deviceFacts: ({ device }) => ({
    deviceId: device._id,
    name: device.name,
    networkId: device.device,
    serialNumber: device.serialNumber,
    lifecycle: lifecycleOf(device.lifecycle),
    geo: device.geo,
    placeName: device.placeName,
    locationTypeStancode: device.locationTypeStancode,
    isComplete: device.isComplete,
    isUnsuccessful: device.isUnsuccessful,
    properties: device.properties,
    lastSeenAt: device.lastSeenAt,
    deviceModelId: device.deviceModel._id,
    deviceModelTitle: device.deviceModel.name,
    deviceTypeSlug: device.deviceTypeCategory.slug,
    deviceTypeName: device.deviceTypeCategory.name,
    deleted: device.deleted,
  }),
  state: (entry) => states[entry.state.slug] ?? 'PENDING',
  note: (entry) => entry.note,
  failureReason: (entry) => entry.failureReason,
  installedAt: (entry) => entry.installedAt,
  installedByName: (entry) => entry.installedBy?.name ?? null,
  attachmentsCount: (entry) => entry.attachmentsCount,
  attachments: async (entry, { first, after }, ctx) => {
    const request = pageRequest(first, after, 30);
    const page = await ctx.loaders.installationAttachmentPagesByQuery.load({
      orderId: entry.orderId,
      deviceId: entry.device._id,
      page: request.page,
      perPage: request.perPage,
    });
    const files = (page?.data ?? []).map((file) => ({ ...file, orderId: entry.orderId, deviceId: entry.device._id }));
    return connectionFromPage(files, request, page?.total ?? 0);
  },
};
