import type { z } from 'zod';
import type { Language } from '../i18n/Language.ts';
import { translate } from '../i18n/translate.ts';
import type { DeviceFacts } from './deviceDataRepository.ts';
import type { readingUnitSchema, waterLevelCalculationSchema } from './readingSchemas.ts';
import { CALCULATED_WATER_LEVEL, type DistanceSource, distanceSource, type WaterLevelSettings, waterLevelSettings } from './waterLevel.ts';

/** What a readings answer says about a device besides its readings: units, and the water-level calculation if it has one. */
export interface ReadingsMeta {
  water: { settings: WaterLevelSettings; source: DistanceSource } | null;
  units: z.infer<typeof readingUnitSchema>[];
  waterLevel: z.infer<typeof waterLevelCalculationSchema> | null;
}

/** The units and water-level calculation of a device's readings (GET /devices/{id}/messages and its batch form alike). */
export function readingsMeta(device: DeviceFacts, language: Language): ReadingsMeta {
  const settings = waterLevelSettings(device.properties);
  const source = distanceSource(device.categorySlug, device.dataModel);
  const water = settings && source ? { settings, source } : null;
  const units: z.infer<typeof readingUnitSchema>[] = device.dataModel.map((entry) => ({
    slug: entry.unit.slug,
    name: entry.unit.name,
    unit: entry.unit.value,
    measure: entry.measure ?? 'level',
    calculated: false,
  }));
  if (water) {
    units.push({
      slug: CALCULATED_WATER_LEVEL,
      name: translate(language, 'waterLevel.calculatedName'),
      unit: water.settings.unit,
      measure: 'level',
      calculated: true,
    });
  }
  const waterLevel = water
    ? {
        unit: water.settings.unit,
        elevation: water.settings.elevation,
        heightOffset: water.settings.heightOffset,
        boundaryDistance: water.settings.boundaryDistance,
        source: water.source.slug,
      }
    : null;
  return { water, units, waterLevel };
}

/** The JSON of a readings answer (readingsSchema) around the readings' JSON that Postgres wrote. */
export function readingsAnswerJson(meta: ReadingsMeta, page: { dataJson: string; hasMore: boolean; nextTime: Date | null }): string {
  return (
    `{"data":${page.dataJson},"units":${JSON.stringify(meta.units)},"waterLevel":${JSON.stringify(meta.waterLevel)},` +
    `"hasMore":${page.hasMore},"nextStartDate":${page.nextTime ? page.nextTime.getTime() / 1000 : null}}`
  );
}
