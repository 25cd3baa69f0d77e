import type { TrendDeviceDto } from '../trendDeviceSchema.ts';
import { unitAggregations } from '../units/unitAggregations.ts';
import { groupDefaultUnit } from '../units/groupDefaultUnit.ts';
import type { GroupModelRow } from './dashboardSections.ts';

export interface GroupSummary {
  deviceCount: number;
  defaultUnit: string | null;
  /** Each unit once, in the order the group's devices (by name) first report it. */
  units: TrendDeviceDto['device_model']['data_model'];
}

/**
 * What a group's trend needs of all its devices, from the models they use (a handful, however
 * many devices): the number of devices, the default unit (the one most of them draw, the first
 * device's on a tie, as groupDefaultUnit decides it device by device) and every unit they report.
 */
export function groupSummaries(models: readonly GroupModelRow[]): Map<string, GroupSummary> {
  const byGroup = new Map<string, GroupModelRow[]>();
  for (const row of models) {
    const rows = byGroup.get(row.group_id) ?? [];
    if (rows.length === 0) byGroup.set(row.group_id, rows);
    rows.push(row);
  }
  const summaries = new Map<string, GroupSummary>();
  for (const [groupId, rows] of byGroup) {
    // The model of the first device by name first: its unit wins a tie, as the first device's would.
    rows.sort((a, b) => (a.first_name < b.first_name ? -1 : a.first_name > b.first_name ? 1 : 0));
    const dataModels = rows.flatMap((row) => Array.from({ length: row.devices }, () => row.data_model ?? []));
    const units = new Map<string, GroupSummary['units'][number]>();
    for (const row of rows) {
      for (const entry of row.data_model ?? []) {
        if (units.has(entry.unit.slug)) continue;
        units.set(entry.unit.slug, { unit: entry.unit, data_type: entry.data_type, measure: entry.measure ?? 'level', aggregations: [...unitAggregations(entry)] });
      }
    }
    summaries.set(groupId, {
      deviceCount: rows.reduce((sum, row) => sum + row.devices, 0),
      defaultUnit: groupDefaultUnit(dataModels),
      units: [...units.values()],
    });
  }
  return summaries;
}
