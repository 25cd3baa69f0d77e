import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type DeviceFacts,
  factsOf,
  networkColumns,
  type NetworkDbRow,
  type NetworkRow,
  type ReadingsPage,
  readingsJsonArray,
  toNetworkRow,
  waterLevelTerms,
  waterLevelValues,
} from './deviceDataRepository.ts';
import type { DistanceSource, WaterLevelSettings } from './waterLevel.ts';

type Window = { from: Date; to: Date };


/**
 * Readings and network history of many devices (a table page's) in one query each: a LATERAL join
 * per device over device_messages' primary key (device_id, time), each device's range scan stopping
 * at its own limit, so the work is bounded by the number of devices × the limit, whatever the window holds.
 */
export function deviceDataBatchRepository(db: Db) {
  return {
    facts: (ids: readonly string[]): Promise<Map<string, DeviceFacts>> => factsOf(db, ids),

    /**
     * Each device's readings from `from` to `to` (inclusive), oldest first, at most `limit` a device,
     * with hasMore/nextTime exactly as deviceDataRepository.readingsPage answers them for one device
     * (the same SQL for the values and the JSON: waterLevelValues, readingsJsonArray).
     */
    async readingsPages(
      devices: readonly { id: string; water: { settings: WaterLevelSettings; source: DistanceSource } | null }[],
      window: Window,
      limit: number,
    ): Promise<Map<string, ReadingsPage>> {
      if (devices.length === 0) return new Map();
      // Each device's water-level terms as columns of its row (nulls: no calculation).
      const rows = devices.map(({ id, water }) => {
        if (!water) return sql`(${id}::uuid, null::text, null::float8, null::float8, null::float8, null::float8, null::int)`;
        const t = waterLevelTerms(water);
        return sql`(${id}::uuid, ${t.slug}, ${t.cmPerUnit}, ${t.baseCm}, ${t.boundaryCm}, ${t.scale}, ${t.decimals})`;
      });
      const values = waterLevelValues({
        slug: sql`d.slug`,
        cmPerUnit: sql`d.cm_per_unit`,
        baseCm: sql`d.base_cm`,
        boundaryCm: sql`d.boundary_cm`,
        scale: sql`d.scale`,
        decimals: sql`d.decimals`,
      });
      const from = sql`${window.from.toISOString()}::timestamptz`;
      const to = sql`${window.to.toISOString()}::timestamptz`;
      const result = await db.execute<{ id: string; data: string; last_time: string | Date | null; has_more: boolean }>(sql`
        select d.id, p.data, p.last_time,
          exists (select 1 from device_messages x where x.device_id = d.id and x.time > p.last_time and x.time <= ${to}) as has_more
        from (values ${sql.join(rows, sql`, `)}) as d(id, slug, cm_per_unit, base_cm, boundary_cm, scale, decimals)
        cross join lateral (
          select ${readingsJsonArray(values)} as data, max(m.time) as last_time
          from (select * from device_messages where device_id = d.id and time >= ${from} and time <= ${to} order by time limit ${limit}) m
        ) p`);
      return new Map(
        result.rows.map((row) => {
          const last = row.last_time === null ? null : new Date(row.last_time);
          const page: ReadingsPage = { dataJson: row.data, hasMore: row.has_more, nextTime: row.has_more && last ? new Date(last.getTime() + 1) : null };
          return [row.id, page];
        }),
      );
    },

    /** Each device's signal and sequence numbers in the window, oldest first, at most `limit` a device (+ whether more follow). */
    async networkRows(deviceIds: readonly string[], window: Window, limit: number): Promise<Map<string, { rows: NetworkRow[]; hasMore: boolean }>> {
      const byDevice = new Map(deviceIds.map((id) => [id, { rows: [] as NetworkRow[], hasMore: false }]));
      if (deviceIds.length === 0) return byDevice;
      const result = await db.execute<NetworkDbRow & { device_id: string }>(sql`
        select d.id as device_id, m.*
        from unnest(${sql.param([...deviceIds])}::uuid[]) as d(id)
        cross join lateral (
          select ${networkColumns} from device_messages
          where device_id = d.id and time >= ${window.from.toISOString()}::timestamptz and time <= ${window.to.toISOString()}::timestamptz
          order by time limit ${limit + 1}
        ) m
        order by d.id, m.time`);
      for (const r of result.rows) {
        const entry = byDevice.get(r.device_id)!;
        if (entry.rows.length === limit) {
          entry.hasMore = true;
          continue;
        }
        entry.rows.push(toNetworkRow(r));
      }
      return byDevice;
    },
  };
}
