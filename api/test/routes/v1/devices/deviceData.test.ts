import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { APP_EVENTS_CHANNEL } from '../../../../src/events/AppEvent.ts';
import { readingsSchema, networkInfoSchema } from '../../../../src/deviceData/readingSchemas.ts';
import { waterLevel, waterLevelSettings } from '../../../../src/deviceData/waterLevel.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from './fixtures.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string>;
const get = (url: string, token: string | null = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? t.auth(token) : {}), ...headers } });
const HOUR = 3_600_000;
/** Whole hours, so the readings' times are exact in unix seconds. */
const now = Math.floor(Date.now() / HOUR) * HOUR;
const seconds = (ms: number) => ms / 1000;

let water: { id: string }; // Aarhus, NB-IoT over MQTT, with a water-level calculation
let sigfox: { id: string }; // Silkeborg (the technician serves it)
let coap: { id: string }; // Aarhus, NB-IoT over CoAP: no network strength
let vejle: { id: string }; // another organisation

async function addReadings(deviceId: string, count: number, stepMs: number, data: (i: number) => Record<string, number>) {
  await t.database.db.insert(schema.deviceMessages).values(
    Array.from({ length: count }, (_, i) => ({
      deviceId,
      time: new Date(now - (count - i) * stepMs),
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
  coap = await makeDevice(t, { org: 'Aarhus Kommune', category: 'weather_station', networkType: 'nbiot', protocol: 'coap' });
  vejle = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  // Hourly for 3 days; distance 60 + i cm (the last ones beyond the 200 cm boundary).
  await addReadings(water.id, 72, HOUR, (i) => ({ water_level: i < 70 ? 60 + i * 2 : 250, temperature: 5, battery: 90 }));
  await addReadings(sigfox.id, 40, HOUR, () => ({ temperature: 3, battery: 80 }));
  await addReadings(coap.id, 5, HOUR, () => ({ temperature: 1, battery: 80 }));
  await addReadings(vejle.id, 5, HOUR, () => ({ water_level: 70, battery: 80 }));
});
afterAll(() => t?.close());

describe('GET /api/v1/devices/{id}/messages', () => {
  it('answers the readings of a window oldest first, with units and the computed water level', async () => {
    const from = now - 48 * HOUR;
    const response = await get(`/api/v1/devices/${water.id}/messages?startDate=${seconds(from)}&endDate=${seconds(now)}`, tokens.admin, {
      'accept-language': 'da',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(readingsSchema.strict().parse(body)).toEqual(body);
    const stored = await t.database.db
      .select()
      .from(schema.deviceMessages)
      .where(eq(schema.deviceMessages.deviceId, water.id))
      .orderBy(schema.deviceMessages.time);
    const inWindow = stored.filter((m) => m.time.getTime() >= from && m.time.getTime() <= now);
    expect(body.data.map((r: { time: string }) => r.time)).toEqual(inWindow.map((m) => m.time.toISOString()));
    expect(body.data).toHaveLength(48);
    const settings = waterLevelSettings({ elevation: 12.5, heightOffset: 10, boundary_distance: 200 })!;
    for (const [index, reading] of body.data.entries()) {
      const row = inWindow[index]!;
      expect(reading).toMatchObject({
        signalStrength: row.signalStrength,
        rssi: row.rssi,
        rsrq: row.rsrq,
        seqNumber: row.seqNumber,
        transmissionSeqNumber: row.transmissionSeqNumber,
        errorCode: row.errorCode,
      });
      // The SQL applies the pure module's formula.
      expect(reading.values.water_level_calculated).toBeCloseTo(waterLevel(row.data.water_level!, settings)!, 6);
      expect(reading.values).toMatchObject(row.data);
    }
    // 1250 + 10 − min(250, 200): a reading past the bottom reads as the bottom.
    expect(body.data.at(-1).values.water_level_calculated).toBe(1060);
    expect(body.units.map((u: { slug: string }) => u.slug)).toEqual(['water_level', 'temperature', 'battery', 'water_level_calculated']);
    expect(body.units.at(-1)).toEqual({ slug: 'water_level_calculated', name: 'Beregnet vandstand', unit: 'cm', measure: 'level', calculated: true });
    expect(body.waterLevel).toEqual({ unit: 'cm', elevation: 12.5, heightOffset: 10, boundaryDistance: 200, source: 'water_level' });
    expect(body).toMatchObject({ hasMore: false, nextStartDate: null });
  });

  it('defaults to the latest 24 hours', async () => {
    const before = Date.now();
    const body = (await get(`/api/v1/devices/${water.id}/messages`)).json();
    const after = Date.now();
    // Readings at now − 1 h … now − 72 h: those at or after the request's time − 24 h.
    const inDay = (at: number) => Array.from({ length: 72 }, (_, k) => now - (k + 1) * HOUR).filter((time) => time >= at - 24 * HOUR).length;
    expect(body.data.length).toBeGreaterThanOrEqual(inDay(after));
    expect(body.data.length).toBeLessThanOrEqual(inDay(before));
    expect(body.data.at(-1).time).toBe(new Date(now - HOUR).toISOString());
  });

  it('pages a window longer than limit by startDate=nextStartDate', async () => {
    const url = (start: number) => `/api/v1/devices/${water.id}/messages?startDate=${start}&endDate=${seconds(now)}&limit=30`;
    const times: string[] = [];
    let start: number | null = seconds(now - 80 * HOUR);
    for (let pages = 0; start !== null; pages++) {
      expect(pages).toBeLessThan(5);
      const body: { data: { time: string }[]; hasMore: boolean; nextStartDate: number | null } = (await get(url(start))).json();
      times.push(...body.data.map((r) => r.time));
      expect(body.hasMore).toBe(body.nextStartDate !== null);
      start = body.nextStartDate;
    }
    expect(times).toHaveLength(72);
    expect(new Set(times).size).toBe(72);
    expect(times).toEqual([...times].sort());
  });

  it('refuses future dates, a start after the end, too long a window and non-numbers, in the caller\'s language', async () => {
    const cases: [string, string, RegExp][] = [
      [`endDate=${seconds(now) + 3600}`, 'endDate', /future/],
      [`startDate=${seconds(now) + 3600}&endDate=${seconds(now)}`, 'startDate', /future/],
      [`startDate=${seconds(now) - 10}&endDate=${seconds(now) - 20}`, 'startDate', /before the end/],
      [`startDate=${seconds(now) - 367 * 86400}&endDate=${seconds(now)}`, 'startDate', /366 days/],
      ['startDate=yesterday', 'startDate', /./],
      ['startDate=-5', 'startDate', /./],
      ['endDate=99999999999', 'endDate', /2100/],
      ['limit=0', 'limit', /./],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/v1/devices/${water.id}/messages?${query}`, tokens.admin, { 'accept-language': 'en' });
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields[0].field, query).toBe(field);
      expect(response.json().fields[0].message, query).toMatch(message);
    }
    const danish = await get(`/api/v1/devices/${water.id}/messages?endDate=${seconds(now) + 3600}`, tokens.admin, { 'accept-language': 'da' });
    expect(danish.json().fields[0].message).toBe('Datoen ligger i fremtiden.');
    // A year and a day is allowed; a browser's "now" a few seconds ahead is not the future.
    expect((await get(`/api/v1/devices/${water.id}/messages?startDate=${seconds(now) - 366 * 86400}&endDate=${seconds(now)}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/devices/${water.id}/messages?endDate=${Math.floor(Date.now() / 1000) + 5}`)).statusCode).toBe(200);
  });

  it('is scoped: members and technicians read their organisations only; others get 404, anonymous 401', async () => {
    expect((await get(`/api/v1/devices/${water.id}/messages`, null)).statusCode).toBe(401);
    expect((await get(`/api/v1/devices/${water.id}/messages`, tokens.member)).statusCode).toBe(200);
    expect((await get(`/api/v1/devices/${sigfox.id}/messages`, tokens.technician)).statusCode).toBe(200);
    expect((await get(`/api/v1/devices/${water.id}/messages`, tokens.technician)).statusCode).toBe(200);
    for (const [token, id] of [
      [tokens.member, vejle.id],
      [tokens.member, sigfox.id],
      [tokens.technician, vejle.id],
      [tokens.vejleAdmin, water.id],
      [tokens.admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await get(`/api/v1/devices/${id}/messages`, token);
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
    expect((await get('/api/v1/devices/not-an-id/messages')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/devices/{id}/network-info', () => {
  it('answers NB-IoT over MQTT points with quality bands', async () => {
    const from = new Date(now - 5 * HOUR).toISOString();
    const response = await get(`/api/v1/devices/${water.id}/network-info?fromUtc=${from}&toUtc=${new Date(now).toISOString()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(networkInfoSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ available: true, networkType: 'nbiot', networkProtocol: 'mqtt', scale: 'quality', hasMore: false });
    // signalStrength 40 − i for i = 67..71: −27..−31 → bad.
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      time: new Date(now - 5 * HOUR).toISOString(),
      rssi: -157,
      rsrq: -9,
      signalStrength: -27,
      seqNumber: 67,
      transmissionSeqNumber: 1067,
      band: 'bad',
    });
    const early = (await get(`/api/v1/devices/${water.id}/network-info?fromUtc=${new Date(now - 72 * HOUR).toISOString()}&toUtc=${new Date(now - 60 * HOUR).toISOString()}`)).json();
    expect(early.data.map((p: { signalStrength: number; band: string }) => [p.signalStrength, p.band]).slice(0, 12)).toEqual([
      [40, 'excellent'],
      [39, 'excellent'],
      [38, 'excellent'],
      [37, 'excellent'],
      [36, 'excellent'],
      [35, 'excellent'],
      [34, 'excellent'],
      [33, 'excellent'],
      [32, 'excellent'],
      [31, 'excellent'],
      [30, 'excellent'],
      [29, 'good'],
    ]);
  });

  it('answers Sigfox points with dBm bands, to the technician who serves the organisation', async () => {
    const body = (await get(`/api/v1/devices/${sigfox.id}/network-info?fromUtc=${new Date(now - 40 * HOUR).toISOString()}`, tokens.technician)).json();
    expect(body).toMatchObject({ available: true, networkType: 'sigfox', scale: 'dBm' });
    expect(body.data).toHaveLength(40);
    // signalStrength 40 − i is above 0 dBm: excellent.
    expect(new Set(body.data.map((p: { band: string }) => p.band))).toEqual(new Set(['excellent']));
  });

  it('answers available: false for a device without network strength', async () => {
    const body = (await get(`/api/v1/devices/${coap.id}/network-info`)).json();
    expect(body).toEqual({ available: false, networkType: 'nbiot', networkProtocol: 'coap', scale: 'dBm', data: [], hasMore: false, nextFromUtc: null });
  });

  it('pages by nextFromUtc and applies the date rules', async () => {
    const first = (await get(`/api/v1/devices/${water.id}/network-info?fromUtc=${new Date(now - 80 * HOUR).toISOString()}&limit=50`)).json();
    expect(first.data).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const second = (await get(`/api/v1/devices/${water.id}/network-info?fromUtc=${encodeURIComponent(first.nextFromUtc)}&limit=50`)).json();
    expect(second).toMatchObject({ hasMore: false, nextFromUtc: null });
    expect(second.data).toHaveLength(22);
    const future = await get(`/api/v1/devices/${water.id}/network-info?toUtc=${new Date(now + 2 * HOUR).toISOString()}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().fields[0].field).toBe('toUtc');
    const reversed = await get(`/api/v1/devices/${water.id}/network-info?fromUtc=2024-05-02&toUtc=2024-05-01`);
    expect(reversed.json().fields[0].field).toBe('fromUtc');
    expect((await get(`/api/v1/devices/${water.id}/network-info?fromUtc=2024-05-0x`)).statusCode).toBe(400);
  });

  it('is scoped like the readings', async () => {
    expect((await get(`/api/v1/devices/${water.id}/network-info`, null)).statusCode).toBe(401);
    expect((await get(`/api/v1/devices/${water.id}/network-info`, tokens.member)).statusCode).toBe(200);
    expect((await get(`/api/v1/devices/${vejle.id}/network-info`, tokens.member)).statusCode).toBe(404);
    expect((await get(`/api/v1/devices/${vejle.id}/network-info`, tokens.technician)).statusCode).toBe(404);
  });
});

describe('water-level calculation: PUT /devices/{id}/water-level and POST .../water-level/reset', () => {
  const put = (id: string, payload: unknown, token = tokens.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/devices/${id}/water-level`, payload: payload as object, headers: t.auth(token) });
  const reset = (id: string, token = tokens.admin, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/devices/${id}/water-level/reset`, headers: { ...t.auth(token), ...headers } });

  it('sets the calculation in m, audited, and the readings follow', async () => {
    const response = await put(water.id, { elevation: 20, heightOffset: -10, boundaryDistance: 300, unit: 'm' });
    expect(response.statusCode).toBe(200);
    expect(response.json().properties).toMatchObject({ elevation: 20, heightOffset: -10, boundary_distance: 300, waterLevelUnit: 'm' });
    const body = (await get(`/api/v1/devices/${water.id}/messages`)).json();
    expect(body.waterLevel).toMatchObject({ unit: 'm', elevation: 20 });
    expect(body.units.at(-1)).toMatchObject({ slug: 'water_level_calculated', unit: 'm' });
    // (2000 − 10 − 250) / 100
    expect(body.data.at(-1).values.water_level_calculated).toBe(17.4);
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, water.id), eq(schema.auditLog.action, 'device.waterLevel.update')));
    expect(audit).toMatchObject({ subject: 'Device', changes: expect.objectContaining({ 'properties.elevation': { before: 12.5, after: 20 } }) });
  });

  it('resets the calculation: terms removed, unit back to cm, audited in the same transaction, published as device.changed', async () => {
    const events: { type: string; data: { kind: string; deviceIds: string[] } }[] = [];
    const unlisten = await t.database.listen(APP_EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload)));
    const response = await reset(water.id);
    expect(response.statusCode).toBe(200);
    const properties = response.json().properties;
    expect(properties.waterLevelUnit).toBe('cm');
    expect(properties).not.toHaveProperty('elevation');
    const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, water.id));
    expect(row!.properties).toEqual(properties);
    const body = (await get(`/api/v1/devices/${water.id}/messages`)).json();
    expect(body.waterLevel).toBeNull();
    expect(body.units.map((u: { slug: string }) => u.slug)).not.toContain('water_level_calculated');
    expect(body.data[0].values).not.toHaveProperty('water_level_calculated');
    const audits = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, water.id), eq(schema.auditLog.action, 'device.waterLevel.reset')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({ 'properties.waterLevelUnit': { before: 'm', after: 'cm' }, 'properties.elevation': { before: 20, after: null } });
    await vi.waitFor(
      () => expect(events).toContainEqual(expect.objectContaining({ type: 'device.changed', data: expect.objectContaining({ kind: 'UPDATED', deviceIds: [water.id] }) })),
      { timeout: 15_000 },
    );
    await unlisten();
    // A second reset changes nothing: no new audit entry.
    expect((await reset(water.id)).statusCode).toBe(200);
    const again = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, water.id), eq(schema.auditLog.action, 'device.waterLevel.reset')));
    expect(again).toHaveLength(1);
  });

  it('needs update Device, refuses deleted devices and devices without a distance, and validates', async () => {
    expect((await reset(water.id, tokens.member)).statusCode).toBe(403);
    expect((await reset(water.id, tokens.technician)).statusCode).toBe(403);
    expect((await reset(water.id, tokens.vejleAdmin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/devices/${water.id}/water-level/reset` })).statusCode).toBe(401);
    // The Vejle administrator may change their own devices.
    expect((await reset(vejle.id, tokens.vejleAdmin)).statusCode).toBe(200);
    const deleted = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'sigfox', deleted: true });
    const refused = await reset(deleted.id, tokens.admin, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/deleted/);
    expect((await get(`/api/v1/devices/${deleted.id}/messages`)).statusCode).toBe(200);
    expect((await put(coap.id, { elevation: 1, heightOffset: 0, boundaryDistance: 100 })).statusCode).toBe(409);
    for (const payload of [
      { elevation: 1, heightOffset: 0 },
      { elevation: 1, heightOffset: 0, boundaryDistance: -1 },
      { elevation: 1e9, heightOffset: 0, boundaryDistance: 10 },
      { elevation: 1, heightOffset: 0, boundaryDistance: 10, unit: 'ft' },
      { elevation: 1, heightOffset: 0, boundaryDistance: 10, extra: true },
    ]) {
      expect((await put(water.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
