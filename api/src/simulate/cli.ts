/**
 * `pnpm simulate`: makes the demo fleet talk. Signs in through the REST API, gets an API key per
 * organisation, and every few seconds posts realistic readings for the installed demo devices to
 * `POST /api/v1/ingest/messages`, with an occasional error code; a few devices stay silent so
 * the heartbeat job has something to find. Devices of MQTT models (a broker number) talk MQTT
 * instead: each connects to the broker, reads its downlink configuration, applies it and reports it
 * applied in its readings (simulate/mqttDevices.ts).
 *
 *   pnpm simulate [--once] [--interval <seconds>] [--devices <count>] [--cadence <seconds>] [--device <network id> …]
 *
 * `--device` (repeatable) makes only the named devices talk, silent ones included: one device driven
 * on its own (the e2e downlink test does this, so that the rest of the fleet stays as it is).
 *
 * Env: API_URL (default http://localhost:4100), SIMULATE_EMAIL / SIMULATE_PASSWORD (the demo
 * administrator), DATA_DIR (where the keys file lives), MQTT_URL (default mqtt://127.0.0.1:$MQTT_PORT,
 * port 1883: the API's embedded broker).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../db/client.ts';
import { startMqttFleet, type MqttFleet } from './mqttDevices.ts';
import { signIn } from './restClient.ts';
import { errorFor, hashOf, nextReadings, signalFor, type SimulatedDevice } from './simulatedReadings.ts';
import { simulatorKeys } from './simulatorKeys.ts';

/** Share of devices that never report (hash of the device id, so the same ones every run). */
const SILENT_SHARE = 0.04;
const BATCH_SIZE = 1000;

interface DeviceListItem {
  _id: string;
  device: string;
  owner: { _id: string };
  deviceModel: { _id: string };
  deviceType: { slug: string };
  lifecycle: string;
}
interface DeviceModel {
  _id: string;
  network_type: string;
  networkProtocol: string;
  data_model: { unit: { slug: string } }[];
  mqtt: { brokerNumber: number } | null;
}
interface MonitoringRecord {
  device: { _id: string; latestMessage: { data: Record<string, number | null> } | null };
}
interface Page<T> {
  data: T[];
  lastPage: number;
}

async function main() {
  if (process.env.NODE_ENV === 'production') {
    console.error('[simulate] refuses to run with NODE_ENV=production: it writes made-up readings.');
    process.exit(1);
  }
  const { values } = parseArgs({
    options: {
      once: { type: 'boolean', default: false },
      interval: { type: 'string', default: '5' },
      devices: { type: 'string' },
      cadence: { type: 'string', default: '60' },
      device: { type: 'string', multiple: true },
    },
  });
  const intervalMs = Math.max(0.5, Number(values.interval)) * 1000;
  const cadenceMs = Math.max(1, Number(values.cadence)) * 1000;
  const limit = values.devices ? Math.max(1, Number(values.devices)) : Infinity;
  if (!Number.isFinite(intervalMs) || !Number.isFinite(cadenceMs)) throw new Error('--interval and --cadence take seconds');

  const apiUrl = (process.env.API_URL ?? 'http://localhost:4100').replace(/\/$/, '');
  const client = await signIn(apiUrl, process.env.SIMULATE_EMAIL ?? 'admin@example.com', process.env.SIMULATE_PASSWORD ?? 'Demo1234!');

  const models = new Map((await client.get<{ data: DeviceModel[] }>('/devices/devicemodels')).data.map((m) => [m._id, m]));
  const fleet: SimulatedDevice[] = [];
  const overMqtt = new Set<string>();
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    const result = await client.get<Page<DeviceListItem>>(`/devices?perPage=10000&page=${page}`);
    lastPage = result.lastPage;
    for (const d of result.data) {
      const model = models.get(d.deviceModel._id);
      if (d.lifecycle !== 'installed' || !model) continue;
      fleet.push({
        id: d._id,
        device: d.device,
        ownerId: d.owner._id,
        category: d.deviceType.slug,
        networkType: model.network_type,
        networkProtocol: model.networkProtocol,
        units: model.data_model.map((entry) => entry.unit.slug),
        values: {},
      });
      if (model.mqtt) overMqtt.add(d._id);
    }
  }
  const named = new Set(values.device ?? []);
  const speaking = named.size > 0 ? fleet.filter((d) => named.has(d.device)) : fleet.filter((d) => (hashOf(d.id) % 1000) / 1000 >= SILENT_SHARE);
  if (named.size > 0 && speaking.length < named.size) {
    const found = new Set(speaking.map((d) => d.device));
    console.warn(`[simulate] not installed or unknown: ${[...named].filter((n) => !found.has(n)).join(', ')}`);
  }
  const talking = speaking.slice(0, limit);
  await continueFromLatest(client, talking);

  const mqttUrl = process.env.MQTT_URL || `mqtt://127.0.0.1:${process.env.MQTT_PORT || 1883}`;
  let mqttFleet: MqttFleet | undefined;
  const mqttDevices = talking.filter((d) => overMqtt.has(d.id));
  if (mqttDevices.length > 0) {
    try {
      mqttFleet = await startMqttFleet(mqttDevices, { url: mqttUrl, log: (message) => console.warn(`[simulate] mqtt ${message}`) });
    } catch (error) {
      console.warn(`[simulate] MQTT broker ${mqttUrl} not reached (${error instanceof Error ? error.message : error}): the ${mqttDevices.length} MQTT devices stay silent`);
    }
  }

  const organizationIds = [...new Set(talking.map((d) => d.ownerId))];
  const keysFile = path.join(process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir(), 'simulator-keys.json');
  const keys = await simulatorKeys(client, apiUrl, organizationIds, keysFile);
  console.log(
    `[simulate] ${talking.length} devices in ${organizationIds.length} organisations talk to ${apiUrl}; ` +
      `${mqttFleet ? `${mqttFleet.size} of them over MQTT (${mqttUrl}); ` : ''}${fleet.length - talking.length} installed devices stay silent. ${values.once ? 'One round.' : `Every ${intervalMs / 1000} s (Ctrl-C stops).`}`,
  );

  let stopping = false;
  process.on('SIGINT', () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log('\n[simulate] stopping');
  });

  let round = 0;
  while (!stopping) {
    round++;
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    // --once: every device speaks; otherwise each about once per cadence.
    const share = values.once ? 1 : Math.min(1, intervalMs / cadenceMs);
    const byOrganization = new Map<string, unknown[]>();
    const mqttSent = mqttFleet ? await mqttFleet.round(now, () => Math.random() < share) : 0;
    for (const device of talking) {
      if (overMqtt.has(device.id) || Math.random() >= share) continue;
      const readings = nextReadings(device, now);
      const errorCode = errorFor(device, readings);
      const messages = byOrganization.get(device.ownerId) ?? [];
      messages.push({ device: device.device, time: now.toISOString(), readings, ...signalFor(device), ...(errorCode ? { errorCode } : {}) });
      byOrganization.set(device.ownerId, messages);
    }
    let accepted = 0;
    let failed = 0;
    for (const [organizationId, messages] of byOrganization) {
      for (let i = 0; i < messages.length; i += BATCH_SIZE) {
        const response = await fetch(`${apiUrl}/api/v1/ingest/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': keys.get(organizationId)! },
          body: JSON.stringify({ messages: messages.slice(i, i + BATCH_SIZE) }),
        });
        const body = (await response.json()) as { accepted?: number; failed?: { code: string; message: string }[]; message?: string };
        if (response.status !== 202) {
          console.warn(`[simulate] ${response.status} for ${organizationId}: ${body.message ?? ''}`);
          failed += messages.length;
          continue;
        }
        accepted += body.accepted ?? 0;
        failed += body.failed?.length ?? 0;
        if (body.failed?.length) console.warn(`[simulate] e.g. ${body.failed[0]!.code}: ${body.failed[0]!.message}`);
      }
    }
    console.log(`[simulate] round ${round}: ${accepted} messages accepted${failed ? `, ${failed} failed` : ''}${mqttFleet ? `, ${mqttSent} sent over MQTT` : ''}`);
    if (values.once) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await mqttFleet?.close();
}

/** Counters and levels carry on from each device's latest message (best effort: monitoring records). */
async function continueFromLatest(client: Awaited<ReturnType<typeof signIn>>, devices: SimulatedDevice[]) {
  const byId = new Map(devices.map((d) => [d.id, d]));
  try {
    for (let page = 1, lastPage = 1; page <= lastPage; page++) {
      const result = await client.get<Page<MonitoringRecord>>(`/monitoring?perPage=100&page=${page}`);
      lastPage = result.lastPage;
      for (const record of result.data) {
        const device = byId.get(record.device._id);
        const data = record.device.latestMessage?.data;
        if (!device || !data) continue;
        for (const [unit, value] of Object.entries(data)) if (typeof value === 'number') device.values[unit] = value;
      }
    }
  } catch (error) {
    console.warn(`[simulate] starting from fresh values (${error instanceof Error ? error.message : error})`);
  }
}

main().catch((error: unknown) => {
  console.error('[simulate] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
