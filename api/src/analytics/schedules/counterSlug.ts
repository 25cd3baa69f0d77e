import type { DataModelEntry } from '../../db/schema/devices.ts';

/**
 * The unit a service schedule counts: the device model's counter, i.e. the first `step`/`discrete`
 * unit measured in `count` (people_count, open_count, image_count in the seed). Null when the model
 * has none, then the device's totals are 0.
 */
export function counterSlug(dataModel: DataModelEntry[]): string | null {
  const entry = dataModel.find(
    (e) => e.data_type !== 'continuous' && (e.unit.value === 'count' || /count/i.test(e.unit.slug)),
  );
  return entry?.unit.slug ?? null;
}
