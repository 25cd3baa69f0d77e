import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALARMS_PER_DEVICE } from '../../../../src/alarms/alarmRepository.ts';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from './fixtures.ts';

const { alarms, alarmTrips, auditLog } = schema;

/**
 * The alarm routes of a device over real HTTP handling (inject) on a seeded database: shapes,
 * validation in both languages, abilities of every demo role, scoping, audit, paging.
 */
let t: TestApp;
let vejleDevice: { id: string; ownerId: string };
let aarhusDevice: { id: string; ownerId: string };
let deletedDevice: { id: string; ownerId: string };
const tokens: Record<'admin' | 'vejleAdmin' | 'member' | 'technician' | 'otherAdmin', string> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  vejleDevice = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  aarhusDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
  deletedDevice = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot', deleted: true });
  const [admin, vejleAdmin, member, technician, otherAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('ida.soerensen@example.com'),
  ]);
  Object.assign(tokens, { admin, vejleAdmin, member, technician, otherAdmin });
});
afterAll(() => t?.close());

type Who = keyof typeof tokens | 'anonymous';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who === 'anonymous' ? {} : t.auth(tokens[who])), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const valid = { unitSlug: 'water_level', value: 150, operator: '>=', notificationEmails: 'drift@vejle.dk; Vagt@Vejle.dk ;; drift@VEJLE.dk' };

const create = async (device = vejleDevice, body: Record<string, unknown> = valid, who: Who = 'vejleAdmin') => {
  const response = await call(who, 'POST', `/devices/${device.id}/alarms`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown> & { _id: string };
};

describe('alarm CRUD', () => {
  it('creates an alarm from the spec’s symbols and `;`-separated addresses, answering names and a list, audited', async () => {
    const alarm = await create();
    expect(alarm).toMatchObject({
      deviceId: vejleDevice.id,
      unitSlug: 'water_level',
      value: 150,
      operator: 'gte',
      aggregation: null,
      evaluationFrequency: 60,
      notifyFromHour: 0,
      notifyToHour: 24,
      // Trimmed, empty parts dropped, repeats in any case dropped.
      notificationEmails: ['drift@vejle.dk', 'Vagt@Vejle.dk'],
      isActive: true,
      state: 'ok',
      trippedSince: null,
      currentTrip: null,
      lastTriggeredAt: null,
    });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.subject, 'Alarm'), eq(auditLog.subjectId, alarm._id)));
    expect(audit).toMatchObject({ action: 'alarm.create', organizationId: vejleDevice.ownerId });
    expect(audit!.changes).toMatchObject({ deviceId: vejleDevice.id, value: { from: null, to: 150 }, operator: { from: null, to: 'gte' } });

    for (const [symbol, name] of [['=', 'eq'], ['==', 'eq'], ['>', 'gt'], ['<=', 'lte'], ['<', 'lt'], ['lt', 'lt']]) {
      expect((await create(vejleDevice, { ...valid, operator: symbol })).operator).toBe(name);
    }
    const listed = await create(vejleDevice, { ...valid, notificationEmails: ['a@b.dk', ' c@d.dk '], aggregation: 'maximum', evaluationFrequency: 15, notifyFromHour: 22, notifyToHour: 6 });
    expect(listed).toMatchObject({ notificationEmails: ['a@b.dk', 'c@d.dk'], aggregation: 'maximum', evaluationFrequency: 15, notifyFromHour: 22, notifyToHour: 6 });
  });

  it('refuses invalid alarms with the failing field, in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, unitSlug: 'rain' }, 'unitSlug'],
      [{ ...valid, aggregation: 'total' }, 'aggregation'], // a water level is a level: no total
      [{ ...valid, notificationEmails: 'drift@vejle.dk; not-an-address' }, 'notificationEmails'],
      [{ ...valid, notificationEmails: Array.from({ length: 21 }, (_, i) => `a${i}@b.dk`) }, 'notificationEmails'],
      [{ ...valid, notificationEmails: Array.from({ length: 21 }, (_, i) => `a${i}@b.dk`).join(';') }, 'notificationEmails'],
      [{ ...valid, notificationEmails: 'x'.repeat(7000) }, 'notificationEmails'],
      [{ ...valid, notifyFromHour: 7, notifyToHour: 7 }, 'notifyToHour'],
      [{ ...valid, notifyFromHour: 25 }, 'notifyFromHour'],
      [{ ...valid, notifyToHour: -1 }, 'notifyToHour'],
      [{ ...valid, evaluationFrequency: 0 }, 'evaluationFrequency'],
      [{ ...valid, evaluationFrequency: 1441 }, 'evaluationFrequency'],
      [{ ...valid, evaluationFrequency: 1.5 }, 'evaluationFrequency'],
      [{ ...valid, operator: '!=' }, 'operator'],
      [{ ...valid, value: '150' }, 'value'],
      [{ ...valid, value: 1e13 }, 'value'],
      [{ ...valid, unitSlug: 'x'.repeat(101) }, 'unitSlug'],
      [{ ...valid, unitSlug: '' }, 'unitSlug'],
      [{ ...valid, isActive: 'yes' }, 'isActive'],
      [{ ...valid, deviceId: aarhusDevice.id }, 'body'],
      [{ value: 1, operator: 'eq' }, 'unitSlug'],
    ];
    for (const [body, field] of cases) {
      const response = await call('vejleAdmin', 'POST', `/devices/${vejleDevice.id}/alarms`, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const danish = await call('vejleAdmin', 'POST', `/devices/${vejleDevice.id}/alarms`, { ...valid, unitSlug: 'rain' }, 'da');
    expect(danish.json().fields[0].message).toBe('Enhedens model måler ikke "rain". Vælg en af: water_level, temperature, battery.');
    const english = await call('vejleAdmin', 'POST', `/devices/${vejleDevice.id}/alarms`, { ...valid, notificationEmails: 'ok@b.dk;<script>@x' });
    expect(english.json().fields[0].message).toBe('"<script>@x" is not a valid e-mail address.');
    const hours = await call('vejleAdmin', 'POST', `/devices/${vejleDevice.id}/alarms`, { ...valid, notifyFromHour: 3, notifyToHour: 3 }, 'da');
    expect(hours.json().fields[0].message).toContain('Notifikationstiden');
    const total = await call('vejleAdmin', 'POST', `/devices/${vejleDevice.id}/alarms`, { ...valid, aggregation: 'total' });
    expect(total.json().fields[0].message).toBe('"Water level" can only be shown as: average, minimum, maximum.');
    // Nothing was stored by any of them.
    expect(await t.database.db.select().from(alarms).where(eq(alarms.notifyFromHour, 25))).toEqual([]);
  });

  it('reads, changes and removes an alarm, auditing each field before and after', async () => {
    const alarm = await create(vejleDevice, { ...valid, notificationEmails: [] });
    const read = await call('member', 'GET', `/devices/${aarhusDevice.id}/alarms`);
    expect(read.statusCode).toBe(200);

    const one = await call('vejleAdmin', 'GET', `/devices/${vejleDevice.id}/alarms/${alarm._id}`);
    expect(one.json()).toEqual(alarm);
    // An alarm of another device is not this device's.
    expect((await call('admin', 'GET', `/devices/${aarhusDevice.id}/alarms/${alarm._id}`)).statusCode).toBe(404);

    const patched = await call('vejleAdmin', 'PATCH', `/devices/${vejleDevice.id}/alarms/${alarm._id}`, { value: 175.5, operator: '>', notificationEmails: 'a@b.dk' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ value: 175.5, operator: 'gt', notificationEmails: ['a@b.dk'], unitSlug: 'water_level' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, alarm._id), eq(auditLog.action, 'alarm.update')))
      .orderBy(desc(auditLog.id));
    expect(audit!.changes).toEqual({
      deviceId: vejleDevice.id,
      value: { from: 150, to: 175.5 },
      operator: { from: 'gte', to: 'gt' },
      notificationEmails: { from: [], to: ['a@b.dk'] },
    });

    // The hours are checked together with the stored ones; an empty change is refused.
    await call('vejleAdmin', 'PATCH', `/devices/${vejleDevice.id}/alarms/${alarm._id}`, { notifyFromHour: 6, notifyToHour: 18 });
    const same = await call('vejleAdmin', 'PATCH', `/devices/${vejleDevice.id}/alarms/${alarm._id}`, { notifyToHour: 6 });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields[0].field).toBe('notifyToHour');
    expect((await call('vejleAdmin', 'PATCH', `/devices/${vejleDevice.id}/alarms/${alarm._id}`, {})).statusCode).toBe(400);
    const unit = await call('vejleAdmin', 'PATCH', `/devices/${vejleDevice.id}/alarms/${alarm._id}`, { unitSlug: 'people_count' });
    expect(unit.json().fields[0].field).toBe('unitSlug');

    const removed = await call('vejleAdmin', 'DELETE', `/devices/${vejleDevice.id}/alarms/${alarm._id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('vejleAdmin', 'DELETE', `/devices/${vejleDevice.id}/alarms/${alarm._id}`)).statusCode).toBe(404);
    expect((await call('vejleAdmin', 'GET', `/devices/${vejleDevice.id}/alarms/${alarm._id}`)).statusCode).toBe(404);
    const [deletion] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, alarm._id), eq(auditLog.action, 'alarm.delete')));
    expect(deletion!.changes).toMatchObject({ value: { from: 175.5, to: null } });
  });

  it('lets each demo role do what its abilities say, and hides other organisations’ devices', async () => {
    const aarhusAlarm = await create(aarhusDevice, valid, 'admin');
    const vejleAlarm = await create(vejleDevice);
    const expectations: [Who, string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, number][] = [
      // Anonymous: 401 everywhere.
      ['anonymous', 'list', 'GET', `/devices/${aarhusDevice.id}/alarms`, undefined, 401],
      ['anonymous', 'create', 'POST', `/devices/${aarhusDevice.id}/alarms`, valid, 401],
      ['anonymous', 'trips', 'GET', `/devices/${aarhusDevice.id}/alarm-trips`, undefined, 401],
      // A member reads its organisation's alarms and writes none.
      ['member', 'list', 'GET', `/devices/${aarhusDevice.id}/alarms`, undefined, 200],
      ['member', 'one', 'GET', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, undefined, 200],
      ['member', 'trips', 'GET', `/devices/${aarhusDevice.id}/alarm-trips`, undefined, 200],
      ['member', 'create', 'POST', `/devices/${aarhusDevice.id}/alarms`, valid, 403],
      ['member', 'update', 'PATCH', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, { value: 1 }, 403],
      ['member', 'delete', 'DELETE', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, undefined, 403],
      // …and another organisation's device does not exist for it.
      ['member', 'other list', 'GET', `/devices/${vejleDevice.id}/alarms`, undefined, 404],
      ['member', 'other update', 'PATCH', `/devices/${vejleDevice.id}/alarms/${vejleAlarm._id}`, { value: 1 }, 404],
      // A technician reads the devices its service centre serves (Aarhus's), and writes no alarms.
      ['technician', 'list', 'GET', `/devices/${aarhusDevice.id}/alarms`, undefined, 200],
      ['technician', 'trips', 'GET', `/devices/${aarhusDevice.id}/alarm-trips`, undefined, 200],
      ['technician', 'other list', 'GET', `/devices/${vejleDevice.id}/alarms`, undefined, 404],
      ['technician', 'update', 'PATCH', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, { value: 1 }, 403],
      ['technician', 'create', 'POST', `/devices/${aarhusDevice.id}/alarms`, valid, 403],
      ['technician', 'delete', 'DELETE', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, undefined, 403],
      // An organisation administrator manages its own organisation's alarms only.
      ['vejleAdmin', 'update', 'PATCH', `/devices/${vejleDevice.id}/alarms/${vejleAlarm._id}`, { isActive: false }, 200],
      ['vejleAdmin', 'other list', 'GET', `/devices/${aarhusDevice.id}/alarms`, undefined, 404],
      ['vejleAdmin', 'other create', 'POST', `/devices/${aarhusDevice.id}/alarms`, valid, 404],
      ['otherAdmin', 'other one', 'GET', `/devices/${vejleDevice.id}/alarms/${vejleAlarm._id}`, undefined, 404],
      ['otherAdmin', 'other delete', 'DELETE', `/devices/${vejleDevice.id}/alarms/${vejleAlarm._id}`, undefined, 404],
      ['otherAdmin', 'other trips', 'GET', `/devices/${vejleDevice.id}/alarm-trips`, undefined, 404],
      // The platform administrator manages every organisation's.
      ['admin', 'update', 'PATCH', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, { value: 2 }, 200],
      ['admin', 'delete', 'DELETE', `/devices/${aarhusDevice.id}/alarms/${aarhusAlarm._id}`, undefined, 204],
      // Unknown devices and alarms.
      ['admin', 'no device', 'GET', `/devices/00000000-0000-4000-8000-000000000000/alarms`, undefined, 404],
      ['admin', 'no alarm', 'PATCH', `/devices/${vejleDevice.id}/alarms/00000000-0000-4000-8000-000000000000`, { value: 1 }, 404],
      ['admin', 'bad id', 'GET', `/devices/not-an-id/alarms`, undefined, 400],
    ];
    for (const [who, what, method, url, body, status] of expectations) {
      const response = await call(who, method, url, body);
      expect({ who, what, status: response.statusCode }).toEqual({ who, what, status });
      if (status >= 400) expectErrorShape(response.json(), { 400: 'VALIDATION_FAILED', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status]!);
    }
    // What was refused changed nothing.
    const [kept] = await t.database.db.select().from(alarms).where(eq(alarms.id, vejleAlarm._id));
    expect(kept).toMatchObject({ value: 150, isActive: false });
  });

  it('keeps a deleted device’s alarms readable and refuses changing them', async () => {
    const [seeded] = await t.database.db
      .insert(alarms)
      .values({ deviceId: deletedDevice.id, unitSlug: 'water_level', value: 1, operator: 'gte' })
      .returning();
    expect((await call('vejleAdmin', 'GET', `/devices/${deletedDevice.id}/alarms`)).json()).toMatchObject({ total: 1, data: [{ _id: seeded!.id }] });
    for (const [method, url, body] of [
      ['POST', `/devices/${deletedDevice.id}/alarms`, valid],
      ['PATCH', `/devices/${deletedDevice.id}/alarms/${seeded!.id}`, { value: 3 }],
      ['DELETE', `/devices/${deletedDevice.id}/alarms/${seeded!.id}`, undefined],
    ] as const) {
      const response = await call('vejleAdmin', method, url, body, 'da');
      expect(response.statusCode).toBe(409);
      expectErrorShape(response.json(), 'DEVICE_DELETED');
      expect(response.json().message).toBe('Enheden er slettet, så dens alarmer kan ikke ændres.');
    }
  });

  it(`bounds a device to ${MAX_ALARMS_PER_DEVICE} alarms`, async () => {
    const device = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
    await t.database.db.insert(alarms).values(
      Array.from({ length: MAX_ALARMS_PER_DEVICE - 1 }, (_, i) => ({ deviceId: device.id, unitSlug: 'water_level', value: i, operator: 'gte' as const })),
    );
    // Two at once for the last place: one gets it.
    const [a, b] = await Promise.all([
      call('vejleAdmin', 'POST', `/devices/${device.id}/alarms`, valid),
      call('vejleAdmin', 'POST', `/devices/${device.id}/alarms`, valid),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const list = await call('vejleAdmin', 'GET', `/devices/${device.id}/alarms?perPage=20&page=3`);
    expect(list.json()).toMatchObject({ page: 3, perPage: 20, total: MAX_ALARMS_PER_DEVICE, lastPage: 3 });
    expect(list.json().data).toHaveLength(10);
    expect((await call('vejleAdmin', 'GET', `/devices/${device.id}/alarms?perPage=101`)).statusCode).toBe(400);
  });
});

describe('trip history', () => {
  it('pages a device’s trips newest first, each with its alarm’s condition then, the readings and the e-mail', async () => {
    const device = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
    const alarm = await create(device, { ...valid, value: 100 });
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(alarmTrips).values(
      Array.from({ length: 25 }, (_, i) => ({
        alarmId: alarm._id,
        deviceId: device.id,
        unitSlug: 'water_level',
        operator: 'gte' as const,
        threshold: 100,
        trippedAt: new Date(base + i * 60_000),
        readingTime: new Date(base + i * 60_000 - 1000),
        readingValue: 100 + i,
        clearedAt: i === 24 ? null : new Date(base + i * 60_000 + 30_000),
        clearedReadingTime: i === 24 ? null : new Date(base + i * 60_000 + 29_000),
        clearedReadingValue: i === 24 ? null : 50,
        notificationStatus: 'sent' as const,
        notifiedAt: new Date(base + i * 60_000 + 1000),
      })),
    );
    const first = await call('member', 'GET', `/devices/${device.id}/alarm-trips`);
    expect(first.statusCode).toBe(404); // Vejle's device: not the Aarhus member's
    const page = await call('vejleAdmin', 'GET', `/devices/${device.id}/alarm-trips?perPage=10`);
    expect(page.json()).toMatchObject({ page: 1, perPage: 10, total: 25, lastPage: 3 });
    expect(page.json().data[0]).toEqual({
      _id: expect.any(String),
      alarmId: alarm._id,
      deviceId: device.id,
      unitSlug: 'water_level',
      operator: 'gte',
      threshold: 100,
      aggregation: null,
      trippedAt: new Date(base + 24 * 60_000).toISOString(),
      readingTime: new Date(base + 24 * 60_000 - 1000).toISOString(),
      readingValue: 124,
      clearedAt: null,
      clearedReadingTime: null,
      clearedReadingValue: null,
      notification: { status: 'sent', notifiedAt: new Date(base + 24 * 60_000 + 1000).toISOString() },
    });
    const last = await call('vejleAdmin', 'GET', `/devices/${device.id}/alarm-trips?perPage=10&page=3`);
    expect(last.json().data.map((trip: { readingValue: number }) => trip.readingValue)).toEqual([104, 103, 102, 101, 100]);
    // The open trip is the alarm's state.
    expect((await call('vejleAdmin', 'GET', `/devices/${device.id}/alarms/${alarm._id}`)).json()).toMatchObject({
      state: 'tripped',
      trippedSince: new Date(base + 24 * 60_000).toISOString(),
      currentTrip: { readingValue: 124 },
    });
    for (const query of ['perPage=0', 'perPage=101', 'page=0', 'alarmId=nope']) {
      expect((await call('vejleAdmin', 'GET', `/devices/${device.id}/alarm-trips?${query}`)).statusCode).toBe(400);
    }
    // Removing the alarm removes its trips.
    await call('vejleAdmin', 'DELETE', `/devices/${device.id}/alarms/${alarm._id}`);
    expect((await call('vejleAdmin', 'GET', `/devices/${device.id}/alarm-trips`)).json()).toMatchObject({ total: 0, data: [] });
  });
});
