import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { toAlarmDto, type AlarmDto } from '../alarms/alarmSchema.ts';
import { contractsOfDeviceCount, contractsOfDeviceJson } from '../contracts/contractRepository.ts';
import { type Db, schema } from '../db/client.ts';
import type { DeviceImageRow } from '../deviceImages/deviceImageRepository.ts';
import type { Language } from '../i18n/Language.ts';
import { pageOffset } from '../schemas/common.ts';
import type { ServiceHistoryEntry } from '../serviceOrders/serviceHistoryEntrySchema.ts';
import { parsedJson, serviceHistoryEntryJson } from '../serviceOrders/serviceOrderRepository.ts';
import { type AuditRow, toAuditEntry } from './deviceRepository.ts';
import { withAuditNames } from './withAuditNames.ts';
import type { DeviceDto } from './deviceSchema.ts';
import { loadDevices } from './loadDevice.ts';

const { alarms, alarmTrips, deviceImages, devices } = schema;

type TripRow = typeof alarmTrips.$inferSelect;

/** A page of rows with the total it was cut from. */
export interface RowPage<T> {
  rows: T[];
  total: number;
}

/** The ids as a set of rows `d(id)` to join per device. */
const deviceRows = (ids: readonly string[]) => sql`unnest(${sql.param([...ids])}::uuid[]) as d(id)`;

/** The fields of a subquery standing for all columns of its table (drizzle selects them by these names). */
function columnsOf(table: Parameters<typeof getTableColumns>[0], subquery: object) {
  const fields = subquery as Record<string, SQL>;
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, fields[key]!]));
}

/**
 * Reads of many devices at once (a table page's), by primary key and per-device indexes, each a
 * constant number of queries whatever the number of devices: a device's page is a LATERAL join on
 * its own index (each stopping at its LIMIT), its total a grouped count. No scoping: callers check.
 */
export function deviceBatchRepository(db: Db) {
  /** One page per device by a LATERAL join from devices (devices_pkey) into `page`, and the totals by a grouped count. */
  async function pagesOf<T>(
    ids: readonly string[],
    load: () => Promise<{ deviceId: string; row: T }[]>,
    totals: () => Promise<{ deviceId: string; n: number }[]>,
  ): Promise<Map<string, RowPage<T>>> {
    const byDevice = new Map(ids.map((id) => [id, { rows: [] as T[], total: 0 }]));
    if (ids.length === 0) return byDevice;
    const [rows, counted] = await Promise.all([load(), totals()]);
    for (const { deviceId, row } of rows) byDevice.get(deviceId)?.rows.push(row);
    for (const { deviceId, n } of counted) {
      const entry = byDevice.get(deviceId);
      if (entry) entry.total = Number(n);
    }
    return byDevice;
  }

  return {
    /** Full records (deleted ones too) by id; unknown ids are left out. `devices_pkey`. */
    full: (ids: readonly string[], language: Language): Promise<DeviceDto[]> => loadDevices(db, ids, language),

    /** The owner of each device that exists, and whether it is deleted. `devices_pkey`. */
    async ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
      return new Map([...(await this.accessOf(ids))].map(([id, { ownerId }]) => [id, ownerId]));
    },

    /** The owner and deletion of each device that exists. `devices_pkey`. */
    async accessOf(ids: readonly string[]): Promise<Map<string, { ownerId: string; deleted: boolean }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: devices.id, ownerId: devices.ownerId, deletedAt: devices.deletedAt })
        .from(devices)
        .where(inArray(devices.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { ownerId: row.ownerId, deleted: row.deletedAt !== null }]));
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

    /**
     * A page of each device's alarm trips, newest first (optionally one alarm's), as
     * alarmRepository.tripsPage cuts them: alarm_trips_device_id_tripped_at_idx per device.
     */
    tripsPages(deviceIds: readonly string[], page: number, perPage: number, alarmId?: string): Promise<Map<string, RowPage<TripRow>>> {
      const ofAlarm = alarmId ? eq(alarmTrips.alarmId, alarmId) : undefined;
      return pagesOf(
        deviceIds,
        async () => {
          const trip = db
            .select()
            .from(alarmTrips)
            .where(and(eq(alarmTrips.deviceId, devices.id), ofAlarm))
            .orderBy(desc(alarmTrips.trippedAt), desc(alarmTrips.id))
            .limit(perPage)
            .offset(pageOffset(page, perPage))
            .as('trip');
          const rows = await db
            .select({ deviceId: devices.id, row: columnsOf(alarmTrips, trip) })
            .from(devices)
            .innerJoinLateral(trip, sql`true`)
            .where(inArray(devices.id, [...deviceIds]));
          return rows as unknown as { deviceId: string; row: TripRow }[];
        },
        () =>
          db
            .select({ deviceId: alarmTrips.deviceId, n: count() })
            .from(alarmTrips)
            .where(and(inArray(alarmTrips.deviceId, [...deviceIds]), ofAlarm))
            .groupBy(alarmTrips.deviceId),
      );
    },

    /** A page of each device's images, newest first (device_images_device_id_created_at_idx per device), as deviceImageRepository.pageOfDevice. */
    imagesPages(deviceIds: readonly string[], page: number, perPage: number): Promise<Map<string, RowPage<DeviceImageRow>>> {
      return pagesOf(
        deviceIds,
        async () => {
          const image = db
            .select()
            .from(deviceImages)
            .where(eq(deviceImages.deviceId, devices.id))
            .orderBy(desc(deviceImages.createdAt), desc(deviceImages.id))
            .limit(perPage)
            .offset(pageOffset(page, perPage))
            .as('image');
          const rows = await db
            .select({ deviceId: devices.id, row: columnsOf(deviceImages, image) })
            .from(devices)
            .innerJoinLateral(image, sql`true`)
            .where(inArray(devices.id, [...deviceIds]));
          return rows as unknown as { deviceId: string; row: DeviceImageRow }[];
        },
        () =>
          db
            .select({ deviceId: deviceImages.deviceId, n: count() })
            .from(deviceImages)
            .where(inArray(deviceImages.deviceId, [...deviceIds]))
            .groupBy(deviceImages.deviceId),
      );
    },

    /**
     * A page of the contracts of each device, as the JSON text of contractOfDeviceSchema items, with the
     * total: contractRepository.pageOfDevice's SQL per device (contract_devices_device_id_idx), in one query.
     */
    async contractPagesJson(deviceIds: readonly string[], page: number, perPage: number): Promise<Map<string, { dataJson: string; total: number }>> {
      if (deviceIds.length === 0) return new Map();
      const id = sql`d.id`;
      const result = await db.execute<{ id: string; data: string; total: number }>(sql`
        select d.id, ${contractsOfDeviceJson(id, page, perPage)} as data, ${contractsOfDeviceCount(id)} as total
        from ${deviceRows(deviceIds)}`);
      return new Map(result.rows.map((row) => [row.id, { dataJson: row.data, total: Number(row.total) }]));
    },

    /**
     * A page of each device's audit entries, newest first, with each actor's name, as
     * deviceRepository.auditPage answers them (audit_log_subject_idx per device).
     */
    async auditPages(deviceIds: readonly string[], page: number, perPage: number): Promise<Map<string, RowPage<ReturnType<typeof toAuditEntry>>>> {
      const ofDevice = (id: SQL) => sql`a.subject = 'Device' and a.subject_id = ${id}`;
      return pagesOf(
        deviceIds,
        async () => {
          const result = await db.execute<AuditRow & { device_id: string }>(sql`
            select d.id as device_id, e.*
            from ${deviceRows(deviceIds)}
            cross join lateral (
              select a.id, a.created_at, a.action, a.changes, u.id as actor_id, u.first_name, u.last_name, u.email
              from audit_log a left join users u on u.id = a.actor_user_id
              where ${ofDevice(sql`d.id::text`)}
              order by a.created_at desc, a.id desc
              limit ${perPage} offset ${pageOffset(page, perPage)}
            ) e`);
          const entries = await withAuditNames(db, result.rows.map(toAuditEntry));
          return result.rows.map((row, i) => ({ deviceId: row.device_id, row: entries[i]! }));
        },
        async () => {
          const result = await db.execute<{ deviceId: string; n: number }>(sql`
            select a.subject_id as "deviceId", count(*)::int as n from audit_log a
            where a.subject = 'Device' and a.subject_id = any(${sql.param([...deviceIds])}::text[])
            group by a.subject_id`);
          return result.rows;
        },
      );
    },

    /** Each device's service orders, newest first, as serviceOrderRepository.historyOfDevice (service_orders_device_id_created_at_idx). */
    async serviceHistories(deviceIds: readonly string[]): Promise<Map<string, ServiceHistoryEntry[]>> {
      const byDevice = new Map(deviceIds.map((id) => [id, [] as ServiceHistoryEntry[]]));
      if (deviceIds.length === 0) return byDevice;
      const result = await db.execute<{ device_id: string; entry: ServiceHistoryEntry | string }>(sql`
        select so.device_id, ${serviceHistoryEntryJson} as entry
        from service_orders so join service_order_statuses st on st.id = so.status_id
        where so.device_id = any(${sql.param([...deviceIds])}::uuid[])
        order by so.device_id, so.created_at desc, so.id`);
      for (const { device_id, entry } of result.rows) byDevice.get(device_id)?.push(parsedJson(entry));
      return byDevice;
    },
  };
}
