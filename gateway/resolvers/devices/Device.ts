import type { DeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { errorCode, gatewayError } from '../../src/errors.ts';
import { toGlobalId } from '../../src/globalId.ts';
import type { DeviceNodeSource, DeviceSource } from '../../src/mappers.ts';
import type { DeviceModelDto } from '../../src/rest/monitoringTypes.ts';
import { whenResolved } from '../../src/whenResolved.ts';

/**
 * The device as a monitoring record embeds it (position, latest message, whole model). A device
 * from a list (an organisation's devices) is lean: the fields it lacks load it by id, one call for
 * every device of the page; null when the viewer may not read its monitoring (the API refuses the
 * lookup, e.g. to a technician), so those fields are unknown rather than an error.
 */
function monitored(device: DeviceNodeSource, ctx: GatewayContext): DeviceSource | null | Promise<DeviceSource | null> {
  if ('device_model' in device) return device;
  return ctx.loaders.devicesById.load(device._id).catch((error: unknown) => {
    if (errorCode(error) === 'FORBIDDEN') return null;
    throw error;
  });
}

/** The device's model: embedded, or from the model list (one call per request, whatever the number of devices). */
function modelOf(device: DeviceNodeSource, ctx: GatewayContext): DeviceModelDto | Promise<DeviceModelDto> {
  if ('device_model' in device) return device.device_model;
  return ctx.loaders.deviceModelsById.load(device.deviceModel._id).then((model) => {
    if (!model) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return model;
  });
}

export const Device: DeviceResolvers = {
  id: (device) => toGlobalId('Device', device._id),
  deviceId: (device) => device._id,
  networkId: (device) => device.device,
  // Synchronous for an embedded device (a monitoring page's rows): see whenResolved.
  firmwareVersion: (device, _args, ctx) => whenResolved(monitored(device, ctx), (full) => full?.properties.firmwareVersion ?? null),
  geo: (device, _args, ctx) => whenResolved(monitored(device, ctx), (full) => full?.geo ?? null),
  placeName: (device, _args, ctx) => whenResolved(monitored(device, ctx), (full) => full?.placeName ?? null),
  latestMessage: (device, _args, ctx) => whenResolved(monitored(device, ctx), (full) => full?.latestMessage ?? null),
  deviceModel: (device, _args, ctx) => modelOf(device, ctx),
  // Every unit of the model, in the model's order, whether or not the latest message had it.
  latestReadings: async (device, _args, ctx) => {
    // The monitored device embeds its model; only a device whose monitoring is hidden needs the model list.
    const full = await monitored(device, ctx);
    const model = full ? full.device_model : await modelOf(device, ctx);
    return model.data_model.map(({ unit }) => ({
      slug: unit.slug,
      name: unit.name,
      unit: unit.value,
      value: full?.latestMessage?.data[unit.slug] ?? null,
    }));
  },
  serviceHistory: async (device, _args, ctx) => (await ctx.loaders.serviceHistoryByDeviceId.load(device._id)) ?? [],
};
