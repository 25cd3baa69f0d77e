import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { type MqttFleet, startMqttFleet } from '../../src/simulate/mqttDevices.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { brokerKind, brokerUrl, eventually, testMqttConfig } from '../mqtt/mqttTestSupport.ts';
import { makeDevice } from '../routes/v1/devices/fixtures.ts';

let t: TestApp;
let fleet: MqttFleet | undefined;

beforeAll(async () => {
  t = await createTestApp({ config: { mqtt: testMqttConfig() } });
  await t.app.mqtt!.whenReady();
});
afterAll(async () => {
  await fleet?.close();
  await t?.close();
});

describe(`pnpm simulate's MQTT devices (${brokerKind})`, () => {
  it('read a saved configuration, apply it and report it applied within seconds', async () => {
    const made = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'mqtt' });
    const [row] = await t.database.db.select({ device: schema.devices.device }).from(schema.devices).where(eq(schema.devices.id, made.id));
    fleet = await startMqttFleet(
      [{ id: made.id, device: row!.device, ownerId: made.ownerId, category: 'water_level', networkType: 'mqtt', networkProtocol: 'mqtt', units: ['water_level', 'battery'], values: { water_level: 60 } }],
      { url: brokerUrl(t) },
    );
    const token = await t.login('sofie.jensen@example.com');
    const path = `/api/v1/devices/${made.id}/downlink-config`;

    // A round: the device reports its factory settings over MQTT.
    expect(await fleet.round(new Date(Math.floor(Date.now() / 1000) * 1000 - 5000), () => true)).toBe(1);
    const first = await eventually(async () => (await t.app.inject({ method: 'GET', url: path, headers: t.auth(token) })).json().applied ?? undefined, 'the first report');
    expect(first).toMatchObject({ AcMI: 60, AcXTI: 1, EVENT: 0, MsgCnt: 1, deviceType: 'water_level' });

    // Saved in the API, read by the device, applied and reported: the water level (about 60) is under 200.
    const config = { miAbove: 2, xtiAbove: 1, th: 200, miUnder: 20, xtiUnder: 3 };
    const saved = Date.now();
    const response = await t.app.inject({ method: 'PUT', url: path, payload: config, headers: t.auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    const synced = await eventually(
      async () => {
        const body = (await t.app.inject({ method: 'GET', url: path, headers: t.auth(token) })).json();
        return body.inSync ? body : undefined;
      },
      'the device to apply the configuration',
      10_000,
    );
    expect(synced.applied).toMatchObject({ AcMI: 20, AcXTI: 3, THVal: 200, EVENT: 0, MsgCnt: 2 });
    expect(Date.now() - saved).toBeLessThan(10_000);
  });
});
