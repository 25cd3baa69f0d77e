/**
 * The type-specific properties a device of each type category may carry, with their limits: the
 * limits of `api/src/devices/deviceProperties.ts`, with the unit each input shows (the API checks
 * them again; the import runs that module itself, through the api package's exports). The downlink settings are the Downlink tab's, and the water-level
 * calculation's three keys (elevation, heightOffset, boundary_distance) are edited here too, as the
 * API keeps them in properties.
 */
export type PropertyField = {
  key: string;
  kind: 'number' | 'integer' | 'text';
  min?: number;
  max: number;
  /** The unit shown beside the input. */
  unit?: string;
};

const common: PropertyField[] = [
  { key: 'firmwareVersion', kind: 'text', max: 50 },
  { key: 'locationId', kind: 'text', max: 100 },
];

const byCategory: Record<string, PropertyField[]> = {
  water_level: [
    { key: 'elevation', kind: 'number', min: -500, max: 9000, unit: 'm' },
    { key: 'boundary_distance', kind: 'number', min: 0, max: 100_000, unit: 'cm' },
    { key: 'heightOffset', kind: 'number', min: -100_000, max: 100_000, unit: 'cm' },
    { key: 'overFlowThreshold', kind: 'number', min: 0, max: 100_000, unit: 'cm' },
  ],
  soil_moisture: [
    { key: 'minVWC', kind: 'number', min: 0, max: 100, unit: '%' },
    { key: 'maxVWC', kind: 'number', min: 0, max: 100, unit: '%' },
    { key: 'probeTemperatureOffset', kind: 'number', min: -50, max: 50, unit: '°C' },
  ],
  street_sense: [
    { key: 'temperatureWarningBelow', kind: 'number', min: -60, max: 60, unit: '°C' },
    { key: 'temperatureDangerBelow', kind: 'number', min: -60, max: 60, unit: '°C' },
  ],
  camera: [
    { key: 'captureIntervalMinutes', kind: 'integer', min: 1, max: 1440, unit: 'min' },
    { key: 'wifiSsid', kind: 'text', max: 32 },
    { key: 'sntpServer', kind: 'text', max: 253 },
  ],
  diesel_level: [
    { key: 'tankCapacityLitres', kind: 'number', min: 0, max: 1_000_000, unit: 'l' },
    { key: 'tankHeightCm', kind: 'number', min: 0, max: 10_000, unit: 'cm' },
  ],
  rain: [{ key: 'mmPerTip', kind: 'number', min: 0.01, max: 10, unit: 'mm' }],
};

/** Pairs where the first may not exceed the second (the API's cross-key checks). */
export const orderedPropertyPairs: [low: string, high: string][] = [
  ['minVWC', 'maxVWC'],
  ['temperatureDangerBelow', 'temperatureWarningBelow'],
];

/** The properties a category's devices carry, common ones first. */
export function propertyFieldsOf(categorySlug: string): PropertyField[] {
  return [...common, ...(byCategory[categorySlug] ?? [])];
}
