import type { DevicePropertiesResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { DevicePropertiesSource } from '../../src/mappers.ts';

// Stored values are checked by the API on the way in; on the way out a value of another type (an
// older row) reads as unset rather than failing the whole device.
const text = (key: string) => (p: DevicePropertiesSource) => (typeof p[key] === 'string' ? p[key] : null);
const number = (key: string) => (p: DevicePropertiesSource) => (typeof p[key] === 'number' && Number.isFinite(p[key]) ? p[key] : null);
const integer = (key: string) => (p: DevicePropertiesSource) => (Number.isInteger(p[key]) ? (p[key] as number) : null);

export const DeviceProperties: DevicePropertiesResolvers = {
  firmwareVersion: text('firmwareVersion'),
  locationId: (p) => (typeof p.locationId === 'string' || typeof p.locationId === 'number' ? String(p.locationId) : null),
  miAbove: integer('miAbove'),
  xtiAbove: integer('xtiAbove'),
  th: number('th'),
  miUnder: integer('miUnder'),
  xtiUnder: integer('xtiUnder'),
  overFlowThreshold: number('overFlowThreshold'),
  minVWC: number('minVWC'),
  maxVWC: number('maxVWC'),
  probeTemperatureOffset: number('probeTemperatureOffset'),
  temperatureWarningBelow: number('temperatureWarningBelow'),
  temperatureDangerBelow: number('temperatureDangerBelow'),
  captureIntervalMinutes: integer('captureIntervalMinutes'),
  wifiSsid: text('wifiSsid'),
  sntpServer: text('sntpServer'),
  tankCapacityLitres: number('tankCapacityLitres'),
  tankHeightCm: number('tankHeightCm'),
  mmPerTip: number('mmPerTip'),
  json: (p) => p,
};
