import type { Db } from '../../db/client.ts';
import type { DataModelEntry, UnitMeasure } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { analyticsRepository } from '../analyticsRepository.ts';
import { defaultUnit } from '../units/defaultUnit.ts';
import { groupDefaultUnit } from '../units/groupDefaultUnit.ts';
import { unitAggregations } from '../units/unitAggregations.ts';
import { badField, customDays, type DayInput } from './customDays.ts';
import type { TrendSummaryRow } from './queryTrend.ts';
import type { TrendAggregation, TrendPeriod, TrendRef } from './trendOptions.ts';
import { trendWindow } from './trendWindow.ts';

export interface TrendRequest {
  orgId: string;
  /** Exactly one of groupId and deviceId (the query schema checks it). */
  groupId?: string | undefined;
  deviceId?: string | undefined;
  /** With a group: the devices whose own series are answered (default all); the group series covers every device. */
  deviceIds?: readonly string[] | undefined;
  ref: TrendRef;
  period: TrendPeriod;
  date?: string | undefined;
  from?: DayInput | undefined;
  to?: DayInput | undefined;
  unit?: string | undefined;
  aggregation?: TrendAggregation | undefined;
}

export interface TrendSummary {
  last_reading: { v: number; time: string } | null;
  interval_seconds: number | null;
  total: number | null;
  average: number | null;
  minimum: number | null;
  maximum: number | null;
}

const emptyRow: TrendSummaryRow = {
  last_v: null,
  last_time: null,
  interval_seconds: null,
  total: null,
  average: null,
  minimum: null,
  maximum: null,
};

/**
 * A device's or a group's trend as GET /analytics/trends answers it. The unit decides what may be
 * shown (see unitAggregations): an aggregation it does not offer is a 400 naming `aggregation`,
 * and the summary carries a total only for units that count or accumulate, the average, minimum
 * and maximum only for those that may be averaged. The caller has been authorised for `orgId`.
 */
export async function loadTrend(db: Db, request: TrendRequest, offsetHours: number) {
  const repository = analyticsRepository(db);
  const window = trendWindow({
    period: request.period,
    ref: request.ref,
    date: request.date ? new Date(request.date) : new Date(),
    offsetHours,
    custom: customDays(request, offsetHours),
  });

  let groupName = '';
  if (request.groupId) {
    const name = await repository.groupName(request.orgId, request.groupId);
    if (name === null) throw notFound('notFound.group');
    groupName = name;
  }
  const devices = await repository.trendDevices(
    request.orgId,
    request.groupId ? { groupId: request.groupId } : { deviceId: request.deviceId! },
  );
  if (request.deviceId && devices.length === 0) throw notFound('notFound.device');

  const dataModels = devices.map((d) => d.data_model ?? []);
  const entries = dataModels.flat();
  if (request.unit !== undefined && devices.length > 0 && !entries.some((e) => e.unit.slug === request.unit)) {
    const slugs = [...new Set(entries.map((e) => e.unit.slug))];
    throw badField('unit', 'validation.oneOf', { values: slugs.join(', ') });
  }
  const unit = request.unit ?? (request.groupId ? groupDefaultUnit(dataModels) : defaultUnit(dataModels[0] ?? []));
  // Models that share a slug share its meaning; the first device's entry speaks for the group.
  const entry: DataModelEntry | undefined = entries.find((e) => e.unit.slug === unit);
  const measure: UnitMeasure | null = entry ? (entry.measure ?? 'level') : null;
  const aggregations = entry ? unitAggregations(entry) : [];
  const aggregation = request.aggregation ?? aggregations[0] ?? 'average';
  if (entry && !aggregations.includes(aggregation)) {
    const params = { unit: entry.unit.slug, values: aggregations.join(', ') };
    throw badField('aggregation', aggregation === 'total' ? 'analytics.totalNotOffered' : 'analytics.aggregationNotOffered', params);
  }

  const bucketCount = Math.round((window.to.getTime() - window.from.getTime()) / window.bucketMs);
  const tsOf = (b: number) => new Date(window.from.getTime() + b * window.bucketMs).toISOString();
  const perDevice = Boolean(request.groupId);
  const result =
    unit !== null && measure !== null && devices.length > 0
      ? await repository.trend({ deviceIds: devices.map((d) => d.id), unit, measure, aggregation, window, perDevice, seriesOf: request.deviceIds })
      : { buckets: [], summary: emptyRow, devices: [] };
  const summaryOf = (row: TrendSummaryRow): TrendSummary => ({
    last_reading: row.last_v !== null && row.last_time !== null ? { v: row.last_v, time: new Date(row.last_time).toISOString() } : null,
    interval_seconds: row.interval_seconds,
    total: aggregations.includes('total') ? row.total : null,
    average: aggregations.includes('average') ? row.average : null,
    minimum: aggregations.includes('minimum') ? row.minimum : null,
    maximum: aggregations.includes('maximum') ? row.maximum : null,
  });
  const summary = summaryOf(result.summary);
  const deviceSummaries = new Map(result.devices.map((row) => [row.device_id, summaryOf(row)]));

  const seriesOf = (w: 0 | 1) => {
    // A big group's cards ask for their own series only: the answer stays the size of a page.
    const wanted = perDevice && request.deviceIds ? new Set(request.deviceIds) : null;
    const keys: { deviceId: string | null; name: string }[] = devices
      .filter((d) => wanted === null || wanted.has(d.id))
      .map((d) => ({ deviceId: d.id, name: d.name }));
    if (perDevice) keys.push({ deviceId: null, name: groupName });
    // The buckets by series, in one pass (a group's answer has a row per device and bucket).
    // Without a group, the single device's buckets come grouped across devices (device_id null).
    const bySeries = new Map<string | null, Map<number, number>>();
    for (const row of result.buckets) {
      if (row.w !== w || row.b < 0 || row.b >= bucketCount) continue;
      const key = perDevice ? row.device_id : null;
      let values = bySeries.get(key);
      if (!values) bySeries.set(key, (values = new Map()));
      values.set(row.b, row.v);
    }
    return keys.map(({ deviceId, name }) => {
      const values = bySeries.get(perDevice ? deviceId : null) ?? new Map<number, number>();
      const points = Array.from({ length: bucketCount }, (_, b) => ({ ts: tsOf(b), v: values.get(b) ?? null }));
      return { deviceId, name, points };
    });
  };
  // Without a group the one series is the device's: its summary is the trend's.
  const series = seriesOf(0).map((item) => ({
    ...item,
    summary: perDevice && item.deviceId !== null ? (deviceSummaries.get(item.deviceId) ?? summaryOf(emptyRow)) : summary,
  }));
  return {
    period: request.period,
    ref: request.ref,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    refFrom: window.ref?.from.toISOString() ?? null,
    refTo: window.ref?.to.toISOString() ?? null,
    bucket: window.bucketMs === 3_600_000 ? ('hour' as const) : ('day' as const),
    utcOffset: offsetHours,
    unit,
    measure,
    aggregation,
    aggregations: [...aggregations],
    series,
    refSeries: window.ref ? seriesOf(1) : [],
    summary,
  };
}
