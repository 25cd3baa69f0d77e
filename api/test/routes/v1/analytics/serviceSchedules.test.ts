import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkServiceSchedules } from '../../../../src/analytics/schedules/checkServiceSchedules.ts';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let aarhusId: string;
let deviceId: string;
let admin: string;
let member: string;
let vejleAdmin: string;
const HOUR = 3_600_000;
const now = Date.now();

const scheduleUrl = (orgId: string, devId: string) => `/api/v1/organizations/${orgId}/devices/${devId}/service-schedule`;

async function reading(at: number, count: number) {
  await t.database.db.insert(schema.deviceMessages).values({ deviceId, time: new Date(at), data: { people_count: count, battery: 90 } });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgs = await db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations);
  aarhusId = orgs.find((o) => o.slug.includes('aarhus'))!.id;
  const models = await db.select().from(schema.deviceModels);
  const counterModel = models.find((m) => m.dataModel.some((e) => e.unit.slug === 'people_count'))!;
  const [device] = await db
    .insert(schema.devices)
    .values({ device: 'test-counter-1', name: 'AAA Testtæller', ownerId: aarhusId, deviceModelId: counterModel.id })
    .returning();
  deviceId = device!.id;
  // Baseline before the reset, then +10, +15, a restart (drop to 5: +5), +3 → 33 since the reset.
  await reading(now - 12 * HOUR, 100);
  await reading(now - 9 * HOUR, 110);
  await reading(now - 8 * HOUR, 125);
  await reading(now - 7 * HOUR, 5);
  await reading(now - 6 * HOUR, 8);
  [admin, member, vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
});
afterAll(() => t?.close());

describe('service schedules', () => {
  let scheduleId: string;

  it('validates the target and every address of the list', async () => {
    for (const serviceTargetCount of [0, -3, 1.5]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: scheduleUrl(aarhusId, deviceId),
        headers: t.auth(admin),
        payload: { serviceTargetCount, notificationEmail: 'a@example.com' },
      });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 'VALIDATION_FAILED');
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: scheduleUrl(aarhusId, deviceId),
      headers: { ...t.auth(admin), 'accept-language': 'en' },
      payload: { serviceTargetCount: 30, notificationEmail: 'a@example.com; not-an-address ;b@example.com' },
    });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
    expect(bad.body).toContain('notificationEmail');
    expect(bad.body).toContain('not-an-address');
    const empty = await t.app.inject({
      method: 'PUT',
      url: scheduleUrl(aarhusId, deviceId),
      headers: t.auth(admin),
      payload: { serviceTargetCount: 30, notificationEmail: ' ; ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('creates the schedule with trimmed addresses, counting from now', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: scheduleUrl(aarhusId, deviceId),
      headers: t.auth(admin),
      payload: { serviceTargetCount: 30, notificationEmail: '  a@example.com ;b@example.com  ' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ serviceTargetCount: 30, notificationEmail: 'a@example.com; b@example.com', totalCountSinceLastReset: 0 });
    expect(Math.abs(body.lastResetAt - now / 1000)).toBeLessThan(120);
    scheduleId = body._id;
    expect(t.sentMail).toHaveLength(0);
  });

  it('counts increments since the last reset, a drop being a restart, and e-mails once at the target', async () => {
    await t.database.db
      .update(schema.serviceSchedules)
      .set({ lastResetAt: new Date(now - 10 * HOUR) })
      .where(eq(schema.serviceSchedules.id, scheduleId));
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/analytics/service-schedules?orgId=${aarhusId}&deviceId=${deviceId}&period=day&date=${new Date(now).toISOString()}`,
        headers: t.auth(member),
      });
    const res = await get();
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({ _id: scheduleId, deviceId, device: 'test-counter-1', serviceSchedule: { totalCountSinceLastReset: 33 } });
    expect(item.schedulingData).toHaveLength(24);
    // In the day window: the baseline (first reading ever) counts 0, then 10 + 15 + 5 + 3.
    expect(item.schedulingData.reduce((sum: number, p: { v: number }) => sum + p.v, 0)).toBe(33);
    expect(item.refData).toHaveLength(24);
    expect(item.refData.every((p: { v: number }) => p.v === 0)).toBe(true);

    expect(t.sentMail).toHaveLength(1);
    expect(t.sentMail[0]!.message.to).toBe('a@example.com, b@example.com');
    expect(t.sentMail[0]!.message.subject).toContain('AAA Testtæller');

    await get();
    await checkServiceSchedules(t.database.db, t.app.mailer, [deviceId]);
    expect(t.sentMail).toHaveLength(1);
  });

  it('resets: counting starts again and the e-mail can go out again', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: `${scheduleUrl(aarhusId, deviceId)}/${scheduleId}/reset`,
      headers: t.auth(admin),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ _id: scheduleId, totalCountSinceLastReset: 0 });
    const [row] = await t.database.db.select().from(schema.serviceSchedules).where(eq(schema.serviceSchedules.id, scheduleId));
    expect(row!.notifiedAt).toBeNull();
    expect(row!.lastResetAt.getTime()).toBeGreaterThan(now - 60_000);

    await reading(Date.now() + 60_000, 48); // +40 since the last reading (8)
    const totals = await checkServiceSchedules(t.database.db, t.app.mailer, [deviceId]);
    expect(totals.get(deviceId)).toBe(40);
    expect(t.sentMail).toHaveLength(2);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `${scheduleUrl(aarhusId, deviceId)}/00000000-0000-4000-8000-000000000000/reset`,
      headers: t.auth(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('ingestion checks the schedules of the devices it stored readings for', async () => {
    // Back to the last reading before the reset being 8 (the one ahead of the clock is dropped).
    await t.database.db.execute(sql`delete from device_messages where device_id = ${deviceId} and time > now()`);
    const reset = await t.app.inject({ method: 'POST', url: `${scheduleUrl(aarhusId, deviceId)}/${scheduleId}/reset`, headers: t.auth(admin) });
    expect(reset.statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${aarhusId}/keys`, headers: t.auth(admin), payload: { name: 'counter' } });
    const key = created.json().key as string;
    const ingest = (at: number, count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ingest/messages',
        headers: { 'x-api-key': key },
        payload: { device: 'test-counter-1', time: new Date(at).toISOString(), readings: { people_count: count } },
      });
    // +20 is below the target of 30, +15 more reaches it, +7 after that sends nothing more.
    expect((await ingest(Date.now() + 120_000, 28)).statusCode).toBeLessThan(300);
    expect(t.sentMail).toHaveLength(2);
    expect((await ingest(Date.now() + 180_000, 43)).statusCode).toBeLessThan(300);
    expect(t.sentMail).toHaveLength(3);
    expect(t.sentMail[2]!.message.text).toContain('35');
    expect((await ingest(Date.now() + 240_000, 50)).statusCode).toBeLessThan(300);
    expect(t.sentMail).toHaveLength(3);
  });

  it('refuses a schedule on a device that counts no events, saying why in the caller language', async () => {
    const models = await t.database.db.select().from(schema.deviceModels);
    const levelModel = models.find((m) => m.dataModel.some((e) => e.unit.slug === 'water_level'))!;
    const [level] = await t.database.db
      .insert(schema.devices)
      .values({ device: 'test-level-put', name: 'AAA Niveau uden tæller', ownerId: aarhusId, deviceModelId: levelModel.id })
      .returning();
    for (const [language, message] of [
      ['da', 'Enheden tæller ingen hændelser og kan derfor ikke have en serviceplan.'],
      ['en', 'The device counts no events, so it cannot have a service schedule.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: scheduleUrl(aarhusId, level!.id),
        headers: { ...t.auth(admin), 'accept-language': language },
        payload: { serviceTargetCount: 30, notificationEmail: 'a@example.com' },
      });
      expect(res.statusCode).toBe(409);
      expectErrorShape(res.json(), 'CONFLICT');
      expect(res.json().message).toBe(message);
    }
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from service_schedules where device_id = ${level!.id}`)).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('lists the organisation groups with their counter devices only', async () => {
    const db = t.database.db;
    const [group] = await db.insert(schema.groups).values({ organizationId: aarhusId, name: 'AAA Tællere' }).returning();
    const models = await db.select().from(schema.deviceModels);
    const levelModel = models.find((m) => m.dataModel.some((e) => e.unit.slug === 'water_level'))!;
    const [level] = await db
      .insert(schema.devices)
      .values({ device: 'test-level-1', name: 'AAA Niveau', ownerId: aarhusId, deviceModelId: levelModel.id })
      .returning();
    await db.insert(schema.groupDevices).values([
      { groupId: group!.id, deviceId },
      { groupId: group!.id, deviceId: level!.id },
    ]);
    const url = `/api/v1/analytics/service-schedules/organizations/${aarhusId}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { ...t.auth(member), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const found = res.json().data.find((g: { _id: string }) => g._id === group!.id);
    expect(found.devices).toHaveLength(1);
    expect(found.devices[0]).toMatchObject({
      _id: deviceId,
      device: 'test-counter-1',
      deviceTypeCategory: { name: 'Person counter' },
      defaultUnit: 'people_count',
      // What a collapsed scheduling card shows: the count since the last reset and the target.
      serviceSchedule: { _id: scheduleId, serviceTargetCount: 30, totalCountSinceLastReset: expect.any(Number) },
    });
    const body = res.json();
    // Counters in no group are listed too, each once; non-counters never.
    const all = [...body.data.flatMap((g: { devices: unknown[] }) => g.devices), ...body.ungrouped] as { _id: string; hasCounter: boolean }[];
    expect(all.every((d) => d.hasCounter)).toBe(true);
    expect(body.ungrouped.some((d: { _id: string }) => d._id === level!.id)).toBe(false);
    expect(new Set(body.ungrouped.map((d: { _id: string }) => d._id)).size).toBe(body.ungrouped.length);
    expect((await t.app.inject({ method: 'GET', url, headers: t.auth(vejleAdmin) })).statusCode).toBe(404);
  });

  it('removes a schedule: 204, then 404, and the device can get a new one', async () => {
    const del = (token: string, id = scheduleId, device = deviceId, org = aarhusId) =>
      t.app.inject({ method: 'DELETE', url: `${scheduleUrl(org, device)}/${id}`, headers: { ...t.auth(token), 'accept-language': 'en' } });
    expect((await del(member)).statusCode).toBe(403);
    expect((await del(vejleAdmin)).statusCode).toBe(404);
    const removed = await del(admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from service_schedules where device_id = ${deviceId}`)).rows as [{ n: number }];
    expect(n).toBe(0);
    const [audit] = (await t.database.db.execute<{ action: string; subject_id: string }>(
      sql`select action, subject_id from audit_log where action = 'serviceSchedule.delete' order by created_at desc limit 1`,
    )).rows;
    expect(audit).toEqual({ action: 'serviceSchedule.delete', subject_id: scheduleId });
    const again = await del(admin);
    expect(again.statusCode).toBe(404);
    expectErrorShape(again.json(), 'NOT_FOUND');
    expect(again.json().message).toBe('The service schedule does not exist.');
    expect((await del(admin, 'not-a-uuid')).statusCode).toBe(400);
    // The card lists it without a schedule, and a new one can be set.
    const list = await t.app.inject({ url: `/api/v1/analytics/service-schedules?orgId=${aarhusId}&deviceId=${deviceId}`, headers: t.auth(member) });
    expect(list.json().data[0]).toMatchObject({ _id: null, serviceSchedule: null });
    const put = await t.app.inject({
      method: 'PUT',
      url: scheduleUrl(aarhusId, deviceId),
      headers: t.auth(admin),
      payload: { serviceTargetCount: 30, notificationEmail: 'a@example.com; b@example.com' },
    });
    expect(put.statusCode).toBe(200);
    scheduleId = put.json()._id;
  });

  it('scopes: read for members, update needs `update Analytics`, other organisations 404', async () => {
    const put = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: scheduleUrl(aarhusId, deviceId),
        headers: t.auth(token),
        payload: { serviceTargetCount: 5, notificationEmail: 'a@example.com' },
      });
    expect((await put(member)).statusCode).toBe(403);
    expect((await put(vejleAdmin)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/service-schedules?orgId=${aarhusId}&period=week`,
      headers: t.auth(vejleAdmin),
    });
    expect(list.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/service-schedules?orgId=${aarhusId}&period=week`,
      headers: t.auth(member),
    });
    expect(own.statusCode).toBe(200);
    for (const item of own.json().data) expect(item.schedulingData).toHaveLength(7);
    expect(own.json().data.some((item: { deviceId: string }) => item.deviceId === deviceId)).toBe(true);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from service_schedules where device_id = ${deviceId}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('service schedules of a whole group', () => {
  const SIZE = 30;
  let groupId: string;
  const counters: string[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const models = await db.select().from(schema.deviceModels);
    const counterModel = models.find((m) => m.dataModel.some((e) => e.unit.slug === 'people_count'))!;
    const [group] = await db.insert(schema.groups).values({ organizationId: aarhusId, name: 'AAA Mange tællere' }).returning();
    groupId = group!.id;
    const created = await db
      .insert(schema.devices)
      .values(
        Array.from({ length: SIZE }, (_, i) => ({
          device: `test-many-${i}`,
          name: `AAB Tæller ${String(i).padStart(2, '0')}`,
          ownerId: aarhusId,
          deviceModelId: counterModel.id,
        })),
      )
      .returning();
    counters.push(...created.map((d) => d.id));
    await db.insert(schema.groupDevices).values(counters.map((id) => ({ groupId, deviceId: id })));
    // Device i: a baseline 30 h ago, then +i and +i again 5 h and 4 h ago.
    await db.insert(schema.deviceMessages).values(
      counters.flatMap((id, i) => [
        { deviceId: id, time: new Date(now - 30 * HOUR), data: { people_count: 10 } },
        { deviceId: id, time: new Date(now - 5 * HOUR), data: { people_count: 10 + i } },
        { deviceId: id, time: new Date(now - 4 * HOUR), data: { people_count: 10 + 2 * i } },
      ]),
    );
    // Schedules on every third device, reset between the two last readings: i since then.
    await db.insert(schema.serviceSchedules).values(
      counters
        .filter((_, i) => i % 3 === 0)
        .map((id) => ({ deviceId: id, organizationId: aarhusId, serviceTargetCount: 1_000_000, notificationEmail: 'x@example.com', lastResetAt: new Date(now - 4.5 * HOUR) })),
    );
  });

  const list = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/service-schedules?orgId=${aarhusId}&groupId=${groupId}&${query}`,
      headers: { ...t.auth(member), 'accept-language': 'en' },
    });
  const sum = (points: { v: number }[]) => points.reduce((total, p) => total + p.v, 0);

  it('counts every device of the group in a bounded number of queries', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const res = await list(`period=week&date=${new Date(now).toISOString()}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data).toHaveLength(SIZE);
      data.forEach((item: { deviceId: string; schedulingData: { v: number }[]; refData: { v: number }[]; serviceSchedule: unknown }, i: number) => {
        expect(item.deviceId).toBe(counters[i]);
        expect(sum(item.schedulingData)).toBe(2 * i);
        expect(sum(item.refData)).toBe(0);
        expect(item.serviceSchedule === null).toBe(i % 3 !== 0);
        if (i % 3 === 0) expect(item.serviceSchedule).toMatchObject({ totalCountSinceLastReset: i });
      });
      // Auth, organisation, group, devices, schedules, totals, buckets: not one per device.
      expect(spy.mock.calls.length).toBeGreaterThan(2);
      expect(spy.mock.calls.length).toBeLessThan(15);
    } finally {
      spy.mockRestore();
    }
  });

  it('takes a custom period of local days, like trends', async () => {
    const from = new Date(now - 2 * 24 * HOUR).toISOString();
    const res = await list(`period=custom&from=${from}&to=${new Date(now).toISOString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().data;
    expect(first.schedulingData).toHaveLength(3);
    expect(first.refData).toHaveLength(3);
    expect(second.schedulingData[1].ts - second.schedulingData[0].ts).toBe(86_400);
    expect(sum(second.schedulingData)).toBe(2);
    expect(sum(second.refData)).toBe(0);
  });

  it('validates a custom period like trends do', async () => {
    for (const [query, field] of [
      ['period=custom&to=2026-03-10', 'from'],
      ['period=custom&from=2026-02-30&to=2026-03-10', 'from'],
      ['period=custom&from=2026-03-10&to=2026-03-09', 'to'],
      ['period=custom&from=2024-01-01&to=2026-03-09', 'to'],
      ['period=year', 'period'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expectErrorShape(res.json(), 'VALIDATION_FAILED');
      expect(res.json().fields.map((f: { field: string }) => f.field), query).toContain(field);
    }
  });

  it('lets an organisation administrator keep the schedules of their own devices', async () => {
    const vejle = (await t.database.db.select().from(schema.organizations)).find((o) => o.slug.includes('vejle'))!;
    const doorModel = (await t.database.db.select().from(schema.deviceModels)).find((m) => m.dataModel.some((e) => e.unit.slug === 'open_count'))!;
    const [vejleDevice] = await t.database.db
      .insert(schema.devices)
      .values({ device: 'test-vejle-door', name: 'Vejle dør', ownerId: vejle.id, deviceModelId: doorModel.id })
      .returning();
    const res = await t.app.inject({
      method: 'PUT',
      url: scheduleUrl(vejle.id, vejleDevice!.id),
      headers: t.auth(vejleAdmin),
      payload: { serviceTargetCount: 10, notificationEmail: 'drift@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
