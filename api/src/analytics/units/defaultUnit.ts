import type { DataModelEntry } from '../../db/schema/index.ts';
import { counterSlug } from '../schedules/counterSlug.ts';

/**
 * The unit a device's card draws until the user picks another: what the device counts when it
 * counts events (a camera's images, a door's openings), else its model's first unit (the
 * catalogue lists the main quantity first). Null for a model without units.
 */
export function defaultUnit(dataModel: readonly DataModelEntry[]): string | null {
  return counterSlug(dataModel) ?? dataModel[0]?.unit.slug ?? null;
}
