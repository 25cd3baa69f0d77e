import { z } from 'zod';

/**
 * The `properties` a device of each type category may carry, one zod schema per category. Plain zod
 * with no server imports: the web's edit form and import preview run the same schemas in the
 * browser. Messages are message ids (`device.*`, or zod's issue codes that the shared catalog
 * words), never sentences, so each side words them in its user's language.
 *
 * Unknown keys are refused (a typo such as `elevaton` would otherwise be stored silently and never
 * used); `appliedConfig` is what a device reports having applied, so no one writes it by hand,
 * and the downlink settings belong to PUT /devices/{id}/downlink-config.
 */

export const deviceTypeCategorySlugs = [
  'water_level',
  'weather_station',
  'soil_moisture',
  'person_counter',
  'rain',
  'door',
  'camera',
  'diesel_level',
  'street_sense',
] as const;
export type DeviceTypeCategorySlug = (typeof deviceTypeCategorySlugs)[number];

/**
 * How numbers arrive: `strict` (JSON: numbers only) or `lenient` (spreadsheet cells of an import:
 * a number, or text holding one with a decimal point or comma, e.g. `"12,5"`).
 */
export type NumberInput = 'strict' | 'lenient';

const NUMERIC_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/** A finite number within [min, max]; `integer` for whole numbers. */
function numberIn(input: NumberInput, min: number, max: number, integer = false) {
  let number = z.number().min(min).max(max);
  if (integer) number = number.int();
  if (input === 'strict') return number;
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return NUMERIC_TEXT.test(text) ? Number(text.replace(',', '.')) : value;
  }, number);
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** Keys every device may carry, whatever its type. */
function commonShape() {
  return {
    firmwareVersion: text(50).describe('Firmware version the device runs, e.g. `2.4.2`'),
    locationId: text(100).describe("The customer's own id of the place"),
    // The downlink settings kept in properties (miAbove, xtiAbove, th, miUnder, xtiUnder) are not
    // written here: PUT /devices/{id}/downlink-config writes them and publishes them to the device,
    // so a device's settings never differ from what was sent to it.
  };
}

/** Keys of each category besides the common ones. */
function categoryShape(category: DeviceTypeCategorySlug, input: NumberInput) {
  const n = (min: number, max: number, integer = false) => numberIn(input, min, max, integer);
  switch (category) {
    case 'water_level':
      return {
        elevation: n(-500, 9000).describe('Height of the sensor above sea level, m'),
        boundary_distance: n(0, 100_000).describe('Distance from the sensor to the bottom, cm'),
        heightOffset: n(-100_000, 100_000).describe('Correction added to the computed level, cm'),
        overFlowThreshold: n(0, 100_000).describe('Water level that counts as overflow, cm'),
      };
    case 'soil_moisture':
      return {
        minVWC: n(0, 100).describe('Lowest expected volumetric water content, %'),
        maxVWC: n(0, 100).describe('Highest expected volumetric water content, %'),
        probeTemperatureOffset: n(-50, 50).describe('Correction added to the probe temperature, °C'),
      };
    case 'street_sense':
      return {
        temperatureWarningBelow: n(-60, 60).describe('Road temperature under which the road shows a warning, °C (default 2)'),
        temperatureDangerBelow: n(-60, 60).describe('Road temperature under which the road shows danger, °C (default 0)'),
      };
    case 'camera':
      return {
        captureIntervalMinutes: n(1, 1440, true).describe('Minutes between pictures'),
        wifiSsid: text(32).describe('Wi-Fi network the camera joins'),
        sntpServer: text(253).describe('Time server host name'),
      };
    case 'diesel_level':
      return {
        tankCapacityLitres: n(0, 1_000_000).describe('Capacity of the tank, litres'),
        tankHeightCm: n(0, 10_000).describe('Inner height of the tank, cm'),
      };
    case 'rain':
      return { mmPerTip: n(0.01, 10).describe('Rain per tip of the bucket, mm') };
    case 'weather_station':
    case 'person_counter':
    case 'door':
      return {};
  }
}

/** Checks that hold across keys (ranges given by two keys). */
function crossChecks(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const pairs: [string, string][] = [['minVWC', 'maxVWC'], ['temperatureDangerBelow', 'temperatureWarningBelow']];
  for (const [low, high] of pairs) {
    const a = value[low];
    const b = value[high];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      ctx.addIssue({ code: 'custom', path: [low], message: 'device.propertyAboveOther', params: { other: high } });
    }
  }
}

/** The keys a category's devices may carry (for descriptions, templates and the web's form). */
export function propertyKeysOf(category: DeviceTypeCategorySlug): string[] {
  return [...Object.keys(commonShape()), ...Object.keys(categoryShape(category, 'strict'))];
}

const built = new Map<string, ReturnType<typeof buildPropertiesSchema>>();

/** A device's whole `properties` on create (every key optional); built once per category and input. */
export function propertiesSchemaFor(category: DeviceTypeCategorySlug, input: NumberInput = 'strict') {
  const key = `${category}|${input}`;
  let schema = built.get(key);
  if (!schema) built.set(key, (schema = buildPropertiesSchema(category, input)));
  return schema;
}

function buildPropertiesSchema(category: DeviceTypeCategorySlug, input: NumberInput) {
  const shape = { ...commonShape(), ...categoryShape(category, input) };
  const optional = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()]));
  return z.strictObject(optional).superRefine(crossChecks);
}

/**
 * A change of `properties` (PATCH): each key given is set; `null` removes the key. The cross-key
 * checks run on the merged result (see mergeProperties).
 */
export function propertiesPatchSchemaFor(category: DeviceTypeCategorySlug) {
  let schema = builtPatches.get(category);
  if (!schema) {
    const shape = { ...commonShape(), ...categoryShape(category, 'strict') };
    schema = z.strictObject(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, value.nullable().optional()])));
    builtPatches.set(category, schema);
  }
  return schema;
}

const builtPatches = new Map<DeviceTypeCategorySlug, z.ZodObject>();

/** The cross-key checks alone, for a merged `properties`. */
export const propertiesCrossCheckSchema = z.record(z.string(), z.unknown()).superRefine(crossChecks);

/**
 * Applies a change to stored properties: keys set to `null` are removed, others replaced, keys not
 * named kept (including `appliedConfig`, which only devices report).
 */
export function mergeProperties(stored: Record<string, unknown>, change: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** Loose bounds for the envelope (before the model's category is known). */
export const propertiesEnvelopeSchema = z
  .record(z.string().min(1).max(64), z.unknown())
  .refine((value) => Object.keys(value).length <= 50, { message: 'validation.tooManyItems', params: { maximum: 50 } });
