import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CounterWindow, counterIncrementsOfDevices } from './counterIncrementsOfDevices.ts';

/** Events each device's counter counted since its own `from`, in one query; devices without readings count 0. */
export async function countSinceOfDevices(db: Db, counters: CounterWindow[]): Promise<Map<string, number>> {
  const totals = new Map(counters.map((c) => [c.deviceId, 0]));
  if (counters.length === 0) return totals;
  const { rows } = await db.execute<{ device_id: string; total: number | string }>(
    sql`select device_id, coalesce(sum(inc), 0)::float8 as total from (${counterIncrementsOfDevices(counters, null)}) x group by device_id`,
  );
  for (const row of rows) totals.set(row.device_id, Number(row.total));
  return totals;
}

/**
 * Counted events per bucket (`hour` or `day` in the user's UTC offset) of many devices over one
 * window, in one query: by device id, bucket start (unix seconds) → count (empty buckets absent).
 */
export async function countPerBucketOfDevices(
  db: Db,
  counters: { deviceId: string; slug: string }[],
  from: Date,
  to: Date,
  bucket: 'hour' | 'day',
  utcOffsetHours: number,
): Promise<Map<string, Map<number, number>>> {
  const result = new Map(counters.map((c) => [c.deviceId, new Map<number, number>()]));
  if (counters.length === 0) return result;
  const shift = sql.raw(`interval '${Math.trunc(utcOffsetHours)} hours'`);
  const { rows } = await db.execute<{ device_id: string; ts: number | string; v: number | string }>(sql`
    select device_id,
      extract(epoch from (date_trunc(${bucket}, (time at time zone 'UTC') + ${shift}) - ${shift}))::float8 as ts,
      sum(inc)::float8 as v
    from (${counterIncrementsOfDevices(
      counters.map((c) => ({ ...c, from })),
      to,
    )}) x
    group by 1, 2`);
  for (const row of rows) result.get(row.device_id)?.set(Number(row.ts), Number(row.v));
  return result;
}
