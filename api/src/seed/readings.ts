import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DeviceTypeCategorySlug, LatestMessage, NetworkProtocol, NetworkType } from '../db/schema/index.ts';
import { cadenceMinutes } from './catalog.ts';
import { createRng, type Rng } from './prng.ts';

/** Mean air temperature (°C) of each month in Denmark, for seasonal readings. */
const MONTHLY_MEAN_TEMPERATURE = [1.5, 1.2, 3.2, 7.0, 11.4, 14.8, 17.1, 16.9, 13.8, 9.7, 5.6, 2.6];

export interface ReadingsDevice {
  id: string;
  category: DeviceTypeCategorySlug;
  networkType: NetworkType;
  networkProtocol: NetworkProtocol;
  /** Per-device seed so each device's series does not depend on the others. */
  seed: number;
  /** First and last reading (inclusive), epoch ms. */
  from: number;
  to: number;
  /** Errors the device reported, by epoch ms (rounded onto its cadence). */
  errors: Map<number, string>;
  /** For water level: the overflow threshold in cm. */
  overflowThreshold?: number;
  /** Battery level at `from`. */
  batteryStart: number;
}

interface MessageRow {
  d: string;
  t: number;
  v: Record<string, number>;
  s: number | null;
  r: number | null;
  q: number | null;
  n: number;
  e: string | null;
}

/** Buffers readings and writes them in large `json_to_recordset` inserts (one parameter each). */
export class ReadingsWriter {
  private rows: MessageRow[] = [];
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly batchSize = 20_000,
  ) {}

  async add(row: MessageRow): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const payload = JSON.stringify(this.rows);
    this.count += this.rows.length;
    this.rows = [];
    await this.db.execute(sql`
      insert into device_messages (device_id, time, data, signal_strength, rssi, rsrq, seq_number, error_code)
      select d, to_timestamp(t), v, s, r, q, n, e
      from json_to_recordset(${payload}::json) as x(d uuid, t double precision, v jsonb, s real, r real, q real, n integer, e text)`);
  }
}

/** A shared weather pattern: whether it rains in a given hour, the same for every device. */
export function createWeather(seed: number) {
  const cache = new Map<number, number>();
  /** Rain intensity (mm/h) at hour `hourIndex` since the epoch. */
  return (hourIndex: number): number => {
    const day = Math.floor(hourIndex / 24);
    let dayIntensity = cache.get(day);
    if (dayIntensity === undefined) {
      const rng = createRng(seed ^ (day * 2654435761));
      dayIntensity = rng.chance(0.4) ? rng.float(0.2, 3.5) : 0;
      cache.set(day, dayIntensity);
    }
    if (dayIntensity === 0) return 0;
    const hourRng = createRng(seed ^ (hourIndex * 40503));
    return hourRng.chance(0.35) ? Math.round(dayIntensity * hourRng.float(0.2, 1.8) * 10) / 10 : 0;
  };
}

const round = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Writes one device's readings from `from` to `to` on its type's cadence, with daily rhythms,
 * seasonal temperatures, shared rain, slowly draining batteries and accumulating counters.
 * Returns the newest message (for `devices.latest_message`), or null when there were none.
 */
export async function writeDeviceReadings(
  writer: ReadingsWriter,
  device: ReadingsDevice,
  rainAt: (hourIndex: number) => number,
): Promise<LatestMessage | null> {
  const rng = createRng(device.seed);
  const stepMs = cadenceMinutes[device.category] * 60_000;
  const signal = signalProfile(device, rng);
  const state = initialState(device, rng);
  let latest: LatestMessage | null = null;
  let seq = rng.int(0, 4000);
  for (let time = device.from; time <= device.to; time += stepMs) {
    const date = new Date(time);
    const hourIndex = Math.floor(time / 3_600_000);
    const hour = (date.getUTCHours() + 1) % 24; // Danish local time (CET) drives the daily rhythm
    const rain = rainAt(hourIndex);
    const data = nextReading(device, state, rng, { date, hour, rain, stepHours: stepMs / 3_600_000 });
    const signalReading = signal(rng);
    seq = (seq + 1) % 4096;
    const row: MessageRow = {
      d: device.id,
      t: time / 1000,
      v: data,
      s: signalReading.signalStrength,
      r: signalReading.rssi,
      q: signalReading.rsrq,
      n: seq,
      e: device.errors.get(time) ?? null,
    };
    await writer.add(row);
    latest = { time: date.toISOString(), data, ...signalReading };
  }
  return latest;
}

interface SignalReading {
  signalStrength: number | null;
  rssi: number | null;
  rsrq: number | null;
}

/**
 * Signal in the scale each network reports: 0..100 quality for MQTT/HTTP transports, dBm otherwise
 * (the bands the device pages colour by).
 */
function signalProfile(device: ReadingsDevice, rng: Rng): (rng: Rng) => SignalReading {
  const usesQualityScale = device.networkProtocol === 'mqtt' || device.networkProtocol === 'http';
  if (device.networkType === 'sigfox') {
    const base = rng.float(-128, -102);
    return (r) => {
      const dbm = round(clamp(base + r.gaussian() * 3, -160, -90), 0);
      return { signalStrength: dbm, rssi: dbm, rsrq: null };
    };
  }
  if (device.networkType === 'nbiot') {
    const baseRssi = rng.float(-112, -68);
    const baseRsrq = rng.float(-14, -5);
    return (r) => {
      const rssi = round(clamp(baseRssi + r.gaussian() * 4, -130, -50), 0);
      const rsrq = round(clamp(baseRsrq + r.gaussian(), -20, -3), 0);
      // Quality 0..100 derived from RSSI for MQTT/HTTP-connected modems, else the RSSI itself.
      const signalStrength = usesQualityScale ? round(clamp((rssi + 120) * 1.6, -5, 100), 0) : rssi;
      return { signalStrength, rssi, rsrq };
    };
  }
  const base = rng.float(35, 95);
  return (r) => {
    const quality = round(clamp(base + r.gaussian() * 6, 0, 100), 0);
    return { signalStrength: quality, rssi: round(-100 + quality * 0.6, 0), rsrq: null };
  };
}

interface State {
  battery: number;
  batteryDrainPerStep: number;
  level: number;
  baseLevel: number;
  counter: number;
  counterScale: number;
  rainTotal: number;
  vwc: number;
  diesel: number;
  dieselUsePerStep: number;
  offset: number;
}

function initialState(device: ReadingsDevice, rng: Rng): State {
  return {
    battery: device.batteryStart,
    batteryDrainPerStep: rng.float(0.0005, 0.004) * (cadenceMinutes[device.category] / 60),
    level: 0,
    baseLevel: rng.float(25, 110),
    counter: rng.int(1_000, 250_000),
    counterScale: rng.float(0.4, 3),
    rainTotal: round(rng.float(0, 400)),
    vwc: rng.float(22, 38),
    diesel: rng.float(35, 95),
    dieselUsePerStep: rng.float(0.05, 0.6),
    offset: rng.gaussian(),
  };
}

interface Moment {
  date: Date;
  hour: number;
  rain: number;
  stepHours: number;
}

function nextReading(device: ReadingsDevice, state: State, rng: Rng, moment: Moment): Record<string, number> {
  const { date, hour, rain, stepHours } = moment;
  state.battery = Math.max(1, state.battery - state.batteryDrainPerStep);
  const battery = round(state.battery, 0);
  const seasonal = MONTHLY_MEAN_TEMPERATURE[date.getUTCMonth()]! + state.offset;
  // Coldest around 05:00, warmest around 15:00.
  const daily = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const air = seasonal + 3.5 * daily + rng.gaussian() * 0.6;
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;

  switch (device.category) {
    case 'water_level': {
      // Rain lifts the level, which then drains back towards its base.
      state.level = state.level * 0.85 + rain * rng.float(4, 9);
      const level = state.baseLevel + state.level + rng.gaussian() * 1.5;
      const overflowBoost = device.errors.get(date.getTime()) === 'overflow' ? (device.overflowThreshold ?? 150) - level + 8 : 0;
      return { water_level: round(level + Math.max(0, overflowBoost)), temperature: round(seasonal + daily + 2), battery };
    }
    case 'weather_station':
      return {
        temperature: round(air),
        humidity: round(clamp(82 - daily * 12 + rain * 4 + rng.gaussian() * 3, 30, 100), 0),
        wind_speed: round(Math.abs(4 + rng.gaussian() * 2.5 + (rain > 0 ? 3 : 0))),
        rain,
        battery,
      };
    case 'soil_moisture':
      state.vwc = clamp(state.vwc - 0.04 * stepHours + rain * 0.9, 8, 48);
      return {
        vwc: round(state.vwc + rng.gaussian() * 0.3),
        soil_temperature: round(seasonal + 1 + daily * 0.8),
        battery,
      };
    case 'person_counter': {
      const activity = hour >= 7 && hour <= 21 ? Math.sin(((hour - 7) / 14) * Math.PI) : 0;
      const visitors = Math.max(0, Math.round(activity * 60 * state.counterScale * (weekend ? 1.4 : 1) + rng.gaussian() * 4));
      state.counter += visitors;
      return { people_count: state.counter, battery };
    }
    case 'rain':
      state.rainTotal = round(state.rainTotal + rain);
      return { rain, rain_total: state.rainTotal, battery };
    case 'door': {
      const open = hour >= 7 && hour <= 17 && !weekend && rng.chance(0.25) ? 1 : 0;
      state.counter += open + (hour >= 7 && hour <= 17 && !weekend ? rng.int(0, 4) : 0);
      return { door: open, open_count: state.counter, battery };
    }
    case 'camera':
      state.counter += rng.int(2, 6);
      return { image_count: state.counter, temperature: round(air + 4), battery };
    case 'diesel_level':
      state.diesel -= state.dieselUsePerStep * (hour >= 6 && hour <= 20 ? 1.5 : 0.4);
      if (state.diesel < 15) state.diesel = rng.float(92, 98); // refilled
      return { diesel_level: round(state.diesel), battery };
    case 'street_sense': {
      // Asphalt swings wider than the air: colder on clear nights, warmer in the sun.
      const road = seasonal + 5 * daily - 1 + rng.gaussian() * 0.8;
      return {
        road_temperature: round(road),
        air_temperature: round(air),
        humidity: round(clamp(80 - daily * 10 + rain * 5 + rng.gaussian() * 3, 30, 100), 0),
        battery,
      };
    }
  }
}
