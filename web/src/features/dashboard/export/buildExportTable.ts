import { t } from '@lingui/core/macro';
import type { ExportTable } from '../../../components/export/ExportTable';

type Point = { readonly ts: string; readonly v: number | null | undefined };
type Series = { readonly name: string; readonly points: ReadonlyArray<Point> };
type Options = {
  /** The unit symbol, added to each value column's header ("Sensor 1 (m³)"). */
  unit?: string | null;
  /** The user's UTC offset in hours (Trend.utcOffset): gives XLSX real dates. */
  utcOffset?: number | null;
  /**
   * The reference's name ("Previous period"): reference headers read "<name> (<refName>)", by
   * default "<name> (reference)". Pass the series' plain names, not names already suffixed.
   */
  refName?: string | null;
};

/** Drops the float noise of averages computed in SQL (9.825000000000001 → 9.825); 12 digits are far beyond any sensor's precision. */
const clean = (value: number) => (Number.isFinite(value) ? Number(value.toPrecision(12)) : value);

/**
 * The table behind a chart: one row per bucket the chart shows (ascending), the time as the user
 * reads it, then a column per series and a column per reference series.
 */
export function buildExportTable(
  series: ReadonlyArray<Series>,
  refSeries: ReadonlyArray<Series>,
  formatTime: (iso: string) => string,
  { unit, utcOffset, refName }: Options = {},
): ExportTable {
  const all = [...series, ...refSeries];
  // Reference points carry the main window's bucket times, so every series lines up on one key.
  const instants = new Map<number, string>();
  for (const { points } of all) {
    for (const { ts } of points) {
      const ms = Date.parse(ts);
      if (!instants.has(ms)) instants.set(ms, ts);
    }
  }
  const buckets = [...instants.entries()].sort(([a], [b]) => a - b);
  const byTime = all.map(({ points }) => new Map(points.map(({ ts, v }) => [Date.parse(ts), v == null ? null : clean(v)])));
  const suffix = unit ? ` (${unit})` : '';
  const columns = [
    t`Time`,
    ...series.map(({ name }) => `${name}${suffix}`),
    ...refSeries.map(({ name }) => (refName ? `${name} (${refName})` : t`${name} (reference)`) + suffix),
  ];
  const rows = buckets.map(([ms, ts]) => [formatTime(ts), ...byTime.map((values) => values.get(ms) ?? null)]);
  const table: ExportTable = { columns, rows };
  if (utcOffset != null) table.localTimes = buckets.map(([ms]) => new Date(ms + utcOffset * 3_600_000).toISOString().slice(0, 16));
  return table;
}
