import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_DEVICES } from '../../../../src/routes/v1/devices/batches.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from './fixtures.ts';

/** GET /devices/full and GET /devices/alarms: what the single reads answer, for many devices in one call, scoped alike. */
let t: TestApp;
let aarhus: { id: string; ownerId: string };
let aarhusDeleted: { id: string; ownerId: string };
let vejle: { id: string; ownerId: string };
const tokens = {} as Record<'admin' | 'member' | 'vejleAdmin' | 'technician', string>;

beforeAll(async () => {
  t = await createTestApp();
  aarhus = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot', properties: { elevation: 2 } });
  aarhusDeleted = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot', deleted: true });
  vejle = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  [tokens.admin, tokens.member, tokens.vejleAdmin, tokens.technician] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('technician@example.com'),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, token: string | null = tokens.admin, language = 'en') =>
  t.app.inject({ url: `/api/v1${url}`, headers: { ...(token ? t.auth(token) : {}), 'accept-language': language } });

describe('GET /devices/full', () => {
  it('answers each readable device as GET /devices/{id} does, in the order asked, deleted ones included', async () => {
    const ids = [vejle.id, aarhusDeleted.id, aarhus.id];
    const res = await get(`/devices/full?ids=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { _id: string }[] };
    expect(data.map((d) => d._id)).toEqual(ids);
    for (const [i, id] of ids.entries()) expect(data[i]).toEqual((await get(`/devices/${id}`)).json());
    expect(data[1]).toMatchObject({ deleted: true });
  });

  it('leaves out what the caller may not read and unknown ids, without telling them apart', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asMember = (await get(`/devices/full?ids=${vejle.id},${aarhus.id},${unknown}`, tokens.member)).json() as { data: { _id: string }[] };
    expect(asMember.data.map((d) => d._id)).toEqual([aarhus.id]);
    const asVejle = (await get(`/devices/full?ids=${vejle.id}&ids=${aarhus.id}`, tokens.vejleAdmin)).json() as { data: { _id: string }[] };
    expect(asVejle.data.map((d) => d._id)).toEqual([vejle.id]);
    // A technician of Aarhus' service centre reads Aarhus' devices.
    const asTechnician = (await get(`/devices/full?ids=${vejle.id},${aarhus.id}`, tokens.technician)).json() as { data: { _id: string }[] };
    expect(asTechnician.data.map((d) => d._id)).toEqual([aarhus.id]);
    expectErrorShape((await get(`/devices/full?ids=${aarhus.id}`, null)).json(), 'UNAUTHENTICATED');
  });

  it('refuses no ids, malformed ids and more than 100, in the caller\'s language', async () => {
    const none = await get('/devices/full', tokens.admin, 'da');
    expect(none.statusCode).toBe(400);
    expectErrorShape(none.json(), 'VALIDATION_FAILED');
    expect(none.json().fields).toEqual([{ field: 'ids', message: expect.any(String) }]);
    expect((await get('/devices/full?ids=not-an-id')).statusCode).toBe(400);
    const many = Array.from({ length: MAX_BATCH_DEVICES + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const tooMany = await get(`/devices/full?ids=${many.join(',')}`, tokens.admin, 'en');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].message).toContain('100');
    expect((await get(`/devices/full?ids=${many.slice(0, MAX_BATCH_DEVICES).join(',')}`)).json()).toEqual({ data: [] });
  });
});

describe('GET /devices/alarms', () => {
  it('answers every alarm of each readable device with its state, as GET /devices/{id}/alarms does', async () => {
    for (const value of [100, 200]) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/devices/${aarhus.id}/alarms`,
        headers: t.auth(tokens.admin),
        payload: { unitSlug: 'water_level', value, operator: 'gt', notificationEmails: [] },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const res = await get(`/devices/alarms?deviceIds=${aarhus.id},${vejle.id},${aarhusDeleted.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { deviceId: string; alarms: { _id: string }[] }[] };
    expect(data.map((d) => d.deviceId)).toEqual([aarhus.id, vejle.id, aarhusDeleted.id]);
    const single = (await get(`/devices/${aarhus.id}/alarms?perPage=100`)).json() as { data: unknown[] };
    expect(data[0]!.alarms).toEqual(single.data);
    expect(data[0]!.alarms).toHaveLength(2);
    expect(data[1]!.alarms).toEqual([]);

    const asMember = (await get(`/devices/alarms?deviceIds=${vejle.id},${aarhus.id}`, tokens.member)).json() as { data: { deviceId: string }[] };
    expect(asMember.data.map((d) => d.deviceId)).toEqual([aarhus.id]);
    expect((await get(`/devices/alarms?deviceIds=${vejle.id}`, tokens.member)).json()).toEqual({ data: [] });
    expect((await get('/devices/alarms')).statusCode).toBe(400);
    expectErrorShape((await get(`/devices/alarms?deviceIds=${aarhus.id}`, null)).json(), 'UNAUTHENTICATED');
  });
});
