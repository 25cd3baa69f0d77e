import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { readingsSchema } from '../../../../src/deviceData/readingSchemas.ts';
import { batchLimit } from '../../../../src/routes/v1/devices/batchDeviceData.ts';
import { MAX_BATCH_DEVICES } from '../../../../src/routes/v1/devices/batches.ts';
import { MAX_READINGS } from '../../../../src/routes/v1/devices/messages.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from './fixtures.ts';

/**
 * The batch forms of a device's sub-lists: for every device asked, what its single read answers for
 * the same query, as every demo role sees it — the answer, the single read's refusal (403, or 404
 * DOWNLINK_NOT_SUPPORTED) in `refused`, or nothing where the single read answers 404 NOT_FOUND.
 */
let t: TestApp;
const tokens = {} as Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string>;
const HOUR = 3_600_000;
const now = Math.floor(Date.now() / HOUR) * HOUR;
const seconds = (ms: number) => ms / 1000;
const unknown = '00000000-0000-4000-8000-000000000000';

type Made = { id: string; ownerId: string };
let water: Made; // Aarhus, NB-IoT over MQTT, water-level calculation, readings, trips, audit, images
let sigfox: Made; // Silkeborg (the technician serves it)
let empty: Made; // Aarhus, nothing at all
let deleted: Made; // Aarhus, deleted, with readings and an image
let vejle: Made; // another organisation
let mqtt: Made; // Aarhus, a model with an MQTT broker number
let ids: string[];

const get = (url: string, token: string | null = tokens.admin, language = 'en') =>
  t.app.inject({ url: `/api/v1${url}`, headers: { ...(token ? t.auth(token) : {}), 'accept-language': language } });

async function addReadings(deviceId: string, count: number, data: (i: number) => Record<string, number>) {
  await t.database.db.insert(schema.deviceMessages).values(
    Array.from({ length: count }, (_, i) => ({
      deviceId,
      time: new Date(now - (count - i) * HOUR),
      data: data(i),
      signalStrength: 40 - i,
      rssi: -90 - i,
      rsrq: -9,
      seqNumber: i,
      transmissionSeqNumber: 1000 + i,
      errorCode: i === 1 ? 'low_battery' : null,
    })),
  );
}

async function addTrips(deviceId: string, alarmId: string, count: number) {
  await t.database.db.insert(schema.alarmTrips).values(
    Array.from({ length: count }, (_, i) => ({
      alarmId,
      deviceId,
      unitSlug: 'water_level',
      operator: 'gt' as const,
      threshold: 100,
      // Two trips share each time: the id breaks the tie, in both reads alike.
      trippedAt: new Date(now - Math.floor(i / 2) * HOUR),
      readingTime: new Date(now - Math.floor(i / 2) * HOUR),
      readingValue: 120 + i,
      clearedAt: i === 0 ? null : new Date(now - Math.floor(i / 2) * HOUR + 1000),
      notificationStatus: 'sent' as const,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.technician, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  water = await makeDevice(t, {
    org: 'Aarhus Kommune',
    category: 'water_level',
    networkType: 'nbiot',
    protocol: 'mqtt',
    properties: { elevation: 12.5, heightOffset: 10, boundary_distance: 200 },
  });
  sigfox = await makeDevice(t, { org: 'Silkeborg Forsyning', category: 'weather_station', networkType: 'sigfox' });
  empty = await makeDevice(t, { org: 'Aarhus Kommune', category: 'weather_station', networkType: 'nbiot', protocol: 'coap' });
  deleted = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'sigfox', deleted: true });
  vejle = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  mqtt = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'mqtt' });
  await addReadings(water.id, 72, (i) => ({ water_level: i < 70 ? 60 + i * 2 : 250, temperature: 5, battery: 90 }));
  await addReadings(sigfox.id, 40, () => ({ temperature: 3, battery: 80 }));
  await addReadings(deleted.id, 3, () => ({ water_level: 70 }));
  await addReadings(vejle.id, 5, () => ({ water_level: 70, battery: 80 }));

  // Alarms through the API, trips as the evaluation job writes them.
  const alarmIds: string[] = [];
  for (const [device, value] of [[water, 100], [water, 200], [vejle, 100]] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${device.id}/alarms`,
      headers: t.auth(tokens.admin),
      payload: { unitSlug: 'water_level', value, operator: 'gt', notificationEmails: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    alarmIds.push(created.json()._id);
  }
  await addTrips(water.id, alarmIds[0]!, 25);
  await addTrips(water.id, alarmIds[1]!, 3);
  await addTrips(vejle.id, alarmIds[2]!, 2);

  // Audit entries through the API (the alarms above wrote some too).
  for (const notes of ['one', 'two', 'three']) {
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/v1/devices/${empty.id}`, headers: t.auth(tokens.admin), payload: { notes } });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  await t.database.db.insert(schema.deviceImages).values([
    ...[1, 2, 3].map((i) => ({ deviceId: water.id, name: `photo ${i}.jpg`, storageKey: `test/${water.id}/${i}`, mimeType: 'image/jpeg', size: 1000 * i, createdAt: new Date(now - i * HOUR) })),
    { deviceId: deleted.id, name: 'old.png', storageKey: `test/${deleted.id}/1`, mimeType: 'image/png', size: 10, createdAt: new Date(now) },
  ]);

  // Every device of the demo data (service orders, contracts, readings) and ours, and an unknown id.
  const seeded = await t.database.db.execute<{ id: string }>(sql`select id from devices order by name, id`);
  const ours = new Set([water, sigfox, empty, deleted, vejle, mqtt].map((d) => d.id));
  ids = [water.id, sigfox.id, empty.id, deleted.id, vejle.id, mqtt.id, ...seeded.rows.map((r) => r.id).filter((id) => !ours.has(id)), unknown];
});
afterAll(() => t?.close());

type Batch = { data: ({ deviceId: string } & Record<string, unknown>)[]; refused?: { deviceId: string; status: number; message: string; code: string }[] };

/**
 * Asks the batch for `asked` and each device's single read, and expects the batch to say what the
 * single reads say: the same body (under `key`, `pick` taking it out of the single read's body), the
 * same refusal, or nothing for a 404 NOT_FOUND; answered devices in the order asked.
 */
async function expectSameAsSingleReads(
  opts: { batch: string; single: (id: string) => string; key: string; pick?: (body: any) => unknown; refuses?: boolean },
  token: string,
  asked: string[] = ids,
  language = 'en',
) {
  const sep = opts.batch.includes('?') ? '&' : '?';
  const response = await get(`${opts.batch}${sep}deviceIds=${asked.join(',')}`, token, language);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Batch;
  expect('refused' in body).toBe(opts.refuses ?? false);
  const expected: Batch = { data: [], ...(opts.refuses ? { refused: [] } : {}) };
  for (const id of asked) {
    const single = await get(opts.single(id), token, language);
    if (single.statusCode === 200) expected.data.push({ deviceId: id, [opts.key]: (opts.pick ?? ((b) => b))(single.json()) });
    else if (single.statusCode === 404 && single.json().code === 'NOT_FOUND') continue;
    else if (opts.refuses) expected.refused!.push({ ...(single.json() as { message: string; code: string }), deviceId: id, status: single.statusCode });
    else throw new Error(`${opts.single(id)}: ${single.statusCode} ${single.body}`);
  }
  expect(body).toEqual(expected);
  return body;
}

const roles = ['admin', 'member', 'technician', 'vejleAdmin'] as const;
const window = () => `startDate=${seconds(now - 80 * HOUR)}&endDate=${seconds(now)}`;
const netWindow = () => `fromUtc=${new Date(now - 80 * HOUR).toISOString()}&toUtc=${new Date(now).toISOString()}`;

describe('each batch answers every device as its single read does, for every role', () => {
  const cases = () => ({
    messages: {
      batch: `/devices/messages?${window()}`,
      single: (id: string) => `/devices/${id}/messages?${window()}&limit=${batchLimit(MAX_READINGS, ids.length, undefined)}`,
      key: 'readings',
      refuses: true,
    },
    'network-info': { batch: `/devices/network-info?${netWindow()}`, single: (id: string) => `/devices/${id}/network-info?${netWindow()}&limit=${Math.floor(20_000 / ids.length)}`, key: 'networkInfo', refuses: true },
    'alarm-trips': { batch: '/devices/alarm-trips?page=2&perPage=10', single: (id: string) => `/devices/${id}/alarm-trips?page=2&perPage=10`, key: 'page' },
    'alarm-trips (first page)': { batch: '/devices/alarm-trips', single: (id: string) => `/devices/${id}/alarm-trips`, key: 'page' },
    contracts: { batch: '/devices/contracts?perPage=1', single: (id: string) => `/devices/${id}/contracts?perPage=1`, key: 'page', refuses: true },
    audit: { batch: '/devices/audit?perPage=2&page=2', single: (id: string) => `/devices/${id}/audit?perPage=2&page=2`, key: 'page' },
    images: { batch: '/devices/images?perPage=2', single: (id: string) => `/devices/${id}/images?perPage=2`, key: 'page' },
    'downlink-configs': { batch: '/devices/downlink-configs', single: (id: string) => `/devices/${id}/downlink-config`, key: 'config', refuses: true },
    organizations: { batch: '/devices/organizations', single: (id: string) => `/devices/${id}/organizations`, key: 'options', pick: (b: { data: unknown }) => b.data },
    'service-orders': { batch: '/devices/service-orders', single: (id: string) => `/devices/${id}/service-orders`, key: 'history', pick: (b: { data: unknown }) => b.data, refuses: true },
  });

  for (const name of Object.keys(cases()) as (keyof ReturnType<typeof cases>)[]) {
    it(`GET ${name}`, async () => {
      for (const role of roles) await expectSameAsSingleReads(cases()[name], tokens[role]);
      // Refusals in the caller's language.
      await expectSameAsSingleReads(cases()[name], tokens.member, ids, 'da');
    });
  }

  it('has something to compare: readings with the computed level, pages past the first, refusals and left-out devices', async () => {
    const readings = (await get(`/devices/messages?${window()}&deviceIds=${water.id},${empty.id},${vejle.id}`)).json();
    expect(readings.data.map((d: { deviceId: string }) => d.deviceId)).toEqual([water.id, empty.id, vejle.id]);
    expect(readingsSchema.strict().parse(readings.data[0].readings)).toEqual(readings.data[0].readings);
    expect(readings.data[0].readings.data).toHaveLength(72);
    expect(readings.data[0].readings.data.at(-1).values.water_level_calculated).toBe(1060);
    expect(readings.data[1].readings).toMatchObject({ data: [], hasMore: false, nextStartDate: null });

    const trips = (await get(`/devices/alarm-trips?page=2&perPage=10&deviceIds=${water.id},${vejle.id}`)).json();
    expect(trips.data.map((d: { page: { total: number; data: unknown[] } }) => [d.page.total, d.page.data.length])).toEqual([[28, 10], [2, 0]]);

    const member = (await get(`/devices/contracts?deviceIds=${water.id},${vejle.id},${unknown}`, tokens.member)).json();
    expect(member).toEqual({ data: [], refused: [{ deviceId: water.id, status: 403, code: 'FORBIDDEN', message: expect.any(String) }] });
    const technician = (await get(`/devices/service-orders?deviceIds=${water.id},${vejle.id},${deleted.id}`, tokens.technician)).json();
    expect(technician).toEqual({ data: [{ deviceId: water.id, history: [] }], refused: [] });
    const downlink = (await get(`/devices/downlink-configs?deviceIds=${mqtt.id},${water.id}`)).json();
    expect(downlink.data.map((d: { deviceId: string }) => d.deviceId)).toEqual([mqtt.id]);
    expect(downlink.refused).toEqual([{ deviceId: water.id, status: 404, code: 'DOWNLINK_NOT_SUPPORTED', message: expect.any(String) }]);
  });
});

describe('bounded work', () => {
  it("shares the single read's cap among the devices; a device with more says hasMore and where to go on, as the single read with that limit", async () => {
    expect(batchLimit(MAX_READINGS, MAX_BATCH_DEVICES, undefined)).toBe(200);
    expect(batchLimit(MAX_READINGS, 2, 50)).toBe(50);
    expect(batchLimit(MAX_READINGS, 2, 20_000)).toBe(10_000);
    const batch = (await get(`/devices/messages?${window()}&limit=30&deviceIds=${water.id},${sigfox.id}`)).json();
    for (const [i, id] of [water.id, sigfox.id].entries()) {
      const single = (await get(`/devices/${id}/messages?${window()}&limit=30`)).json();
      expect(batch.data[i].readings).toEqual(single);
      expect(single).toMatchObject({ hasMore: true, nextStartDate: expect.any(Number) });
      // Going on from nextStartDate reads the rest, as after a single read.
      const rest = (await get(`/devices/messages?startDate=${single.nextStartDate}&endDate=${seconds(now)}&limit=100&deviceIds=${id}`)).json();
      expect(rest.data[0].readings.data[0].time > single.data.at(-1).time).toBe(true);
    }
    const network = (await get(`/devices/network-info?${netWindow()}&limit=30&deviceIds=${water.id},${sigfox.id}`)).json();
    for (const [i, id] of [water.id, sigfox.id].entries()) {
      expect(network.data[i].networkInfo).toEqual((await get(`/devices/${id}/network-info?${netWindow()}&limit=30`)).json());
      expect(network.data[i].networkInfo).toMatchObject({ available: true, hasMore: true });
    }
  });
});

describe('refusals of the whole batch', () => {
  const batches = ['messages', 'network-info', 'alarm-trips', 'contracts', 'audit', 'images', 'downlink-configs', 'organizations', 'service-orders'];

  it('answers 401 to anonymous callers', async () => {
    for (const name of batches) expectErrorShape((await get(`/devices/${name}?deviceIds=${water.id}`, null)).json(), 'UNAUTHENTICATED');
  });

  it("refuses no ids, malformed ids and more than 100, and the single reads' bad windows, naming the parameter in the caller's language", async () => {
    const many = Array.from({ length: MAX_BATCH_DEVICES + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const name of batches) {
      for (const query of ['', 'deviceIds=', 'deviceIds=nope', `deviceIds=${many.join(',')}`]) {
        const res = await get(`/devices/${name}?${query}`, tokens.admin, 'da');
        expect(res.statusCode, `${name}?${query.slice(0, 30)}`).toBe(400);
        expectErrorShape(res.json(), 'VALIDATION_FAILED');
        expect(res.json().fields).toEqual([{ field: 'deviceIds', message: expect.any(String) }]);
      }
      expect((await get(`/devices/${name}?deviceIds=${many.slice(0, MAX_BATCH_DEVICES).join(',')}`)).statusCode).toBe(200);
    }
    const future = await get(`/devices/messages?deviceIds=${water.id}&endDate=${seconds(now + 48 * HOUR)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([{ field: 'endDate', message: expect.any(String) }]);
    const long = await get(`/devices/network-info?deviceIds=${water.id}&fromUtc=2020-01-01&toUtc=2022-01-01`);
    expect(long.json().fields).toEqual([{ field: 'fromUtc', message: expect.any(String) }]);
    expect((await get(`/devices/alarm-trips?deviceIds=${water.id}&alarmId=x`)).statusCode).toBe(400);
    expect((await get(`/devices/audit?deviceIds=${water.id}&perPage=101`)).statusCode).toBe(400);
  });

  it('does not take the batch paths for device ids', async () => {
    for (const name of ['messages', 'images', 'audit', 'contracts']) {
      expect((await get(`/devices/${name}?deviceIds=${water.id}`)).json()).toHaveProperty('data');
    }
    expect((await get(`/devices/${water.id}`)).json()).toMatchObject({ _id: water.id });
  });
});
