import type { SchedulingInput, TrendInput } from '../../src/__generated__/resolvers-types.ts';
import type { SchedulingOptions, TrendOptions } from '../../src/loaders/analyticsLoaders.ts';

/**
 * The REST query of a trend input, with the effective unit spelled out (the API's default for the
 * device or group, from the dashboard answer): devices of one group batch into one call only when
 * the call names the unit their own trends would draw. Without an aggregation the API applies the
 * unit's default, so the gateway never decides which aggregations a unit has.
 */
export function trendOptions(input: TrendInput, defaultUnit: string | null): TrendOptions {
  const unit = input.unit ?? defaultUnit;
  return {
    period: input.period ?? 'day',
    ref: input.ref ?? 'none',
    ...(input.aggregation ? { aggregation: input.aggregation } : {}),
    ...(input.date ? { date: input.date } : {}),
    ...(input.from != null ? { from: input.from } : {}),
    ...(input.to != null ? { to: input.to } : {}),
    ...(unit != null ? { unit } : {}),
  };
}

export function schedulingOptions(input: SchedulingInput | null | undefined): SchedulingOptions {
  return {
    period: input?.period ?? 'week',
    ...(input?.date ? { date: input.date } : {}),
    ...(input?.from != null ? { from: input.from } : {}),
    ...(input?.to != null ? { to: input.to } : {}),
  };
}
