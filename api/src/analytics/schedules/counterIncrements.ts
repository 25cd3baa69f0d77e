import { type SQL, sql } from 'drizzle-orm';

/**
 * Counted events of one device's counter between `from` (inclusive) and `to` (exclusive; null: no end), one row
 * per reading with its increment.
 *
 * Counters report a cumulative count that restarts at 0 when the device restarts, so:
 * - increment = reading − previous reading when it did not drop;
 * - a drop means a restart: the reading itself is what was counted since the restart;
 * - the previous reading of the first one in the window is the last one before `from`; without
 *   one (a new device) the first reading is only the baseline (increment 0).
 */
export function counterIncrements(deviceId: string, slug: string, from: Date, to: Date | null): SQL {
  const hasValue = sql`(data->>${slug}) is not null`;
  const before = to ? sql`and time < ${to.toISOString()}::timestamptz` : sql``;
  return sql`
    select time, inc from (
      select time,
        case when prev is null then 0 when v >= prev then v - prev else v end as inc
      from (
        select time, (data->>${slug})::float8 as v, lag((data->>${slug})::float8) over (order by time) as prev
        from device_messages
        where device_id = ${deviceId} and ${hasValue} ${before}
          and time >= coalesce(
            (select max(time) from device_messages
             where device_id = ${deviceId} and ${hasValue} and time < ${from.toISOString()}::timestamptz),
            ${from.toISOString()}::timestamptz)
      ) readings
    ) increments
    where time >= ${from.toISOString()}::timestamptz`;
}
