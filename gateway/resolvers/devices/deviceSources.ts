import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import type { DeviceNodeSource, DeviceRecordDto, DeviceSource } from '../../src/mappers.ts';
import type { DeviceListItemDto, DeviceModelDto } from '../../src/rest/monitoringTypes.ts';

/**
 * A `Device` comes in three shapes: the full record (`GET /devices/{id}`, a mutation's answer), a
 * monitoring record's device (a monitoring page), or a list item (`GET /devices`, lean). Each
 * field takes what its parent has and loads the rest.
 */
export const isDeviceRecord = (device: DeviceNodeSource): device is DeviceRecordDto => 'created_at' in device;
export const isDeviceListItem = (device: DeviceNodeSource): device is DeviceListItemDto => 'deviceModel' in device;

/** The device's full record: its own, or loaded (one call per device). */
export function recordOf(device: DeviceNodeSource, ctx: GatewayContext): DeviceRecordDto | Promise<DeviceRecordDto> {
  if (isDeviceRecord(device)) return device;
  return ctx.loaders.deviceRecordsById.load(device._id).then((record) => {
    if (!record) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return record;
  });
}

/** What the monitoring page and a device's record both carry: position, place, latest message, firmware. */
export type LocatedDevice = Pick<DeviceRecordDto, 'geo' | 'placeName' | 'latestMessage' | 'device_model'> & { firmwareVersion: string | null };

const firmwareOf = (properties: Record<string, unknown>) => (typeof properties.firmwareVersion === 'string' ? properties.firmwareVersion : null);

function located(device: DeviceSource | DeviceRecordDto): LocatedDevice {
  return {
    geo: device.geo,
    placeName: device.placeName,
    latestMessage: device.latestMessage,
    device_model: device.device_model,
    firmwareVersion: firmwareOf(device.properties),
  };
}

/**
 * Place, latest message and firmware: a monitoring record's device and a device's record carry them;
 * a list item gets them from the full records' batch (`GET /devices/full`, one call per 100
 * devices, whatever the page), scoped by `read Device` like the list, so technicians and deleted
 * devices have them too (monitoring's batch leaves out what monitoring does not show the caller).
 * Null for a device the caller may no longer read.
 */
export function locatedOf(device: DeviceNodeSource, ctx: GatewayContext): LocatedDevice | Promise<LocatedDevice | null> {
  if ('device_model' in device) return located(device);
  return ctx.loaders.deviceRecordsById.load(device._id).then((record) => record && located(record));
}

/**
 * The position: a list item's from the lean list (one call per 100 devices, whoever asks); a
 * deleted device's, which that list leaves out, from its record.
 */
export function geoOf(device: DeviceNodeSource, ctx: GatewayContext): DeviceRecordDto['geo'] | Promise<DeviceRecordDto['geo']> {
  if ('device_model' in device) return device.geo;
  return ctx.loaders.deviceLeanById.load(device._id).then(async (lean) => {
    if (lean) return lean.geo;
    return (await ctx.loaders.deviceRecordsById.load(device._id))?.geo ?? null;
  });
}

/** The device's model: embedded, or from the model list (one call per request). */
export function modelOf(device: DeviceNodeSource, ctx: GatewayContext): DeviceModelDto | Promise<DeviceModelDto> {
  if ('device_model' in device) return device.device_model;
  return ctx.loaders.deviceModelsById.load(device.deviceModel._id).then((model) => {
    if (!model) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return model;
  });
}

/** Spec part 2 §9: network strength means something only for NB-IoT over MQTT or HTTP, and Sigfox over Sigfox (as the API's network-info says). */
export function hasNetworkStrength(model: Pick<DeviceModelDto, 'network_type' | 'networkProtocol'>): boolean {
  const protocol = model.networkProtocol;
  return (model.network_type === 'nbiot' && (protocol === 'mqtt' || protocol === 'http')) || (model.network_type === 'sigfox' && protocol === 'sigfox');
}
