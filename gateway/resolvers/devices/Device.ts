import type { DeviceLifecycle, DeviceResolvers, SignalBand, WaterLevelSettings } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { toDeviceImageSource } from '../../src/deviceImages.ts';
import { toGlobalId } from '../../src/globalId.ts';
import type { DeviceNodeSource, DeviceRecordDto } from '../../src/mappers.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';
import { whenResolved } from '../../src/whenResolved.ts';
import { alarmRestIds } from './alarmIds.ts';
import { geoOf, hasNetworkStrength, isDeviceListItem, isDeviceRecord, locatedOf, modelOf, recordOf } from './deviceSources.ts';
import { downlinkConfigOf } from './downlinkConfigOf.ts';

export const lifecycleOf = (value: string) => value.toUpperCase() as DeviceLifecycle;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The water-level settings in a device's properties; null for models that measure no distance. */
export function waterLevelOf(record: DeviceRecordDto): WaterLevelSettings | null {
  if (!record.device_model.data_model.some(({ unit }) => unit.slug === 'distance')) return null;
  const p = record.properties;
  const [elevation, heightOffset, boundaryDistance] = [num(p.elevation), num(p.heightOffset), num(p.boundary_distance)];
  return {
    elevation,
    heightOffset,
    boundaryDistance,
    unit: p.waterLevelUnit === 'm' ? 'M' : 'CM',
    isComplete: elevation !== null && heightOffset !== null && boundaryDistance !== null,
  };
}

/** A record field: from the record when the parent is one, else the device's record (one call per device). */
const fromRecord =
  <T>(pick: (record: DeviceRecordDto) => T) =>
  (device: DeviceNodeSource, _args: unknown, ctx: GatewayContext) =>
    whenResolved(recordOf(device, ctx), pick);

export const Device: DeviceResolvers = {
  id: (device) => toGlobalId('Device', device._id),
  deviceId: (device) => device._id,
  networkId: (device) => device.device,
  // Synchronous for an embedded device (a monitoring page's rows): see whenResolved.
  firmwareVersion: (device, _args, ctx) => whenResolved(locatedOf(device, ctx), (full) => full?.firmwareVersion ?? null),
  geo: (device, _args, ctx) => geoOf(device, ctx),
  placeName: (device, _args, ctx) => whenResolved(locatedOf(device, ctx), (full) => full?.placeName ?? null),
  latestMessage: (device, _args, ctx) => whenResolved(locatedOf(device, ctx), (full) => full?.latestMessage ?? null),
  deviceModel: (device, _args, ctx) => modelOf(device, ctx),
  // Every unit of the model, in the model's order, whether or not the latest message had it.
  latestReadings: async (device, _args, ctx) => {
    const full = await locatedOf(device, ctx);
    const model = full ? full.device_model : await modelOf(device, ctx);
    return model.data_model.map(({ unit }) => ({
      slug: unit.slug,
      name: unit.name,
      unit: unit.value,
      value: full?.latestMessage?.data[unit.slug] ?? null,
    }));
  },
  serviceHistory: async (device, _args, ctx) => (await ctx.loaders.serviceHistoryByDeviceId.load(device._id)) ?? [],

  // The list's own fields (a table page costs no call for them).
  lifecycle: (device, _args, ctx) =>
    isDeviceListItem(device) || isDeviceRecord(device) ? lifecycleOf(device.lifecycle) : whenResolved(recordOf(device, ctx), (r) => lifecycleOf(r.lifecycle)),
  deviceTypeCategory: (device, _args, ctx) =>
    isDeviceListItem(device) ? device.deviceType : whenResolved(modelOf(device, ctx), (model) => model.deviceTypeCategory),
  createdAt: (device, _args, ctx) => (isDeviceListItem(device) ? device.createdAt : whenResolved(recordOf(device, ctx), (r) => r.created_at)),
  // `owner` and `package` resolve from the parent's `owner`/`package` (every shape has them).

  updatedAt: fromRecord((r) => r.updatedAt),
  deleted: fromRecord((r) => r.deleted),
  deletedAt: fromRecord((r) => r.deletedAt),
  notes: fromRecord((r) => r.notes),
  active: fromRecord((r) => r.active),
  isComplete: fromRecord((r) => r.isComplete),
  isUnsuccessful: fromRecord((r) => r.isUnsuccessful),
  locationTypeStancode: fromRecord((r) => r.locationTypeStancode),
  properties: fromRecord((r) => r.properties),
  waterLevel: fromRecord(waterLevelOf),
  networkStrengthAvailable: (device, _args, ctx) => whenResolved(modelOf(device, ctx), hasNetworkStrength),
  downlinkSupported: (device, _args, ctx) => whenResolved(modelOf(device, ctx), (model) => model.mqtt !== null),

  readings: async (device, { from, to }, ctx) => {
    const readings = await ctx.loaders.deviceReadingsByQuery.load({ deviceId: device._id, ...(from ? { from } : {}), ...(to ? { to } : {}) });
    const slugs = readings.units.map((unit) => unit.slug);
    return {
      units: readings.units.map((unit) => ({ ...unit, measure: unit.measure.toUpperCase() as 'LEVEL' | 'AMOUNT' | 'COUNTER' })),
      points: readings.data.map(({ values, ...point }) => ({ ...point, values: slugs.map((slug) => values[slug] ?? null) })),
      hasMore: readings.hasMore,
      nextFrom: readings.nextStartDate === null ? null : new Date(readings.nextStartDate * 1000).toISOString(),
      waterLevel: readings.waterLevel && {
        elevation: readings.waterLevel.elevation,
        heightOffset: readings.waterLevel.heightOffset,
        boundaryDistance: readings.waterLevel.boundaryDistance,
        unit: readings.waterLevel.unit === 'm' ? 'M' : 'CM',
        isComplete: true,
      },
    };
  },
  networkHistory: async (device, { from, to }, ctx) => {
    const info = await ctx.loaders.networkHistoryByQuery.load({ deviceId: device._id, ...(from ? { from } : {}), ...(to ? { to } : {}) });
    return {
      available: info.available,
      networkType: info.networkType,
      networkProtocol: info.networkProtocol,
      scale: info.scale === 'dBm' ? 'DBM' : 'QUALITY',
      points: info.data.map((point) => ({ ...point, band: point.band && (point.band.toUpperCase() as SignalBand) })),
      hasMore: info.hasMore,
      nextFrom: info.nextFromUtc,
    };
  },
  alarms: async (device, { first, after }, ctx) => {
    const request = pageRequest(first, after, 50);
    const page = await ctx.loaders.alarmPagesByQuery.load({ deviceId: device._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(page.data, request, page.total);
  },
  alarmTrips: async (device, { alarmId, first, after }, ctx) => {
    const request = pageRequest(first, after, 20);
    const alarm = alarmId ? alarmRestIds(alarmId, 'alarmId') : null;
    // An alarm of another device has no trips here.
    if (alarm && alarm.deviceId !== device._id) return connectionFromPage([], request, 0);
    const page = await ctx.loaders.alarmTripPagesByQuery.load({
      deviceId: device._id,
      ...(alarm ? { alarmId: alarm.alarmId } : {}),
      page: request.page,
      perPage: request.perPage,
    });
    return connectionFromPage(page.data, request, page.total);
  },
  images: async (device, { first, after }, ctx) => {
    const request = pageRequest(first, after, 20);
    const page = await ctx.loaders.deviceImagePagesByQuery.load({ deviceId: device._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(
      page.data.map((image) => toDeviceImageSource(image, device._id)),
      request,
      page.total,
    );
  },
  contracts: async (device, { first, after }, ctx) => {
    const request = pageRequest(first, after, 20);
    const page = await ctx.loaders.deviceContractPagesByQuery.load({ deviceId: device._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(page.data, request, page.total);
  },
  auditEntries: async (device, { first, after }, ctx) => {
    const request = pageRequest(first, after, 20);
    const page = await ctx.loaders.deviceAuditPagesByQuery.load({ deviceId: device._id, page: request.page, perPage: request.perPage });
    const entries = page.data.map((entry) => ({
      entryId: entry._id,
      at: entry.at,
      actorId: entry.actor?._id ?? null,
      actorName: entry.actor?.name ?? null,
      action: entry.action,
      changes: Object.entries(entry.changes).map(([field, { before, after: value }]) => ({ field, before, after: value })),
    }));
    return connectionFromPage(entries, request, page.total);
  },
  // A model without a broker takes no downlink: no call.
  downlinkConfig: async (device, _args, ctx) => {
    const model = await modelOf(device, ctx);
    if (model.mqtt === null) return null;
    const config = await ctx.loaders.downlinkConfigsByDeviceId.load(device._id);
    return config && downlinkConfigOf(config);
  },
  ownerOptions: async (device, _args, ctx) =>
    (await ctx.loaders.deviceOwnerOptionsByDeviceId.load(device._id)).map(({ _id, name, current }) => ({ organization: { _id, name }, current })),
};
