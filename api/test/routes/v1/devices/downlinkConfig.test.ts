import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { configTopic, uplinkTopic } from '../../../../src/mqtt/mqttTopics.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { brokerKind, deviceClient, eventually, testMqttConfig } from '../../../mqtt/mqttTestSupport.ts';
import { makeDevice } from './fixtures.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string> = {} as never;
const devices: Record<'vejle' | 'aarhus' | 'nbiot' | 'deleted', { id: string; ownerId: string; device: string }> = {} as never;
const clients: MqttClient[] = [];

const url = (id: string) => `/api/v1/devices/${id}/downlink-config`;
const get = (id: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url(id), headers: { ...(token ? t.auth(token) : {}), ...headers } });
const put = (id: string, payload: unknown, token: string | undefined = tokens.vejleAdmin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: url(id), payload: payload as object, headers: { ...(token ? t.auth(token) : {}), ...headers } });

const config = { miAbove: 5, xtiAbove: 3, th: 120.5, miUnder: 30, xtiUnder: 2 };

async function mqttDevice(org: string, opts: { networkType?: string; deleted?: boolean } = {}) {
  const made = await makeDevice(t, { org, category: 'water_level', networkType: opts.networkType ?? 'mqtt', deleted: opts.deleted });
  const [row] = await t.database.db.select({ device: schema.devices.device }).from(schema.devices).where(eq(schema.devices.id, made.id));
  return { ...made, device: row!.device };
}

beforeAll(async () => {
  t = await createTestApp({ config: { mqtt: testMqttConfig() } });
  await t.app.mqtt!.whenReady();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.vejleAdmin = await t.login('sofie.jensen@example.com');
  devices.vejle = await mqttDevice('Vejle Forsyning');
  devices.aarhus = await mqttDevice('Aarhus Kommune');
  devices.nbiot = await mqttDevice('Vejle Forsyning', { networkType: 'nbiot' });
  devices.deleted = await mqttDevice('Vejle Forsyning', { deleted: true });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t?.close();
});

describe(`GET/PUT /api/v1/devices/{id}/downlink-config (${brokerKind})`, () => {
  it('answers an MQTT device never configured with nothing requested or applied', async () => {
    const response = await get(devices.vejle.id, tokens.vejleAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      deviceId: devices.vejle.id,
      device: devices.vejle.device,
      brokerNumber: expect.any(Number),
      topic: `fieldsense/devices/${devices.vejle.device}/config`,
      deleted: false,
      requested: null,
      applied: null,
      inSync: false,
    });
  });

  it('saves with an audit entry, and publishes a retained QoS 1 message that a fresh subscriber receives', async () => {
    const response = await put(devices.vejle.id, config);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      requested: { ...config, updatedBy: { name: 'Sofie Jensen' } },
      applied: null,
      inSync: false,
      delivery: 'published',
    });
    expect(Date.parse(body.requested.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    // What is stored: the table's columns and the device's properties (the spec's names).
    const [row] = await t.database.db.select().from(schema.downlinkConfigs).where(eq(schema.downlinkConfigs.deviceId, devices.vejle.id));
    expect(row).toMatchObject({ measurementInterval: 30, measurementsPerTransmission: 2, thresholdAbove: 120.5 });
    const [device] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, devices.vejle.id));
    expect(device!.properties).toMatchObject(config);
    const audits = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, devices.vejle.id), eq(schema.auditLog.action, 'device.downlinkConfig.update')));
    expect(audits).toHaveLength(1);
    const changes = {
      'properties.miAbove': { before: null, after: 5 },
      'properties.xtiAbove': { before: null, after: 3 },
      'properties.th': { before: null, after: 120.5 },
      'properties.miUnder': { before: null, after: 30 },
      'properties.xtiUnder': { before: null, after: 2 },
    };
    expect(audits[0]!.changes).toEqual(changes);
    // The device's audit trail serves it (a wrong shape once made this page fail).
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/devices/${devices.vejle.id}/audit`, headers: t.auth(tokens.vejleAdmin) });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data[0]).toMatchObject({ action: 'device.downlinkConfig.update', changes });

    // A device connecting afterwards gets the retained configuration at once.
    const subscriber = await deviceClient(t);
    clients.push(subscriber);
    const received = new Promise<{ payload: unknown; retain: boolean; qos: number }>((resolve) =>
      subscriber.on('message', (_topic, payload, packet) => resolve({ payload: JSON.parse(payload.toString()), retain: packet.retain, qos: packet.qos })),
    );
    await subscriber.subscribeAsync(configTopic(devices.vejle.device), { qos: 1 });
    const message = await received;
    expect(message.retain).toBe(true);
    expect(message.qos).toBe(1);
    expect(message.payload).toEqual({ ...config, time: body.requested.updatedAt });
  });

  it("records what the device's next reading over MQTT reports applied: applied, messageCount, inSync", async () => {
    const device = await deviceClient(t);
    clients.push(device);
    const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString();
    const uplink = { time, readings: { water_level: 42 }, rssi: -80, appliedConfig: { AcMI: 30, AcXTI: 2, THVal: 120.5, EVENT: 0, MsgCnt: 17 } };
    await device.publishAsync(uplinkTopic(devices.vejle.device), JSON.stringify(uplink), { qos: 1 });

    const answer = await eventually(async () => {
      const body = (await get(devices.vejle.id, tokens.vejleAdmin)).json();
      return body.applied ? body : undefined;
    }, 'the applied configuration');
    expect(answer.applied).toEqual({ AcMI: 30, AcXTI: 2, THVal: 120.5, EVENT: 0, MsgCnt: 17, deviceType: null, time, messageCount: 17 });
    expect(answer.inSync).toBe(true);
    // The reading itself went through ingestion.
    const stored = await t.database.db.select().from(schema.deviceMessages).where(eq(schema.deviceMessages.deviceId, devices.vejle.id));
    expect(stored.map((m) => m.data)).toEqual([{ water_level: 42 }]);
    const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, devices.vejle.id));
    expect(row!.properties.appliedConfig).toMatchObject({ AcMI: 30, MsgCnt: 17, time });
    expect(row!.lastSeenAt?.toISOString()).toBe(time);

    // Above the threshold the `…Above` settings are in force; the old ones there are out of sync.
    const later = new Date(Date.parse(time) + 500).toISOString();
    await device.publishAsync(
      uplinkTopic(devices.vejle.device),
      JSON.stringify({ time: later, readings: { water_level: 130 }, appliedConfig: { AcMI: 30, AcXTI: 2, THVal: 120.5, EVENT: 1, MsgCnt: 18 } }),
      { qos: 1 },
    );
    const above = await eventually(async () => {
      const body = (await get(devices.vejle.id, tokens.vejleAdmin)).json();
      return body.applied?.MsgCnt === 18 ? body : undefined;
    }, 'the second report');
    expect(above.inSync).toBe(false);
    expect(above.applied.messageCount).toBe(18);

    // An older report (a late redelivery) does not move it back.
    await device.publishAsync(
      uplinkTopic(devices.vejle.device),
      JSON.stringify({ time: new Date(Date.parse(time) - 60_000).toISOString(), readings: { water_level: 40 }, appliedConfig: { AcMI: 9, AcXTI: 9, EVENT: 0, MsgCnt: 3 } }),
      { qos: 1 },
    );
    await eventually(async () => ((await t.database.db.select().from(schema.deviceMessages).where(eq(schema.deviceMessages.deviceId, devices.vejle.id))).length === 3 ? true : undefined), 'the late reading');
    expect((await get(devices.vejle.id, tokens.vejleAdmin)).json().applied.MsgCnt).toBe(18);
  });

  it('tells pages showing the device (device.changed) of a save, of a newer reading and of newly applied settings, and not of a late redelivery', async () => {
    // The events for the device, in commit order; `vejle` marks the sentinels below.
    const seen: ('aarhus' | 'vejle')[] = [];
    const unsubscribe = t.app.events.subscribe({
      userId: 'test',
      jti: 'test',
      organizationIds: [],
      isAdmin: true,
      deviceScope: 'all',
      monitoringScope: 'all',
      language: 'en',
      types: new Set(['device.changed']),
      send: (event) => {
        const data = event.data as { deviceIds: string[] };
        if (data.deviceIds.includes(devices.aarhus.id)) seen.push('aarhus');
        else if (data.deviceIds.includes(devices.vejle.id)) seen.push('vejle');
      },
      sendRaw: () => undefined,
      close: () => undefined,
    });
    const count = (device: 'aarhus' | 'vejle') => seen.filter((d) => d === device).length;
    // A save of another device: events arrive in commit order, so once its event is here, every
    // event of what committed before it is here too, and a missing one was never sent (no sleep).
    let sentinels = 0;
    const afterSentinel = async () => {
      sentinels++;
      expect((await put(devices.vejle.id, { ...config, miUnder: 30 + sentinels }, tokens.admin)).statusCode).toBe(200);
      await eventually(async () => (count('vejle') === sentinels ? true : undefined), `sentinel ${sentinels}`);
      return count('aarhus');
    };
    try {
      expect((await put(devices.aarhus.id, config, tokens.admin)).statusCode).toBe(200);
      expect(await afterSentinel(), 'a save is one event').toBe(1);

      const device = await deviceClient(t);
      clients.push(device);
      const base = Math.floor(Date.now() / 1000) * 1000 - 10_000;
      const report = (offset: number, applied: Record<string, number>) =>
        device.publishAsync(
          uplinkTopic(devices.aarhus.device),
          JSON.stringify({ time: new Date(base + offset).toISOString(), readings: { water_level: 50 }, appliedConfig: applied }),
          { qos: 1 },
        );
      const applied = { AcMI: 30, AcXTI: 2, THVal: 120.5, EVENT: 0 };
      const appliedCount = (messageCount: number) =>
        eventually(async () => ((await get(devices.aarhus.id, tokens.admin)).json().applied?.MsgCnt === messageCount ? true : undefined), `report ${messageCount}`);
      const stored = (readings: number) =>
        eventually(
          async () =>
            (await t.database.db.select().from(schema.deviceMessages).where(eq(schema.deviceMessages.deviceId, devices.aarhus.id))).length === readings ? true : undefined,
          `${readings} readings`,
        );

      // A newer reading with the settings newly applied: news (the Downlink tab's state, the
      // service wizard's check-data step waiting for a reading).
      await report(0, { ...applied, MsgCnt: 1 });
      await appliedCount(1);
      const afterFirst = await afterSentinel();
      expect(afterFirst).toBeGreaterThan(1);

      // A late redelivery — older than the latest reading, its settings already applied — changes
      // nothing a page shows: no event.
      await report(-60_000, { ...applied, MsgCnt: 1 });
      await stored(2);
      expect(await afterSentinel()).toBe(afterFirst);

      // A newer reading with the same settings, only the message count moved: news for its reading.
      await report(1000, { ...applied, MsgCnt: 2 });
      await appliedCount(2);
      expect(await afterSentinel()).toBeGreaterThan(afterFirst);
    } finally {
      unsubscribe();
      // The sentinels changed the other device's settings; the tests below expect its own.
      expect((await put(devices.vejle.id, config, tokens.admin)).statusCode).toBe(200);
    }
  });

  it.each([
    ['zero', { ...config, miAbove: 0 }, 'miAbove'],
    ['negative', { ...config, miUnder: -5 }, 'miUnder'],
    ['non-integer', { ...config, xtiUnder: 1.5 }, 'xtiUnder'],
    ['a string', { ...config, xtiAbove: '3' }, 'xtiAbove'],
    ['huge', { ...config, miUnder: 1e12 }, 'miUnder'],
    ['a huge threshold', { ...config, th: 1e300 }, 'th'],
    ['missing', { miAbove: 5, xtiAbove: 3, th: null, miUnder: 30 }, 'xtiUnder'],
    ['an unknown key', { ...config, reboot: true }, ''],
  ])('refuses %s (400 VALIDATION_FAILED naming the field), and changes nothing', async (_name, body, field) => {
    const response = await put(devices.vejle.id, body, tokens.vejleAdmin, { 'accept-language': 'da' });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json();
    expectErrorShape(error, 'VALIDATION_FAILED');
    expect(response.headers['content-language']).toBe('da');
    if (field) expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
    const [row] = await t.database.db.select().from(schema.downlinkConfigs).where(eq(schema.downlinkConfigs.deviceId, devices.vejle.id));
    expect(row!.measurementInterval).toBe(30);
  });

  it('accepts a configuration without a threshold (th null)', async () => {
    const response = await put(devices.vejle.id, { ...config, th: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().requested.th).toBeNull();
  });

  it('shows the demo data’s MQTT devices in sync: their settings were sent and applied', async () => {
    const { rows } = await t.database.db.execute<{ device_id: string }>(
      // The demo data's, not the devices this file made and configured.
      sql`select device_id from downlink_configs where device_id not in (${sql.join(Object.values(devices).map((d) => sql`${d.id}`), sql`, `)})
        order by device_id limit 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { device_id } of rows) {
      const response = await get(device_id, tokens.admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ inSync: true, requested: { miUnder: expect.any(Number) }, applied: { EVENT: 0 } });
    }
  });

  it('answers 404 DOWNLINK_NOT_SUPPORTED for a model without an MQTT broker number', async () => {
    for (const response of [await get(devices.nbiot.id, tokens.vejleAdmin), await put(devices.nbiot.id, config)]) {
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'DOWNLINK_NOT_SUPPORTED');
    }
  });

  it('reads a deleted device, and refuses to change it (409 DEVICE_DELETED, in the caller’s language)', async () => {
    const read = await get(devices.deleted.id, tokens.vejleAdmin);
    expect(read.statusCode).toBe(200);
    expect(read.json().deleted).toBe(true);
    const response = await put(devices.deleted.id, config, tokens.vejleAdmin, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(409);
    expectErrorShape(response.json(), 'DEVICE_DELETED');
    expect(response.json().message).toMatch(/deleted/);
    expect(await t.database.db.select().from(schema.downlinkConfigs).where(eq(schema.downlinkConfigs.deviceId, devices.deleted.id))).toEqual([]);
  });

  it('lets the member and the technician read their organisation’s configuration but not change it (403)', async () => {
    for (const token of [tokens.member, tokens.technician]) {
      expect((await get(devices.aarhus.id, token)).statusCode).toBe(200);
      const response = await put(devices.aarhus.id, config, token);
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
  });

  it("answers 404 for another organisation's device, and for an unknown one (never 403)", async () => {
    for (const response of [
      await get(devices.aarhus.id, tokens.vejleAdmin),
      await put(devices.aarhus.id, config, tokens.vejleAdmin),
      await get(devices.vejle.id, tokens.member),
      await put(randomUUID(), config, tokens.admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
  });

  it('lets the platform administrator change any organisation’s device', async () => {
    const response = await put(devices.aarhus.id, config, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().requested.updatedBy.name).toBe('Mette Nielsen');
  });

  it('answers 401 without a token and 400 for an id that is not one', async () => {
    const anonymous = [await get(devices.vejle.id), await put(devices.vejle.id, config, '')];
    for (const response of anonymous) {
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'UNAUTHENTICATED');
    }
    const bad = await get('not-an-id', tokens.vejleAdmin);
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
  });
});
