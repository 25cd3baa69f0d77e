/** Readings that look like the demo fleet's: continuing from the device's latest values. */

export interface SimulatedDevice {
  id: string;
  /** Network id. */
  device: string;
  ownerId: string;
  category: string;
  networkType: string;
  networkProtocol: string;
  units: string[];
  /** The last values sent (or found in `latestMessage`), carried forward. */
  values: Record<string, number>;
}

const MONTHLY_MEAN_TEMPERATURE = [1.5, 1.2, 3.2, 7.0, 11.4, 14.8, 17.1, 16.9, 13.8, 9.7, 5.6, 2.6];
const round = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const gaussian = () => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());

const COUNTERS = new Set(['people_count', 'open_count', 'image_count', 'rain_total']);

/** One new set of readings at `time`; updates `device.values`. */
export function nextReadings(device: SimulatedDevice, time: Date): Record<string, number> {
  const previous = device.values;
  const hour = (time.getUTCHours() + 1) % 24;
  const seasonal = MONTHLY_MEAN_TEMPERATURE[time.getUTCMonth()]!;
  const daily = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const rain = Math.random() < 0.1 ? round(Math.random() * 3) : 0;
  const walk = (unit: string, start: number, step: number, min: number, max: number) =>
    round(clamp((previous[unit] ?? start) + gaussian() * step, min, max));
  const readings: Record<string, number> = {};
  for (const unit of device.units) {
    switch (unit) {
      case 'battery':
        // Drains slowly; the odd device gets a fresh battery.
        readings[unit] = (previous[unit] ?? 80) <= 3 ? 100 : round(Math.max(1, (previous[unit] ?? 80) - Math.random() * 0.05), 2);
        break;
      case 'water_level':
        readings[unit] = walk(unit, 60, 1.5, 0, 250);
        break;
      case 'temperature':
      case 'air_temperature':
        readings[unit] = round(seasonal + 3.5 * daily + gaussian() * 0.5);
        break;
      case 'soil_temperature':
        readings[unit] = round(seasonal + 1 + daily * 0.8);
        break;
      case 'road_temperature':
        readings[unit] = round(seasonal + 5 * daily - 1 + gaussian() * 0.8);
        break;
      case 'humidity':
        readings[unit] = round(clamp(82 - daily * 12 + rain * 4 + gaussian() * 3, 30, 100), 0);
        break;
      case 'wind_speed':
        readings[unit] = round(Math.abs(4 + gaussian() * 2.5));
        break;
      case 'rain':
        readings[unit] = rain;
        break;
      case 'vwc':
        readings[unit] = round(clamp((previous[unit] ?? 30) - 0.02 + rain * 0.9 + gaussian() * 0.2, 8, 48));
        break;
      case 'diesel_level': {
        const level = (previous[unit] ?? 80) - Math.random() * 0.4;
        readings[unit] = round(level < 15 ? 95 : level);
        break;
      }
      case 'door':
        readings[unit] = hour >= 7 && hour <= 17 && Math.random() < 0.25 ? 1 : 0;
        break;
      default:
        if (COUNTERS.has(unit)) {
          const increment = unit === 'rain_total' ? rain : hour >= 7 && hour <= 21 ? Math.round(Math.random() * 8) : Math.round(Math.random());
          readings[unit] = round((previous[unit] ?? Math.round(Math.random() * 10_000)) + increment);
        } else {
          readings[unit] = walk(unit, 50, 1, -1000, 1000);
        }
    }
  }
  device.values = { ...previous, ...readings };
  return readings;
}

/** Signal values in the scale each network reports. */
export function signalFor(device: SimulatedDevice): { signalStrength: number; rssi: number; rsrq?: number } {
  const base = (hashOf(device.id) % 1000) / 1000;
  if (device.networkType === 'sigfox') {
    const dbm = Math.round(-128 + base * 26 + gaussian() * 3);
    return { signalStrength: dbm, rssi: dbm };
  }
  if (device.networkType === 'nbiot') {
    const rssi = Math.round(-112 + base * 44 + gaussian() * 4);
    // Modems on MQTT/HTTP report a 0–100 quality (spec part 2 §9 bands), others the RSSI itself.
    const usesQualityScale = device.networkProtocol === 'mqtt' || device.networkProtocol === 'http';
    const signalStrength = usesQualityScale ? Math.round(clamp((rssi + 120) * 1.6, -5, 100)) : rssi;
    return { signalStrength, rssi, rsrq: Math.round(-14 + base * 9 + gaussian()) };
  }
  const quality = Math.round(clamp(35 + base * 60 + gaussian() * 6, 0, 100));
  return { signalStrength: quality, rssi: Math.round(-100 + quality * 0.6) };
}

/** An error code fitting the readings now and then (about one message in a hundred), else none. */
export function errorFor(device: SimulatedDevice, readings: Record<string, number>): string | undefined {
  if ((readings.battery ?? 100) < 20 && Math.random() < 0.2) return 'low_battery';
  if ((readings.road_temperature ?? 10) < 0 && Math.random() < 0.3) return 'frost_warning';
  if (Math.random() >= 0.01) return undefined;
  const codes = ['sensor_failure', 'communication_error', 'tamper', 'low_signal'];
  if (device.category === 'water_level') codes.push('overflow');
  return codes[Math.floor(Math.random() * codes.length)];
}

/** A stable number per id, to decide things (silent or not, signal level) the same way every run. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}
