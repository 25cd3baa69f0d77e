/**
 * The water level of a distance sensor (ultrasonic or radar) mounted above the water, looking down.
 * Pure: no I/O, so the web can share it; the messages query applies the same coefficients in SQL
 * (see `waterLevelCoefficients`), and a test checks the two agree.
 *
 * The terms, from the device's properties (set when it is installed; the device form describes them
 * the same way):
 * - `elevation` (m): the surveyed height of the sensor's face above sea level (DVR90);
 * - `heightOffset` (cm): a correction added to the computed level (the surveyed point is not exactly
 *   the sensor's face, a mounting bracket, a local datum);
 * - `boundary_distance` (cm): the distance from the sensor's face down to the bottom of the well or
 *   channel. The water cannot be lower than the bottom, so a longer reading (an echo off the bottom,
 *   a dry well) counts as water standing at the bottom;
 * - the reading `distance` (converted to cm): from the sensor's face down to the water surface.
 *
 *   level (cm above sea level) = elevation × 100 + heightOffset − min(distance, boundary_distance)
 *
 * shown in `waterLevelUnit`: 'cm' (the default) or 'm' (÷ 100). A negative or non-finite distance
 * is not a reading, and gives no level. Resetting the calculation removes the three terms and
 * returns the unit to cm (spec part 2 §9).
 */
export const waterLevelUnits = ['cm', 'm'] as const;
export type WaterLevelUnit = (typeof waterLevelUnits)[number];

/** The computed value's key in a reading's `values`. */
export const CALCULATED_WATER_LEVEL = 'water_level_calculated';

/** The device properties the calculation reads (and the reset clears). */
export const waterLevelProperties = ['elevation', 'heightOffset', 'boundary_distance', 'waterLevelUnit'] as const;

export interface WaterLevelSettings {
  /** m above sea level of the mounting point. */
  elevation: number;
  /** cm from the mounting point up to the sensor's face. */
  heightOffset: number;
  /** cm from the sensor's face down to the bottom. */
  boundaryDistance: number;
  unit: WaterLevelUnit;
}

/** How many cm one unit of a distance reading is; units not listed are not distances. */
const CM_PER_UNIT: Record<string, number> = { mm: 0.1, cm: 1, m: 100 };

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The settings, when the device has all three terms; otherwise the device has no calculated level. */
export function waterLevelSettings(properties: Record<string, unknown> | null | undefined): WaterLevelSettings | null {
  if (!properties) return null;
  const { elevation, heightOffset, boundary_distance: boundaryDistance } = properties;
  if (!finite(elevation) || !finite(heightOffset) || !finite(boundaryDistance) || boundaryDistance < 0) return null;
  return { elevation, heightOffset, boundaryDistance, unit: properties.waterLevelUnit === 'm' ? 'm' : 'cm' };
}

export interface DistanceSource {
  /** The data-model unit whose readings are the distance. */
  slug: string;
  /** cm per unit of that reading. */
  cmPerUnit: number;
}

/**
 * Which reading is the distance: a `distance` unit when the model has one, otherwise, for a
 * water-level model, its `water_level` unit (the seeded water-level models report the sensor's raw
 * distance under that slug), in mm, cm or m. Other models measure no distance.
 */
export function distanceSource(
  categorySlug: string,
  dataModel: readonly { unit: { slug: string; value: string } }[],
): DistanceSource | null {
  const entry =
    dataModel.find((e) => e.unit.slug === 'distance') ??
    (categorySlug === 'water_level' ? dataModel.find((e) => e.unit.slug === 'water_level') : undefined);
  const cmPerUnit = entry ? CM_PER_UNIT[entry.unit.value.trim().toLowerCase()] : undefined;
  return entry && cmPerUnit !== undefined ? { slug: entry.unit.slug, cmPerUnit } : null;
}

/** Decimals kept: 0.1 mm in either unit. */
export const decimalsOf = (unit: WaterLevelUnit): number => (unit === 'm' ? 4 : 2);

/**
 * level = (base − min(distance × cmPerUnit, boundary)) × scale, with base and boundary in cm: the
 * formula above as the numbers SQL needs.
 */
export function waterLevelCoefficients(settings: WaterLevelSettings, source: DistanceSource) {
  return {
    baseCm: settings.elevation * 100 + settings.heightOffset,
    boundaryCm: settings.boundaryDistance,
    cmPerUnit: source.cmPerUnit,
    scale: settings.unit === 'm' ? 0.01 : 1,
    decimals: decimalsOf(settings.unit),
  };
}

/** The water level for one distance reading (in the source's unit), or null when it is not a reading. */
export function waterLevel(distance: number, settings: WaterLevelSettings, source: DistanceSource = { slug: 'distance', cmPerUnit: 1 }): number | null {
  if (!Number.isFinite(distance) || distance < 0) return null;
  const c = waterLevelCoefficients(settings, source);
  const level = (c.baseCm - Math.min(distance * c.cmPerUnit, c.boundaryCm)) * c.scale;
  const factor = 10 ** c.decimals;
  return Math.round(level * factor) / factor;
}
