import type { SchedulingInput, TrendInput } from '../../src/__generated__/resolvers-types.ts';
import type { SchedulingOptions, TrendOptions } from '../../src/loaders/analyticsLoaders.ts';
import type { TrendDeviceDto } from '../../src/mappers.ts';

type DataModel = TrendDeviceDto['device_model']['data_model'];

/** The first continuous unit of the data models (what the API draws when no unit is asked for). */
export function defaultUnit(models: DataModel): string | undefined {
  return models.find((entry) => entry.data_type === 'continuous')?.unit.slug;
}

/**
 * The REST query of a trend input, with the effective unit spelled out: devices of one group
 * batch into one call only when the call names the unit their own trends would draw.
 */
export function trendOptions(input: TrendInput, models: DataModel): TrendOptions {
  const unit = input.unit ?? defaultUnit(models);
  return {
    period: input.period ?? 'day',
    ref: input.ref ?? 'none',
    aggregation: input.aggregation ?? 'average',
    ...(input.date ? { date: input.date } : {}),
    ...(input.from != null ? { from: input.from } : {}),
    ...(input.to != null ? { to: input.to } : {}),
    ...(unit !== undefined ? { unit } : {}),
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
