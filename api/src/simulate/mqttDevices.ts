import { connectAsync, type MqttClient } from 'mqtt';
import { configTopic, uplinkTopic } from '../mqtt/mqttTopics.ts';
import { errorFor, nextReadings, signalFor, type SimulatedDevice } from './simulatedReadings.ts';

/** What a device applies before it has read a configuration (its factory settings). */
const FACTORY = { miAbove: 10, xtiAbove: 6, th: null as number | null, miUnder: 60, xtiUnder: 1 };
type DeviceConfig = typeof FACTORY;

interface MqttDevice {
  device: SimulatedDevice;
  client: MqttClient;
  config: DeviceConfig;
  messageCount: number;
}

export interface MqttFleet {
  readonly size: number;
  /** Sends every device's reading (or the share picked by `speaks`); answers how many were sent. */
  round(now: Date, speaks: (device: SimulatedDevice) => boolean): Promise<number>;
  close(): Promise<void>;
}

const isInterval = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** A configuration as a device firmware would check it: anything else is ignored. */
function configOf(payload: Buffer): DeviceConfig | undefined {
  try {
    const c = JSON.parse(payload.toString()) as Record<string, unknown>;
    if (![c.miAbove, c.xtiAbove, c.miUnder, c.xtiUnder].every(isInterval)) return undefined;
    if (c.th !== null && typeof c.th !== 'number') return undefined;
    return { miAbove: c.miAbove as number, xtiAbove: c.xtiAbove as number, th: c.th as number | null, miUnder: c.miUnder as number, xtiUnder: c.xtiUnder as number };
  } catch {
    return undefined;
  }
}

/**
 * Devices of MQTT models as the firmware behaves: each has its own connection (client id = network
 * id), subscribes to its configuration topic (the retained configuration arrives at once), applies
 * what it reads and answers with a reading right away, whose `appliedConfig` says what is in force:
 * the threshold, and the interval and measurements per transmission for its side of it (EVENT).
 */
export async function startMqttFleet(
  devices: SimulatedDevice[],
  opts: { url: string; log?: (message: string) => void; concurrency?: number },
): Promise<MqttFleet> {
  const log = opts.log ?? (() => undefined);
  const fleet: MqttDevice[] = [];

  const send = async (d: MqttDevice, now: Date) => {
    const readings = nextReadings(d.device, now);
    const errorCode = errorFor(d.device, readings);
    const main = readings[d.device.units[0] ?? ''] ?? 0;
    const above = d.config.th !== null && main >= d.config.th;
    d.messageCount++;
    const uplink = {
      time: now.toISOString(),
      readings,
      ...signalFor(d.device),
      ...(errorCode ? { errorCode } : {}),
      appliedConfig: {
        AcMI: above ? d.config.miAbove : d.config.miUnder,
        AcXTI: above ? d.config.xtiAbove : d.config.xtiUnder,
        ...(d.config.th === null ? {} : { THVal: d.config.th }),
        EVENT: above ? 1 : 0,
        MsgCnt: d.messageCount,
        deviceType: d.device.category,
      },
    };
    await d.client.publishAsync(uplinkTopic(d.device.device), JSON.stringify(uplink), { qos: 1 });
  };

  const connectOne = async (device: SimulatedDevice) => {
    const client = await connectAsync(opts.url, { clientId: `sim-${device.device}`.slice(0, 120), reconnectPeriod: 2000, connectTimeout: 10_000 });
    const d: MqttDevice = { device, client, config: { ...FACTORY }, messageCount: 0 };
    client.on('message', (_topic, payload) => {
      const config = configOf(payload);
      if (!config) return log(`${device.device}: ignored an unreadable configuration`);
      d.config = config;
      // The acknowledgement: a reading at once, one second on so it never repeats the previous time.
      send(d, new Date(Math.ceil(Date.now() / 1000) * 1000)).catch((error: unknown) => log(`${device.device}: ${String(error)}`));
    });
    await client.subscribeAsync(configTopic(device.device), { qos: 1 });
    fleet.push(d);
  };

  // A few connections at a time: a large fleet must not open thousands of sockets in one go.
  const concurrency = opts.concurrency ?? 20;
  for (let i = 0; i < devices.length; i += concurrency) {
    await Promise.all(devices.slice(i, i + concurrency).map(connectOne));
  }

  return {
    get size() {
      return fleet.length;
    },
    async round(now, speaks) {
      const speaking = fleet.filter((d) => speaks(d.device));
      await Promise.all(speaking.map((d) => send(d, now)));
      return speaking.length;
    },
    async close() {
      await Promise.all(fleet.map((d) => d.client.endAsync()));
    },
  };
}
