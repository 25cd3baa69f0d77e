import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { startEmbeddedBroker } from '../../src/mqtt/embeddedBroker.ts';
import { createMqttService } from '../../src/mqtt/mqttService.ts';
import { configTopic, uplinkTopic } from '../../src/mqtt/mqttTopics.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeDevice } from '../routes/v1/devices/fixtures.ts';
import { brokerKind, brokerUrl, deviceClient, eventually, testMqttConfig } from './mqttTestSupport.ts';

let t: TestApp;
const mqttConfig = testMqttConfig();
let mqttDevice: { id: string; device: string };
let nbiotDevice: { id: string; device: string };
const clients: MqttClient[] = [];

async function device(networkType: string) {
  const made = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType });
  const [row] = await t.database.db.select({ device: schema.devices.device }).from(schema.devices).where(eq(schema.devices.id, made.id));
  return { id: made.id, device: row!.device };
}
const messagesOf = (deviceId: string) => t.database.db.select().from(schema.deviceMessages).where(eq(schema.deviceMessages.deviceId, deviceId));
const reading = (offsetMs = 0, extra: Record<string, unknown> = {}) => ({
  time: new Date(Math.floor(Date.now() / 1000) * 1000 - 10_000 + offsetMs).toISOString(),
  readings: { water_level: 50 },
  ...extra,
});
/** A logger that keeps its JSON lines (a real pino logger through Fastify). */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } }).log;
  return { log, lines };
}

beforeAll(async () => {
  t = await createTestApp({ config: { mqtt: mqttConfig } });
  await t.app.mqtt!.whenReady();
  mqttDevice = await device('mqtt');
  nbiotDevice = await device('nbiot');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t?.close();
});

describe(`MQTT uplinks (${brokerKind})`, () => {
  it('drops hostile uplinks, says why in the log, and keeps serving the good ones', async () => {
    const before = t.app.mqtt!.stats();
    const refusedBefore = t.app.mqttBroker?.refused ?? 0;
    const sender = await deviceClient(t);
    clients.push(sender);
    const send = (topic: string, payload: string | Buffer) => sender.publishAsync(topic, payload, { qos: 1 });

    await send(uplinkTopic(mqttDevice.device), 'not json {');
    await send(uplinkTopic(`unknown-${randomUUID()}`), JSON.stringify(reading()));
    await send(uplinkTopic(mqttDevice.device), JSON.stringify({ time: 12, readings: { water_level: 'high' } }));
    await send(uplinkTopic(mqttDevice.device), JSON.stringify({ ...reading(), reboot: true }));
    await send(uplinkTopic(mqttDevice.device), JSON.stringify(reading(0, { appliedConfig: { AcMI: -1, AcXTI: 'x', EVENT: 7, MsgCnt: 1.5 } })));
    await send(uplinkTopic(mqttDevice.device), JSON.stringify(reading(0, { readings: { no_such_unit: 1 } })));
    await send(uplinkTopic(nbiotDevice.device), JSON.stringify(reading()));
    await send(uplinkTopic(mqttDevice.device), JSON.stringify([1, 2, 3]));
    await send(uplinkTopic(mqttDevice.device), 'null');

    // 1 MB: the embedded broker refuses it and disconnects the sender; another broker passes it on
    // and the API drops it unread.
    const big = await deviceClient(t);
    clients.push(big);
    big.on('error', () => undefined);
    big.publish(uplinkTopic(mqttDevice.device), Buffer.alloc(1024 * 1024, 'a'), { qos: 1 });

    await eventually(() => {
      const { dropped } = t.app.mqtt!.stats();
      const droppedTooLarge = (dropped.tooLarge ?? 0) - (before.dropped.tooLarge ?? 0);
      const refused = (t.app.mqttBroker?.refused ?? 0) - refusedBefore;
      const done =
        (dropped.notJson ?? 0) - (before.dropped.notJson ?? 0) >= 1 &&
        (dropped.unknownDevice ?? 0) - (before.dropped.unknownDevice ?? 0) >= 1 &&
        (dropped.invalid ?? 0) - (before.dropped.invalid ?? 0) >= 5 &&
        (dropped.rejected ?? 0) - (before.dropped.rejected ?? 0) >= 1 &&
        (dropped.notMqttDevice ?? 0) - (before.dropped.notMqttDevice ?? 0) >= 1 &&
        droppedTooLarge + refused >= 1;
      return done ? true : undefined;
    }, `every hostile uplink dropped (${JSON.stringify(t.app.mqtt!.stats())})`);
    expect(await messagesOf(mqttDevice.id)).toEqual([]);
    expect(await messagesOf(nbiotDevice.id)).toEqual([]);

    // Still serving: a good reading is stored.
    const good = reading(1000);
    await send(uplinkTopic(mqttDevice.device), JSON.stringify(good));
    await eventually(async () => ((await messagesOf(mqttDevice.id)).length === 1 ? true : undefined), 'the good reading');
  });

  it('logs each dropped uplink with its reason and device', async () => {
    const { log, lines } = collectingLogger();
    const service = createMqttService({
      url: brokerUrl(t),
      ...(t.app.mqttBroker ? t.app.mqttBroker.credentials : {}),
      sharedGroup: t.app.mqttBroker ? undefined : `test-${randomUUID().slice(0, 8)}`,
      db: t.database.db,
      log,
      reconnectPeriodMs: 200,
    });
    try {
      await service.whenReady();
      const sender = await deviceClient(t);
      clients.push(sender);
      const unknown = `unknown-${randomUUID()}`;
      await sender.publishAsync(uplinkTopic(unknown), JSON.stringify(reading()), { qos: 1 });
      await sender.publishAsync(uplinkTopic(mqttDevice.device), '{{', { qos: 1 });
      const entries = await eventually(() => {
        const found = lines.filter((l) => l.msg === 'mqtt: uplink dropped');
        return found.length >= 2 ? found : undefined;
      }, 'two log lines');
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 40, reason: 'unknownDevice', networkId: unknown }),
          expect.objectContaining({ level: 40, reason: 'notJson', networkId: mqttDevice.device }),
        ]),
      );
    } finally {
      await service.close();
    }
  });

  it('stores each reading once when two API instances listen to one broker and database', async () => {
    // The second instance: on another broker, the same shared-subscription group (each uplink goes to
    // one of them); on the embedded broker, which has no shared subscriptions, both get every uplink
    // and the writes are idempotent.
    const second = createMqttService({
      url: brokerUrl(t),
      ...(t.app.mqttBroker ? t.app.mqttBroker.credentials : {}),
      sharedGroup: mqttConfig.sharedGroup,
      db: t.database.db,
      log: collectingLogger().log,
      reconnectPeriodMs: 200,
    });
    const first = t.app.mqtt!;
    const receivedBefore = first.stats().received;
    try {
      await second.whenReady();
      const target = await device('mqtt');
      const sender = await deviceClient(t);
      clients.push(sender);
      const sent = 20;
      for (let i = 0; i < sent; i++) {
        await sender.publishAsync(
          uplinkTopic(target.device),
          JSON.stringify(reading(i * 1000, { appliedConfig: { AcMI: 10, AcXTI: 2, EVENT: 0, MsgCnt: i } })),
          { qos: 1 },
        );
      }
      await eventually(async () => ((await messagesOf(target.id)).length === sent ? true : undefined), `${sent} readings`);
      // Shared group: the broker spread the uplinks over both instances. Embedded broker (no shared
      // subscriptions): both got every one, and the second write changed nothing. (At least: on a
      // shared broker other test files' uplinks reach these instances too.)
      await eventually(
        () =>
          mqttConfig.sharedGroup
            ? first.stats().received - receivedBefore >= 1 && second.stats().received >= 1 || undefined
            : second.stats().received >= sent || undefined,
        'deliveries to both instances',
      );
      expect(await messagesOf(target.id)).toHaveLength(sent);
      const [config] = await t.database.db.select().from(schema.downlinkConfigs).where(eq(schema.downlinkConfigs.deviceId, target.id));
      expect(config!.messageCount).toBe(sent - 1);
      expect(first.connected).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('when the broker goes away', () => {
  it('keeps saving, and delivers the configuration once the broker is back (republished on reconnect)', async () => {
    const { log, lines } = collectingLogger();
    const password = randomUUID();
    let broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, log, password });
    const port = broker.port;
    const app = await createTestApp({
      config: { mqtt: { url: `mqtt://fieldsense-api:${password}@127.0.0.1:${port}`, host: '127.0.0.1', port: 0, reconnectPeriodMs: 100 } },
    });
    try {
      await app.app.mqtt!.whenReady();
      const token = await app.login('admin@example.com');
      const target = await makeDevice(app, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'mqtt' });
      const [row] = await app.database.db.select({ device: schema.devices.device }).from(schema.devices).where(inArray(schema.devices.id, [target.id]));
      const networkId = row!.device;

      await broker.close();
      await eventually(() => (app.app.mqtt!.connected ? undefined : true), 'the client to notice');
      const config = { miAbove: 2, xtiAbove: 1, th: 80, miUnder: 15, xtiUnder: 4 };
      const response = await app.app.inject({ method: 'PUT', url: `/api/v1/devices/${target.id}/downlink-config`, payload: config, headers: app.auth(token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().delivery).toBe('queued');

      broker = await startEmbeddedBroker({ host: '127.0.0.1', port, log, password });
      await app.app.mqtt!.whenReady();
      const subscriber = await (await import('mqtt')).connectAsync(broker.url, { reconnectPeriod: 0 });
      try {
        const received = new Promise<unknown>((resolve) => subscriber.on('message', (_t, payload) => resolve(JSON.parse(payload.toString()))));
        await subscriber.subscribeAsync(configTopic(networkId), { qos: 1 });
        expect(await received).toMatchObject(config);
      } finally {
        await subscriber.endAsync(true);
      }
    } finally {
      await app.close();
      await broker.close();
    }
    expect(lines.some((l) => l.level === 40 && l.msg === 'mqtt broker: wrong password for the API user')).toBe(false);
  });
});
