import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';
import { readEvents, waitFor } from '../../../events/readEvents.ts';
import { makeDevice } from '../devices/fixtures.ts';
import { day, serviceIds } from '../serviceOrders/serviceOrderFileFixtures.ts';

/**
 * A device replacement (POST /tasks) moves the monitoring record to the new device: monitoring
 * streams hear of it as `monitoring.changed` DEVICE_REPLACED with the record naming the new device,
 * on commit, and a refused replacement announces nothing.
 */
let t: TestApp;
let baseUrl: string;
let ids: Awaited<ReturnType<typeof serviceIds>>;
let admin: string;
let lars: string;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ids = await serviceIds(t);
  [admin, lars] = await Promise.all([t.login('admin@example.com'), t.login('technician@example.com')]);
});
afterAll(() => t?.close());

async function installedDevice() {
  const device = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
  await db().execute(sql`update devices set lifecycle = 'installed', lat = 56.15, lon = 10.21 where id = ${device.id}`);
  const { rows } = await db().execute<{ id: string }>(sql`insert into monitoring_records (device_id, status_code_id)
    values (${device.id}, (select id from status_codes where slug = 'in_service')) returning id`);
  return { ...device, recordId: rows[0]!.id };
}

async function orderFor(deviceId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/service-orders',
    headers: t.auth(admin),
    payload: { device: deviceId, owner: ids.aarhusOrg, service_center: ids.aarhusCenter, technician: ids.lars, dueDate: day(2) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

const replace = (details: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tasks', headers: t.auth(lars), payload: { taskType: 'DEVICE_REPLACEMENT', details } });

const openStream = async (token: string) => {
  const response = await fetch(`${baseUrl}/api/v1/events?types=monitoring.changed`, { headers: t.auth(token) });
  expect(response.status).toBe(200);
  return response.body!;
};

describe('a replacement on the monitoring stream', () => {
  it('announces the moved record as DEVICE_REPLACED with the new device, and nothing for a refused one', async () => {
    const old = await installedDevice();
    const fresh = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
    const orderId = await orderFor(old.id);
    const before = t.app.events.subscriberCount;
    const stream = await openStream(admin);
    await waitFor(() => t.app.events.subscriberCount === before + 1);
    // Until the replacement's event comes: the bound runs from here, across both requests, so it is
    // sized for a loaded machine (3 s was not, at load 18); it returns as soon as the event is read.
    const received = readEvents(stream, (e) => e.event === 'monitoring.changed' && JSON.parse(e.data).kind === 'DEVICE_REPLACED', 30_000);

    // Refused first (the new device is the old one): no event may come of it.
    expect((await replace({ serviceOrder: orderId, oldDevice: old.id, newDevice: old.id })).statusCode).toBe(400);
    const response = await replace({ serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id });
    expect(response.statusCode, response.body).toBe(201);

    const events = (await received).filter((e) => e.event === 'monitoring.changed').map((e) => JSON.parse(e.data));
    expect(events.map((e) => e.kind)).toEqual(['DEVICE_REPLACED']);
    expect(events[0].record._id).toBe(old.recordId);
    expect(events[0].record.device._id).toBe(fresh.id);
  });

  it('announces nothing on the monitoring stream when the old device had no record', async () => {
    const old = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
    await db().execute(sql`update devices set lifecycle = 'installed' where id = ${old.id}`);
    const fresh = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
    const orderId = await orderFor(old.id);
    const before = t.app.events.subscriberCount;
    const stream = await openStream(admin);
    await waitFor(() => t.app.events.subscriberCount === before + 1);
    const received = readEvents(stream, (e) => e.event === 'monitoring.changed', 1500);
    expect((await replace({ serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id })).statusCode).toBe(201);
    expect((await received).filter((e) => e.event === 'monitoring.changed')).toEqual([]);
  });
});
