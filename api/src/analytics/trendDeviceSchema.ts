import { z } from 'zod';
import { type DataModelEntry, dataTypes, unitMeasures } from '../db/schema/index.ts';
import type { Language } from '../i18n/Language.ts';
import { counterSlug } from './schedules/counterSlug.ts';
import { trendAggregations } from './trends/trendOptions.ts';
import { defaultUnit } from './units/defaultUnit.ts';
import { unitAggregations } from './units/unitAggregations.ts';

export const trendDeviceSchema = z
  .object({
    _id: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    device_model: z.object({
      _id: z.string(),
      title: z.string(),
      data_model: z.array(
        z.object({
          unit: z.object({ slug: z.string(), name: z.string(), value: z.string() }),
          data_type: z.enum(dataTypes),
          measure: z
            .enum(unitMeasures)
            .describe('How readings combine over time: `level` (averaged, no total), `amount` (summed), `counter` (a running count)'),
          aggregations: z
            .array(z.enum(trendAggregations))
            .describe('What a trend of the unit may show per bucket, the default first; `total` only where the unit counts or accumulates'),
        }),
      ),
    }),
    deviceTypeCategory: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
    defaultUnit: z.string().nullable().describe("The unit the device's trend draws when none is asked for"),
    hasCounter: z.boolean().describe('The model counts events (a `counter` unit measured in `count`): service schedules apply'),
  })
  .meta({ id: 'TrendDevice' });
export type TrendDeviceDto = z.infer<typeof trendDeviceSchema>;

/** A device row as the dashboard's listing reads it. */
export type TrendDeviceRow = {
  id: string;
  device: string;
  name: string;
  model_id: string;
  title: string;
  data_model: DataModelEntry[] | null;
  category_id: string;
  slug: string;
  name_da: string;
  name_en: string;
};

/** A device of a dashboard listing, its units with what a trend of each may show. */
export function toTrendDeviceDto(row: TrendDeviceRow, language: Language): TrendDeviceDto {
  const dataModel = row.data_model ?? [];
  return {
    _id: row.id,
    device: row.device,
    name: row.name,
    device_model: {
      _id: row.model_id,
      title: row.title,
      data_model: dataModel.map((entry) => ({
        unit: entry.unit,
        data_type: entry.data_type,
        measure: entry.measure ?? 'level',
        aggregations: [...unitAggregations(entry)],
      })),
    },
    deviceTypeCategory: { _id: row.category_id, slug: row.slug, name: language === 'da' ? row.name_da : row.name_en },
    defaultUnit: defaultUnit(dataModel),
    hasCounter: counterSlug(dataModel) !== null,
  };
}
