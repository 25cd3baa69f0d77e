import type { TrendResolvers } from '../../src/__generated__/resolvers-types.ts';

export const Trend: TrendResolvers = {
  period: ({ trend }) => trend.period,
  ref: ({ trend }) => trend.ref,
  from: ({ trend }) => trend.from,
  to: ({ trend }) => trend.to,
  refFrom: ({ trend }) => trend.refFrom,
  refTo: ({ trend }) => trend.refTo,
  bucket: ({ trend }) => trend.bucket,
  utcOffset: ({ trend }) => trend.utcOffset,
  // The data-model entry of the device (or the group's devices) the unit slug names.
  unit: ({ trend, models }) => models.find((entry) => entry.unit.slug === trend.unit) ?? null,
  measure: ({ trend }) => trend.measure,
  aggregation: ({ trend }) => trend.aggregation,
  aggregations: ({ trend }) => trend.aggregations,
  series: ({ trend }) => trend.series,
  refSeries: ({ trend }) => trend.refSeries,
  lastReading: ({ trend }) => trend.summary.last_reading && { value: trend.summary.last_reading.v, time: trend.summary.last_reading.time },
  intervalSeconds: ({ trend }) => trend.summary.interval_seconds,
  total: ({ trend }) => trend.summary.total,
  average: ({ trend }) => trend.summary.average,
  minimum: ({ trend }) => trend.summary.minimum,
  maximum: ({ trend }) => trend.summary.maximum,
};
