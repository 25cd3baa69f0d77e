import { type SQL, sql } from 'drizzle-orm';

export interface CounterWindow {
  deviceId: string;
  /** The device model's counter unit (see counterSlug). */
  slug: string;
  /** Count from here (inclusive). */
  from: Date;
}

/**
 * Counted events of many devices' counters, each from its own `from` (inclusive) to `to`
 * (exclusive; null: no end), one row per reading: `device_id, time, inc` and the `reading` itself.
 *
 * Counters report a cumulative count that restarts at 0 when the device restarts, so:
 * - increment = reading − previous reading when it did not drop;
 * - a drop means a restart: the reading itself is what was counted since the restart;
 * - the previous reading of the first one in the window is the last one before `from`; without
 *   one (a new device) the first reading is only the baseline (increment 0).
 *
 * Each device is a lateral range scan on its (device_id, time) key, so a group's counters cost one
 * query, not one per device.
 */
export function counterIncrementsOfDevices(counters: CounterWindow[], to: Date | null): SQL {
  const list = (values: SQL[]) => sql.join(values, sql`, `);
  const before = to ? sql`and m.time < ${to.toISOString()}::timestamptz` : sql``;
  return sql`
    select c.device_id, r.time, r.inc, r.v as reading
    from unnest(
      array[${list(counters.map((c) => sql`${c.deviceId}::uuid`))}],
      array[${list(counters.map((c) => sql`${c.slug}::text`))}],
      array[${list(counters.map((c) => sql`${c.from.toISOString()}::timestamptz`))}]
    ) as c(device_id, slug, since)
    cross join lateral (
      select time, v, case when prev is null then 0 when v >= prev then v - prev else v end as inc
      from (
        select m.time, (m.data->>c.slug)::float8 as v, lag((m.data->>c.slug)::float8) over (order by m.time) as prev
        from device_messages m
        where m.device_id = c.device_id and (m.data->>c.slug) is not null ${before}
          and m.time >= coalesce(
            (select max(p.time) from device_messages p
             where p.device_id = c.device_id and (p.data->>c.slug) is not null and p.time < c.since),
            c.since)
      ) readings
    ) r
    where r.time >= c.since`;
}
