import type { DataModelEntry } from '../../db/schema/index.ts';
import type { TrendAggregation } from '../trends/trendOptions.ts';

/**
 * The aggregations a unit's readings may be shown with, the default first: the one place that
 * decides where a total is honest. Levels (a temperature) are averaged, never summed; amounts
 * (rain) add up and may be averaged too; a counter is shown as what it counted per bucket only
 * (an average of a running count means nothing). An entry without a measure is a level.
 */
export function unitAggregations(entry: Pick<DataModelEntry, 'measure'>): readonly TrendAggregation[] {
  switch (entry.measure) {
    case 'counter':
      return ['total'];
    case 'amount':
      return ['total', 'average', 'minimum', 'maximum'];
    default:
      return ['average', 'minimum', 'maximum'];
  }
}
