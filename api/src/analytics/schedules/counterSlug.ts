import type { DataModelEntry } from '../../db/schema/devices.ts';

/**
 * The unit a service schedule counts: the device model's first counter of events, i.e. a `counter`
 * unit measured in `count` (people_count, open_count, image_count in the seed; a rain gauge's
 * running total in mm is a counter too, but of rain, not of events). Null when the model counts
 * no events: such a device has no service schedule.
 */
export function counterSlug(dataModel: readonly DataModelEntry[]): string | null {
  return dataModel.find((e) => e.measure === 'counter' && e.unit.value === 'count')?.unit.slug ?? null;
}
