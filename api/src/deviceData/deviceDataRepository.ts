import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import { type Db, schema } from '../db/client.ts';
import type { DataModelEntry, DeviceProperties, NetworkProtocol, NetworkType } from '../db/schema/index.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import type { DistanceSource, WaterLevelSettings } from './waterLevel.ts';
import { CALCULATED_WATER_LEVEL, waterLevelCoefficients } from './waterLevel.ts';

/** What the data routes check and need about a device, deleted ones included (they stay readable). */
export interface DeviceFacts {
  id: string;
  ownerId: string;
  deletedAt: Date | null;
  networkType: NetworkType;
  networkProtocol: NetworkProtocol;
  categorySlug: string;
  dataModel: DataModelEntry[];
  properties: DeviceProperties;
}

export interface ReadingsPage {
  /** The readings as a JSON array, written by Postgres. */
  dataJson: string;
  /** Whether the window holds more readings than the page (ask again from `nextTime`). */
  hasMore: boolean;
  /** Just after the page's last reading: where the next page starts. */
  nextTime: Date | null;
}

export interface NetworkRow {
  time: Date;
  signalStrength: number | null;
  rssi: number | null;
  rsrq: number | null;
  seqNumber: number | null;
  transmissionSeqNumber: number | null;
}

const { devices } = schema;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A device_messages row as the network reads select it (`networkColumns`). */
export type NetworkDbRow = {
  time: string | Date;
  signal_strength: number | null;
  rssi: number | null;
  rsrq: number | null;
  seq_number: number | null;
  transmission_seq_number: number | null;
};

/** The columns of a network point: the single read and its batch form select the same. */
export const networkColumns = sql.raw('time, signal_strength, rssi, rsrq, seq_number, transmission_seq_number');

export function toNetworkRow(r: NetworkDbRow): NetworkRow {
  return {
    time: new Date(r.time),
    signalStrength: num(r.signal_strength),
    rssi: num(r.rssi),
    rsrq: num(r.rsrq),
    seqNumber: num(r.seq_number),
    transmissionSeqNumber: num(r.transmission_seq_number),
  };
}

type FactsRow = {
  id: string;
  owner_id: string;
  deleted_at: string | Date | null;
  network_type: NetworkType;
  network_protocol: NetworkProtocol;
  category_slug: string;
  data_model: DataModelEntry[];
  properties: DeviceProperties;
};

/** The facts of each device that exists, by id (devices_pkey); shared by the single reads and their batch forms. */
export async function factsOf(db: Db, ids: readonly string[]): Promise<Map<string, DeviceFacts>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<FactsRow>(sql`
    select d.id, d.owner_id, d.deleted_at, dm.network_type, dm.network_protocol, c.slug as category_slug,
      dm.data_model, d.properties
    from devices d
    join device_models dm on dm.id = d.device_model_id
    join device_type_categories c on c.id = dm.device_type_category_id
    where d.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        ownerId: row.owner_id,
        deletedAt: row.deleted_at === null ? null : new Date(row.deleted_at),
        networkType: row.network_type,
        networkProtocol: row.network_protocol,
        categorySlug: row.category_slug,
        dataModel: row.data_model ?? [],
        properties: row.properties ?? {},
      },
    ]),
  );
}

/** The terms of a water-level calculation, as SQL: bound parameters (one device) or columns (a batch's per-device rows). */
export interface WaterLevelTerms {
  slug: SQL;
  cmPerUnit: SQL;
  baseCm: SQL;
  boundaryCm: SQL;
  scale: SQL;
  decimals: SQL;
}

/** One device's terms as bound parameters. */
export function waterLevelTerms(water: { settings: WaterLevelSettings; source: DistanceSource }): WaterLevelTerms {
  const c = waterLevelCoefficients(water.settings, water.source);
  return {
    slug: sql`${water.source.slug}::text`,
    cmPerUnit: sql`${c.cmPerUnit}::float8`,
    baseCm: sql`${c.baseCm}::float8`,
    boundaryCm: sql`${c.boundaryCm}::float8`,
    scale: sql`${c.scale}::float8`,
    decimals: sql`${c.decimals}::int`,
  };
}

/**
 * A reading's values (`m.data`) with the computed level under CALCULATED_WATER_LEVEL (the formula
 * of waterLevel.ts, in SQL). A reading without a numeric, non-negative distance gets no level (as
 * waterLevel() answers null), nor does any reading when `slug` is null.
 */
export function waterLevelValues(t: WaterLevelTerms): SQL {
  const distance = sql`(m.data ->> ${t.slug})::float8 * ${t.cmPerUnit}`;
  return sql`case when jsonb_typeof(m.data -> ${t.slug}) = 'number' and (m.data ->> ${t.slug})::float8 >= 0
    then m.data || jsonb_build_object(${CALCULATED_WATER_LEVEL}::text,
      round(((${t.baseCm} - least(${distance}, ${t.boundaryCm})) * ${t.scale})::numeric, ${t.decimals})::float8)
    else m.data end`;
}

/** The readings of `m` (device_messages rows) as the JSON array of readingSchema items, oldest first, as text. */
export const readingsJsonArray = (values: SQL): SQL => sql`coalesce(json_agg(json_build_object(
    'time', ${isoJson(sql`m.time`)}, 'values', ${values},
    'signalStrength', m.signal_strength, 'rssi', m.rssi, 'rsrq', m.rsrq,
    'seqNumber', m.seq_number, 'transmissionSeqNumber', m.transmission_seq_number, 'errorCode', m.error_code
  ) order by m.time), '[]'::json)::text`;

/** Readings and network history of one device; every query is a range scan of device_messages' primary key (device_id, time). */
export function deviceDataRepository(db: Db) {
  return {
    async facts(id: string): Promise<DeviceFacts | undefined> {
      return (await factsOf(db, [id])).get(id);
    },

    /**
     * Readings from `from` to `to` (inclusive), oldest first, at most `limit`, as the JSON of
     * readingSchema items. With a water-level calculation, each reading with a distance also carries
     * the computed level under CALCULATED_WATER_LEVEL (the formula of waterLevel.ts, in SQL).
     */
    async readingsPage(
      deviceId: string,
      window: { from: Date; to: Date },
      limit: number,
      water: { settings: WaterLevelSettings; source: DistanceSource } | null,
    ): Promise<ReadingsPage> {
      const values = water ? waterLevelValues(waterLevelTerms(water)) : sql`m.data`;
      const inWindow = sql`device_id = ${deviceId} and time >= ${window.from.toISOString()}::timestamptz and time <= ${window.to.toISOString()}::timestamptz`;
      // The page, then whether anything follows it in the window (one index probe; cheaper than numbering the rows).
      const result = await db.execute<{ data: string; has_more: boolean; last_time: string | Date | null }>(sql`
        with page as (select * from device_messages where ${inWindow} order by time limit ${limit})
        select
          (select ${readingsJsonArray(values)} from page m) as data,
          (select max(time) from page) as last_time,
          exists (select 1 from device_messages where ${inWindow} and time > (select max(time) from page)) as has_more`);
      const row = result.rows[0]!;
      const last = row.last_time === null ? null : new Date(row.last_time);
      return {
        dataJson: row.data,
        hasMore: row.has_more,
        nextTime: row.has_more && last ? new Date(last.getTime() + 1) : null,
      };
    },

    /** Signal and sequence numbers from `from` to `to` (inclusive), oldest first, at most `limit` (+ whether more follow). */
    async networkRows(deviceId: string, window: { from: Date; to: Date }, limit: number): Promise<{ rows: NetworkRow[]; hasMore: boolean }> {
      const result = await db.execute<NetworkDbRow>(sql`
        select ${networkColumns} from device_messages
        where device_id = ${deviceId} and time >= ${window.from.toISOString()}::timestamptz and time <= ${window.to.toISOString()}::timestamptz
        order by time limit ${limit + 1}`);
      return { rows: result.rows.slice(0, limit).map(toNetworkRow), hasMore: result.rows.length > limit };
    },

    /**
     * Sets or resets a device's water-level calculation and writes who did it, with each property
     * before and after, to the audit log (as device writes do) and publishes device.changed, in the
     * same transaction. Answers the new properties, or undefined when the device is gone or deleted
     * meanwhile.
     */
    async changeWaterLevel(
      deviceId: string,
      actorUserId: string,
      next: Parameters<typeof withWaterLevel>[1],
    ): Promise<DeviceProperties | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ownerId: devices.ownerId, properties: devices.properties })
          .from(devices)
          .where(and(eq(devices.id, deviceId), isNull(devices.deletedAt)))
          .for('update');
        if (!row) return undefined;
        const { properties, changes } = withWaterLevel(row.properties ?? {}, next);
        // Nothing to change (a second reset): no write, no audit entry, no event.
        if (Object.keys(changes).length === 0) return properties;
        await tx.update(devices).set({ properties }).where(eq(devices.id, deviceId));
        await writeAudit(tx, {
          actorUserId,
          organizationId: row.ownerId,
          action: next === 'reset' ? 'device.waterLevel.reset' : 'device.waterLevel.update',
          subject: 'Device',
          subjectId: deviceId,
          changes,
        });
        await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: row.ownerId, deviceIds: [deviceId] });
        return properties;
      });
    },
  };
}

/** The properties after a water-level change, and what changed (for the audit log). */
export function withWaterLevel(
  properties: DeviceProperties,
  next: { elevation: number; heightOffset: number; boundary_distance: number; waterLevelUnit: 'cm' | 'm' } | 'reset',
): { properties: DeviceProperties; changes: Record<string, { before: unknown; after: unknown }> } {
  const result: DeviceProperties = { ...properties };
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const set = (key: string, value: unknown) => {
    const before = properties[key] ?? null;
    if (value === undefined) delete result[key];
    else result[key] = value;
    if (JSON.stringify(before) !== JSON.stringify(value ?? null)) changes[`properties.${key}`] = { before, after: value ?? null };
  };
  if (next === 'reset') {
    set('elevation', undefined);
    set('heightOffset', undefined);
    set('boundary_distance', undefined);
    set('waterLevelUnit', 'cm');
  } else {
    for (const [key, value] of Object.entries(next)) set(key, value);
  }
  return { properties: result, changes };
}
