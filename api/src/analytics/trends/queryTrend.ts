import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UnitMeasure } from '../../db/schema/index.ts';
import { counterIncrementsOfDevices } from '../schedules/counterIncrementsOfDevices.ts';
import type { TrendAggregation } from './trendOptions.ts';
import type { TrendWindow } from './trendWindow.ts';

const idArray = (ids: readonly string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;

const aggregate: Record<TrendAggregation, SQL> = {
  average: sql`avg(v)`,
  minimum: sql`min(v)`,
  maximum: sql`max(v)`,
  total: sql`sum(v)`,
};

export interface TrendBucketRow {
  /** 0: the trend's window, 1: the reference window. */
  w: 0 | 1;
  /** null: every device together (the group series). */
  device_id: string | null;
  /** Bucket index from the window's start. */
  b: number;
  v: number;
}

/**
 * A window's readings summed up. For a counter the values are what it counted (the rises between
 * readings), except `last_v`, the newest reading as the device sent it.
 */
export interface TrendSummaryRow {
  last_v: number | null;
  last_time: string | null;
  interval_seconds: number | null;
  total: number | null;
  average: number | null;
  minimum: number | null;
  maximum: number | null;
}

export interface TrendQueryResult {
  buckets: TrendBucketRow[];
  summary: TrendSummaryRow;
  /** With `perDevice`: each device's own summary (devices without readings in the window are absent). */
  devices: (TrendSummaryRow & { device_id: string })[];
}

/**
 * One statement: readings of `unit` for the devices in the window (and the reference window),
 * bucketed by whole bucket lengths from the window start (a bucket boundary in the user's offset),
 * aggregated per device and across devices (grouping sets), plus the summary of the main window
 * (and, per device, each device's summary: one statement for a whole group's cards).
 * A level or an amount is read as sent: each range is `device_id = any(...) and time >= .. and
 * time < ..`, a primary-key range scan. A counter's values are its increments (see
 * counterIncrementsOfDevices: the same range scan per device, plus the reading before the window).
 */
export async function queryTrend(
  db: Pick<Db, 'execute'>,
  opts: {
    deviceIds: string[];
    unit: string;
    measure: UnitMeasure;
    aggregation: TrendAggregation;
    window: TrendWindow;
    perDevice: boolean;
    /** With `perDevice`: only these devices' own buckets and summaries (default all); the group's cover every device. */
    seriesOf?: readonly string[] | undefined;
  },
): Promise<TrendQueryResult> {
  const { window, unit } = opts;
  const bucketSeconds = window.bucketMs / 1000;
  const bucketOf = (from: Date) => sql`floor(extract(epoch from (time - ${from.toISOString()}::timestamptz)) / ${bucketSeconds})::int`;
  const range =
    opts.measure === 'counter'
      ? (w: 0 | 1, from: Date, to: Date) => sql`
    select ${w}::int as w, device_id, time, inc as v, reading as raw, ${bucketOf(from)} as b
    from (${counterIncrementsOfDevices(
      opts.deviceIds.map((deviceId) => ({ deviceId, slug: unit, from })),
      to,
    )}) counted`
      : (w: 0 | 1, from: Date, to: Date) => {
          const ids = sql`array[${sql.join(
            opts.deviceIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`;
          return sql`
    select ${w}::int as w, device_id, time, (data->>${unit})::float8 as v, (data->>${unit})::float8 as raw, ${bucketOf(from)} as b
    from device_messages
    where device_id = any(${ids}) and time >= ${from.toISOString()}::timestamptz
      and time < ${to.toISOString()}::timestamptz and data ? ${unit}`;
        };
  const readings = window.ref
    ? sql`${range(0, window.from, window.to)} union all ${range(1, window.ref.from, window.ref.to)}`
    : range(0, window.from, window.to);
  const sets = opts.perDevice ? sql`grouping sets ((w, b, device_id), (w, b))` : sql`(w, b)`;
  const result = await db.execute<{ result: TrendQueryResult }>(sql`
    with readings as materialized (${readings}),
    main as (select device_id, time, v, raw from readings where w = 0 and v is not null),
    gaps as (
      -- One ordering per device gives the gaps and marks each device's newest reading (no next one).
      select device_id, time, v, raw, extract(epoch from time - lag(time) over w) as gap, lead(time) over w is null as newest
      from main window w as (partition by device_id order by time)
    )
    select json_build_object(
      'buckets', coalesce((
        select json_agg(json_build_object('w', w, 'device_id', case when gd = 1 then null else device_id end,
          'b', b, 'v', agg) order by w, b)
        from (
          select w, b, ${opts.perDevice ? sql`device_id` : sql`null::uuid`} as device_id,
            ${aggregate[opts.aggregation]} as agg, ${opts.perDevice ? sql`grouping(device_id)` : sql`1`} as gd
          from readings where v is not null group by ${sets}
        ) grouped${opts.perDevice && opts.seriesOf ? sql` where gd = 1 or device_id = any(${idArray(opts.seriesOf)})` : sql``}
      ), '[]'::json),
      'summary', (
        select json_build_object(
          'last_v', (select raw from main order by time desc limit 1),
          'last_time', (select time from main order by time desc limit 1),
          'interval_seconds', (select percentile_cont(0.5) within group (order by gap) from gaps where gap is not null),
          'total', sum(v), 'average', avg(v), 'minimum', min(v), 'maximum', max(v))
        from main
      ),
      'devices', ${
        opts.perDevice
          ? sql`coalesce((
        select json_agg(json_build_object('device_id', device_id, 'last_v', last_v, 'last_time', last_time,
          'interval_seconds', median, 'total', total, 'average', average, 'minimum', minimum, 'maximum', maximum))
        from (
          select device_id, sum(v) as total, avg(v) as average, min(v) as minimum, max(v) as maximum,
            max(raw) filter (where newest) as last_v, max(time) as last_time,
            percentile_cont(0.5) within group (order by gap) as median
          from gaps${opts.seriesOf ? sql` where device_id = any(${idArray(opts.seriesOf)})` : sql``} group by device_id
        ) per_device
      ), '[]'::json)`
          : sql`'[]'::json`
      }
    ) as result`);
  return result.rows[0]!.result;
}
