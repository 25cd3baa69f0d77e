import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counterIncrements } from './counterIncrements.ts';

/** Events the device's counter counted since `from` (see counterIncrements for the rule). */
export async function countSince(db: Db, deviceId: string, slug: string | null, from: Date, to: Date | null = null): Promise<number> {
  if (!slug) return 0;
  const { rows } = await db.execute<{ total: number | string | null }>(
    sql`select coalesce(sum(inc), 0)::float8 as total from (${counterIncrements(deviceId, slug, from, to)}) x`,
  );
  return Number(rows[0]?.total ?? 0);
}

/** Counted events per bucket (`hour` or `day` in the user's UTC offset), keyed by bucket start (unix seconds). */
export async function countPerBucket(
  db: Db,
  deviceId: string,
  slug: string | null,
  from: Date,
  to: Date,
  bucket: 'hour' | 'day',
  utcOffsetHours: number,
): Promise<Map<number, number>> {
  if (!slug) return new Map();
  const shift = sql.raw(`interval '${Math.trunc(utcOffsetHours)} hours'`);
  const { rows } = await db.execute<{ ts: number | string; v: number | string }>(sql`
    select extract(epoch from (date_trunc(${bucket}, (time at time zone 'UTC') + ${shift}) - ${shift}))::float8 as ts,
      sum(inc)::float8 as v
    from (${counterIncrements(deviceId, slug, from, to)}) x
    group by 1`);
  return new Map(rows.map((row) => [Number(row.ts), Number(row.v)]));
}
