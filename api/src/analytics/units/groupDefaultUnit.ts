import type { DataModelEntry } from '../../db/schema/index.ts';
import { defaultUnit } from './defaultUnit.ts';

/**
 * The unit a group's trend draws until the user picks another: the default unit most of its
 * devices (given in name order) draw, the first device's on a tie. Null without units.
 */
export function groupDefaultUnit(dataModels: readonly (readonly DataModelEntry[])[]): string | null {
  const votes = new Map<string, number>();
  for (const dataModel of dataModels) {
    const unit = defaultUnit(dataModel);
    if (unit !== null) votes.set(unit, (votes.get(unit) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [unit, count] of votes) if (best === null || count > votes.get(best)!) best = unit;
  return best;
}
