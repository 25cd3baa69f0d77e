import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { toAlarmDto, type AlarmDto } from '../alarms/alarmSchema.ts';
import { type Db, schema } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import type { DeviceDto } from './deviceSchema.ts';
import { loadDevices } from './loadDevice.ts';

const { alarms, alarmTrips, devices } = schema;

/** Reads of many devices at once (a table page's), by primary key and per-device indexes. No scoping: callers check. */
export function deviceBatchRepository(db: Db) {
  return {
    /** Full records (deleted ones too) by id; unknown ids are left out. `devices_pkey`. */
    full: (ids: readonly string[], language: Language): Promise<DeviceDto[]> => loadDevices(db, ids, language),

    /** The owner of each device that exists. `devices_pkey`. */
    async ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: devices.id, ownerId: devices.ownerId }).from(devices).where(inArray(devices.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.ownerId]));
    },

    /**
     * Every alarm of each device, oldest first, with its open trip (`alarms_device_id_idx`; the open
     * trip through alarm_trips' partial unique index), as GET /devices/{id}/alarms pages them.
     */
    async alarmsOf(deviceIds: readonly string[]): Promise<Map<string, AlarmDto[]>> {
      const byDevice = new Map(deviceIds.map((id) => [id, [] as AlarmDto[]]));
      if (deviceIds.length === 0) return byDevice;
      const rows = await db
        .select({
          alarm: alarms,
          trip: { id: alarmTrips.id, trippedAt: alarmTrips.trippedAt, readingTime: alarmTrips.readingTime, readingValue: alarmTrips.readingValue },
        })
        .from(alarms)
        .leftJoin(alarmTrips, and(eq(alarmTrips.alarmId, alarms.id), isNull(alarmTrips.clearedAt)))
        .where(inArray(alarms.deviceId, [...deviceIds]))
        .orderBy(asc(alarms.deviceId), asc(alarms.createdAt), asc(alarms.id));
      for (const { alarm, trip } of rows) byDevice.get(alarm.deviceId)?.push(toAlarmDto(alarm, trip));
      return byDevice;
    },
  };
}
