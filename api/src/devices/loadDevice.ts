import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import type { DeviceDto } from './deviceSchema.ts';

const { deviceModels, deviceTypeCategories: categories, devices, organizations, packages } = schema;

/** One device in the full §3 shape (deleted ones too), or undefined. No scoping: callers check. */
export async function loadDevice(db: Pick<Db, 'select'>, id: string, language: Language): Promise<DeviceDto | undefined> {
  const [device] = await loadDevices(db, [id], language);
  return device;
}

/**
 * Devices in the full shape by id (deleted ones too; unknown ids are left out), in no particular
 * order, read by the primary key in one query. No scoping: callers check.
 */
export async function loadDevices(db: Pick<Db, 'select'>, ids: readonly string[], language: Language): Promise<DeviceDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      device: devices,
      ownerName: organizations.name,
      model: deviceModels,
      category: categories,
      package: { id: packages.id, name: packages.name, slug: packages.slug },
    })
    .from(devices)
    .innerJoin(organizations, eq(organizations.id, devices.ownerId))
    .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
    .innerJoin(categories, eq(categories.id, deviceModels.deviceTypeCategoryId))
    .leftJoin(packages, eq(packages.id, devices.packageId))
    .where(ids.length === 1 ? eq(devices.id, ids[0]!) : inArray(devices.id, [...ids]));
  return rows.map((row) => toDeviceDto(row, language));
}

type DeviceRow = {
  device: typeof devices.$inferSelect;
  ownerName: string;
  model: typeof deviceModels.$inferSelect;
  category: typeof categories.$inferSelect;
  package: { id: string; name: string; slug: string } | null;
};

function toDeviceDto(row: DeviceRow, language: Language): DeviceDto {
  const { device: d, model, category } = row;
  const latest = d.latestMessage;
  return {
    _id: d.id,
    name: d.name,
    device: d.device,
    serialNumber: d.serialNumber,
    owner: { _id: d.ownerId, name: row.ownerName },
    device_model: {
      _id: model.id,
      title: model.title,
      network_type: model.networkType,
      networkProtocol: model.networkProtocol,
      deviceTypeCategory: { _id: category.id, slug: category.slug, name: language === 'da' ? category.nameDa : category.nameEn },
      data_model: model.dataModel ?? [],
      mqtt: model.mqttBrokerNumber === null ? null : { brokerNumber: model.mqttBrokerNumber },
    },
    package: row.package ? { _id: row.package.id, name: row.package.name, slug: row.package.slug } : null,
    geo: d.lat === null || d.lon === null ? null : { lat: d.lat, lon: d.lon },
    placeName: d.placeName,
    locationTypeStancode: d.locationTypeStancode,
    notes: d.notes,
    properties: d.properties ?? {},
    lifecycle: d.lifecycle,
    isComplete: d.isComplete,
    isUnsuccessful: d.isUnsuccessful,
    active: d.active,
    lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    latestMessage: latest
      ? {
          time: new Date(latest.time).toISOString(),
          data: latest.data ?? {},
          signalStrength: latest.signalStrength ?? null,
          rssi: latest.rssi ?? null,
          rsrq: latest.rsrq ?? null,
        }
      : null,
    deleted: d.deletedAt !== null,
    deletedAt: d.deletedAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
