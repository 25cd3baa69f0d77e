import type { AddressInfo } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetsCondition } from '../../src/alarms/alarmCondition.ts';
import { evaluateAlarms } from '../../src/alarms/evaluateAlarms.ts';
import { publishAlarmEvents } from '../../src/events/alarmEvents.ts';
import { copenhagenHour, withinNotificationHours } from '../../src/alarms/notificationHours.ts';
import { sendAlarmMails } from '../../src/alarms/sendAlarmMails.ts';
import { type Database, openDatabase, schema } from '../../src/db/client.ts';
import { createMemoryMailer } from '../../src/mail/mailer.ts';
import { readEvents, waitFor } from '../events/readEvents.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const { alarms, alarmTrips, devices, organizations } = schema;

/**
 * The alarm job end to end on a real app: readings ingested over HTTP with an API key, the job woken
 * by ingestion's NOTIFY, trips recorded in the database, `alarm.tripped` / `alarm.cleared` read from
 * a real SSE stream, e-mails from the app's mailer. Details (operators, hours, aggregation,
 * concurrency) call the job's functions on the same database with a chosen clock.
 */
let t: TestApp;
let baseUrl: string;
let vejleId: string;
let device: { id: string; device: string; name: string };
let apiKey: string;
let vejleAdmin: string;
/** Every event the Vejle administrator's stream received, in order. */
const received: { event: string; data: Record<string, string>; at: number }[] = [];
let stream: AbortController;

beforeAll(async () => {
  // The job runs (woken by readings); its periodic pass is an hour away, so what happens is the wake's doing.
  t = await createTestApp({ config: { alarmEvaluationIntervalMs: 3_600_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const [org] = await t.database.db.select().from(organizations).where(eq(organizations.slug, 'vejle-forsyning'));
  vejleId = org!.id;
  const [row] = await t.database.db
    .select({ id: devices.id, device: devices.device, name: devices.name })
    .from(devices)
    .where(
      and(
        eq(devices.ownerId, vejleId),
        isNull(devices.deletedAt),
        sql`not exists (select 1 from alarms a where a.device_id = ${devices.id})`,
        // The tests send water levels: a device whose model measures them, whatever else the demo data holds.
        sql`exists (select 1 from device_models m, jsonb_array_elements(m.data_model) u
          where m.id = ${devices.deviceModelId} and u->'unit'->>'slug' = 'water_level')`,
      ),
    )
    .orderBy(devices.device)
    .limit(1);
  device = row!;
  const [seen] = await t.database.db.select({ at: devices.lastSeenAt }).from(devices).where(eq(devices.id, device.id));
  clock = Math.max(Date.now() - 120_000, (seen?.at?.getTime() ?? 0) + 1000);
  const [admin, sofie] = await Promise.all([t.login('admin@example.com'), t.login('sofie.jensen@example.com')]);
  vejleAdmin = sofie;
  apiKey = (
    await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${vejleId}/keys`, headers: t.auth(admin), payload: { name: 'alarms' } })
  ).json().key;

  stream = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events?types=alarm.tripped,alarm.cleared`, { headers: t.auth(sofie), signal: stream.signal });
  expect(response.status, await (response.status === 200 ? '' : response.text())).toBe(200);
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  await waitFor(() => received.some((e) => e.event === 'ready'));
});
afterAll(async () => {
  stream?.abort();
  await t?.close();
});

/** Reading times: after the seeded readings, one second apart (readings older than what was judged are ignored). */
let clock = 0;
const nextTime = () => new Date((clock += 1000)).toISOString();

const ingest = async (waterLevel: number, time = nextTime()) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/messages',
    headers: { 'x-api-key': apiKey },
    payload: { device: device.device, time, readings: { water_level: waterLevel } },
  });
  expect(response.statusCode).toBe(202);
  return time;
};

const createAlarm = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/devices/${device.id}/alarms`, headers: t.auth(vejleAdmin), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
};

const tripsOf = (alarmId: string) => t.database.db.select().from(alarmTrips).where(eq(alarmTrips.alarmId, alarmId)).orderBy(alarmTrips.trippedAt);
/** Resolves once the job has judged the reading at `time` (without one: the latest reading, as it does first). */
const judged = async (alarmId: string, time?: string) =>
  expect
    .poll(async () => {
      const [row] = await t.database.db.select({ until: alarms.evaluatedUntil }).from(alarms).where(eq(alarms.id, alarmId));
      return row?.until?.getTime() ?? -1;
    })
    .toBeGreaterThanOrEqual(time ? Date.parse(time) : 0);

/** The whole day: e-mails go out whatever the hour the test runs at. */
const allDay = { notifyFromHour: 0, notifyToHour: 24 };

describe('alarm evaluation through ingestion', () => {
  it('trips once, raises alarm.tripped, e-mails once, and clears when the reading returns', async () => {
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 10_000, operator: '>=', notificationEmails: 'vagt@vejle-forsyning.dk', ...allDay });
    await judged(alarm._id); // the first pass over the seeded reading
    const before = t.sentMail.length;

    const sent = Date.now();
    const overTime = await ingest(10_250);
    await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
    const event = received.find((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id)!;
    const trips = await tripsOf(alarm._id);
    expect(trips).toHaveLength(1);
    expect(event.data).toEqual({ deviceId: device.id, alarmId: alarm._id, tripId: trips[0]!.id, ownerId: vejleId });
    expect(event.at - sent).toBeLessThan(5000);
    expect(trips[0]).toMatchObject({ readingValue: 10_250, threshold: 10_000, operator: 'gte', clearedAt: null });
    expect(trips[0]!.readingTime.toISOString()).toBe(overTime);

    // One e-mail, to the list, with the device, the value, the limit and the link to its alerts.
    await waitFor(() => t.sentMail.length > before);
    await expect.poll(async () => (await tripsOf(alarm._id))[0]!.notificationStatus).toBe('sent');
    const mails = t.sentMail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.to).toBe('vagt@vejle-forsyning.dk');
    expect(mails[0]!.message.subject).toContain(device.name);
    expect(mails[0]!.message.text).toContain('10.250 cm'); // Danish: the organisation's users are Danish
    expect(mails[0]!.message.text).toContain('>= 10.000 cm');
    expect(mails[0]!.message.text).toContain(`http://localhost:4000/devices/${device.id}/alerts`);

    // The state as clients read it.
    const read = await t.app.inject({ url: `/api/v1/devices/${device.id}/alarms/${alarm._id}`, headers: t.auth(vejleAdmin) });
    expect(read.json()).toMatchObject({ state: 'tripped', currentTrip: { _id: trips[0]!.id, readingValue: 10_250, readingTime: overTime } });

    // Still over: the same trip, no second e-mail, no second event.
    const again = await ingest(10_500);
    await judged(alarm._id, again);
    expect(await tripsOf(alarm._id)).toHaveLength(1);
    expect(received.filter((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id)).toHaveLength(1);
    expect(t.sentMail.length).toBe(before + 1);

    // Back under: the trip ends with the reading that ended it.
    const underTime = await ingest(120);
    await waitFor(() => received.some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id));
    const [cleared] = await tripsOf(alarm._id);
    expect(cleared).toMatchObject({ clearedReadingValue: 120, notificationStatus: 'sent' });
    expect(cleared!.clearedAt).not.toBeNull();
    expect(cleared!.clearedReadingTime!.toISOString()).toBe(underTime);
    const history = await t.app.inject({ url: `/api/v1/devices/${device.id}/alarm-trips?alarmId=${alarm._id}`, headers: t.auth(vejleAdmin) });
    expect(history.json()).toMatchObject({ total: 1, data: [{ _id: cleared!.id, readingValue: 10_250, clearedReadingValue: 120, notification: { status: 'sent' } }] });

    // Over again: a new trip, and its own e-mail.
    await ingest(10_100);
    await waitFor(() => received.filter((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id).length === 2);
    await waitFor(() => t.sentMail.length === before + 2);
    expect(await tripsOf(alarm._id)).toHaveLength(2);
    await ingest(0);
    await waitFor(() => received.some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id && e.data.tripId !== cleared!.id));
    await deactivate(alarm._id);
  });

  it('brings a trip to the event stream as soon as the reading is stored (p95 of 20)', async () => {
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 90_000, operator: 'gte', ...allDay });
    await judged(alarm._id);
    const latencies: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const seen = received.length;
      const started = Date.now();
      await ingest(95_000);
      const isTrip = (e: (typeof received)[number]) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id;
      await waitFor(() => received.slice(seen).some(isTrip));
      latencies.push(received.slice(seen).find(isTrip)!.at - started);
      await ingest(0);
      await waitFor(() => received.slice(seen).some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id));
    }
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
    console.info(`alarm trip → event stream (${t.database.kind}): median ${latencies[10]!.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`);
    // The budget is p95 < 500 ms (bench/alarmTrip.ts measures it at 100,000 devices: 91-116 ms). Here,
    // beside other test files on 2 loaded cores, the bound only tells a woken job (tens of ms) from
    // one that waits for its periodic pass (an hour in this file).
    expect(p95).toBeLessThan(2000);
    await deactivate(alarm._id);
  });

  it('keeps a trip outside the notification hours without mailing, and mails it when the hours open if still open', async () => {
    const hour = copenhagenHour(new Date());
    // Two hours from now to three: outside now, whatever the hour.
    const hours = { notifyFromHour: (hour + 2) % 24, notifyToHour: (hour + 3) % 24 || 24 };
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 20_000, operator: 'gt', notificationEmails: ['nat@vejle-forsyning.dk'], ...hours });
    const before = t.sentMail.length;
    await ingest(25_000);
    await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
    const [trip] = await tripsOf(alarm._id);
    expect(trip!.notificationStatus).toBe('deferred');
    // Nothing goes out while the hours are closed (a mail pass now sends nothing for it).
    const mailer = createMemoryMailer('test@fieldsense.local');
    const closed = await sendAlarmMails(t.database.db, mailer, { publicWebUrl: 'http://web.test' });
    expect(closed.sent).not.toContain(trip!.id);
    expect(t.sentMail.length).toBe(before);

    // When the hours open, the still open trip is mailed, once.
    const opened = new Date(Date.now() + 2 * 3_600_000 + 60_000);
    expect(withinNotificationHours(opened, hours.notifyFromHour, hours.notifyToHour)).toBe(true);
    const pass = await sendAlarmMails(t.database.db, mailer, { publicWebUrl: 'http://web.test', now: opened });
    expect(pass.sent).toContain(trip!.id);
    expect(mailer.sent.filter((m) => m.message.to === 'nat@vejle-forsyning.dk')).toHaveLength(1);
    expect(mailer.sent.find((m) => m.message.to === 'nat@vejle-forsyning.dk')!.message.text).toContain(`http://web.test/devices/${device.id}/alerts`);
    const repeat = await sendAlarmMails(t.database.db, mailer, { publicWebUrl: 'http://web.test', now: opened });
    expect(repeat.sent).not.toContain(trip!.id);
    await deactivate(alarm._id);
  });

  it('does not mail a trip that ended before the notification hours opened', async () => {
    const hour = copenhagenHour(new Date());
    const hours = { notifyFromHour: (hour + 5) % 24, notifyToHour: (hour + 6) % 24 || 24 };
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 30_000, operator: 'gte', notificationEmails: 'kort@vejle-forsyning.dk', ...hours });
    await ingest(30_001);
    await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
    await ingest(10);
    await waitFor(() => received.some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id));
    const [trip] = await tripsOf(alarm._id);
    expect(trip!.notificationStatus).toBe('skipped');
    const mailer = createMemoryMailer('test@fieldsense.local');
    await sendAlarmMails(t.database.db, mailer, { publicWebUrl: 'http://web.test', now: new Date(Date.now() + 5 * 3_600_000 + 60_000) });
    expect(mailer.sent.filter((m) => m.message.to === 'kort@vejle-forsyning.dk')).toEqual([]);
    await deactivate(alarm._id);
  });

  it('sends a due e-mail even behind many trips waiting for their hours', async () => {
    const hour = copenhagenHour(new Date());
    const closed = await createAlarm({ unitSlug: 'water_level', value: 1e9, operator: 'gte', notificationEmails: 'venter@vejle-forsyning.dk', notifyFromHour: (hour + 2) % 24, notifyToHour: (hour + 3) % 24 || 24 });
    const due = await createAlarm({ unitSlug: 'water_level', value: 1e9, operator: 'gte', notificationEmails: 'nu@vejle-forsyning.dk', ...allDay });
    await deactivate(closed._id);
    await deactivate(due._id);
    const trip = (alarmId: string, minutesAgo: number, status: 'deferred' | 'pending') => ({
      alarmId,
      deviceId: device.id,
      unitSlug: 'water_level',
      operator: 'gte' as const,
      threshold: 1e9,
      trippedAt: new Date(Date.now() - minutesAgo * 60_000),
      readingTime: new Date(Date.now() - minutesAgo * 60_000),
      readingValue: 2e9,
      clearedAt: status === 'deferred' ? null : new Date(),
      notificationStatus: status,
    });
    // 150 older trips waiting for closed hours (only one can be open per alarm: the others ended, still deferred).
    await t.database.db.insert(alarmTrips).values(Array.from({ length: 150 }, (_, i) => ({ ...trip(closed._id, 200 + i, 'deferred'), clearedAt: i === 0 ? null : new Date() })));
    await t.database.db.insert(alarmTrips).values(trip(due._id, 1, 'pending'));
    const mailer = createMemoryMailer('test@fieldsense.local');
    await sendAlarmMails(t.database.db, mailer, { publicWebUrl: 'http://web.test' });
    // Sent once, by this pass (or by the app's own job had it run meanwhile).
    const to = [...mailer.sent, ...t.sentMail].map((m) => m.message.to);
    expect(to.filter((address) => address === 'nu@vejle-forsyning.dk')).toHaveLength(1);
    expect(to).not.toContain('venter@vejle-forsyning.dk');
  });

  it('records each trip once when several evaluations judge the same reading at the same time', async () => {
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 40_000, operator: 'gte', ...allDay });
    await judged(alarm._id);
    // Stop the app's job from taking the reading first: the evaluations below race for it.
    const time = nextTime();
    await t.database.db.insert(schema.deviceMessages).values({ deviceId: device.id, time: new Date(time), data: { water_level: 40_000 } });
    await t.database.db.update(devices).set({ lastSeenAt: new Date(time) }).where(eq(devices.id, device.id));

    // A second connection (pool) to the same database on a server; PGlite has one, which serialises them.
    let other: Database | undefined;
    if ('DATABASE_URL' in t.database.serverEnv) other = await openDatabase({ url: t.database.serverEnv.DATABASE_URL, dataDir: 'memory' });
    try {
      const runs = await Promise.all([
        evaluateAlarms(t.database.db, { deviceIds: [device.id] }),
        evaluateAlarms((other ?? t.database).db, { deviceIds: [device.id] }),
        evaluateAlarms((other ?? t.database).db),
      ]);
      const trips = await tripsOf(alarm._id);
      expect(trips).toHaveLength(1);
      const tripped = runs.flatMap((run) => run.changes).filter((c) => c.type === 'alarm.tripped' && c.alarmId === alarm._id);
      expect(tripped).toHaveLength(1);
      await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
      expect(received.filter((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    // The partial unique index refuses a second open trip outright.
    await expect(
      t.database.db.insert(alarmTrips).values({
        alarmId: alarm._id,
        deviceId: device.id,
        unitSlug: 'water_level',
        operator: 'gte',
        threshold: 1,
        readingTime: new Date(),
        readingValue: 2,
        notificationStatus: 'skipped',
      }),
    ).rejects.toThrow();
    await deactivate(alarm._id);
  });
});

describe('who hears of a trip', () => {
  it('reaches whoever may read the device — members, technicians of a serving centre, administrators — and nobody else', async () => {
    const [aarhus] = await t.database.db.select().from(organizations).where(eq(organizations.slug, 'aarhus-kommune'));
    const open = async (email: string) => {
      const response = await fetch(`${baseUrl}/api/v1/events?types=alarm.tripped`, { headers: t.auth(await t.login(email)) });
      expect(response.status).toBe(200);
      return readEvents(response.body!, () => false, 2500);
    };
    const before = t.app.events.subscriberCount;
    const streams = {
      member: open('member@example.com'), // Aarhus
      technician: open('technician@example.com'), // serves Aarhus and Silkeborg
      admin: open('admin@example.com'),
      otherAdmin: open('ida.soerensen@example.com'), // Region Nordjylland
    };
    await waitFor(() => t.app.events.subscriberCount === before + 4);
    const ids = { deviceId: device.id, alarmId: device.id, tripId: device.id };
    await publishAlarmEvents(t.database.db, [
      { type: 'alarm.tripped', ...ids, ownerId: aarhus!.id },
      { type: 'alarm.tripped', ...ids, ownerId: vejleId },
    ]);
    const owners = async (events: Promise<{ event: string; data: string }[]>) =>
      (await events).filter((e) => e.event === 'alarm.tripped').map((e) => JSON.parse(e.data).ownerId);
    expect(await owners(streams.member)).toEqual([aarhus!.id]);
    expect(await owners(streams.technician)).toEqual([aarhus!.id]);
    expect(await owners(streams.admin)).toEqual([aarhus!.id, vejleId]);
    expect(await owners(streams.otherAdmin)).toEqual([]);
  });
});

describe('conditions', () => {
  it('meets each operator at the threshold as the operator says', () => {
    const cases = { eq: [false, true, false], gte: [false, true, true], gt: [false, false, true], lte: [true, true, false], lt: [true, false, false] } as const;
    for (const [operator, [below, at, above]] of Object.entries(cases)) {
      expect([meetsCondition(19.5, operator as never, 20), meetsCondition(20, operator as never, 20), meetsCondition(20.5, operator as never, 20)]).toEqual([below, at, above]);
    }
    // Doubles: an average a rounding away from the threshold is at it.
    expect(meetsCondition((0.1 + 0.2) * 100, 'eq', 30)).toBe(true);
    expect(meetsCondition((0.1 + 0.2) * 100, 'gt', 30)).toBe(false);
  });

  it('trips each operator on a reading exactly at the threshold through ingestion, or not', async () => {
    const operators = ['eq', 'gte', 'gt', 'lte', 'lt'] as const;
    const created = await Promise.all(
      operators.map(async (operator) => ({ operator, alarm: await createAlarm({ unitSlug: 'water_level', value: 50_000, operator, ...allDay }) })),
    );
    for (const { alarm } of created) await judged(alarm._id);
    /** Ingests the readings in turn; answers, per operator, the value of its open trip's reading (null: none open). */
    const after = async (...values: number[]) => {
      let time = '';
      for (const value of values) time = await ingest(value);
      for (const { alarm } of created) await judged(alarm._id, time);
      const open: Record<string, number | null> = {};
      for (const { operator, alarm } of created) open[operator] = (await tripsOf(alarm._id)).find((trip) => trip.clearedAt === null)?.readingValue ?? null;
      return open;
    };
    // From above down to the threshold: = and <= trip at it, > ends at it, >= stays open from above.
    expect(await after(99_999, 50_000)).toEqual({ eq: 50_000, gte: 99_999, gt: null, lte: 50_000, lt: null });
    // From below up to the threshold: = and >= trip at it, < ends at it, <= stays open from before.
    expect(await after(-1, 50_000)).toEqual({ eq: 50_000, gte: 50_000, gt: null, lte: 50_000, lt: null });
    for (const { alarm } of created) await deactivate(alarm._id);
  });

  it('compares the aggregate over the evaluation window when the alarm has an aggregation', async () => {
    // Average over a minute: 60,100 then 60,300 averages 60,200 (>= 60,200 trips); a 0 brings it down.
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 60_200, operator: 'gte', aggregation: 'average', evaluationFrequency: 1, ...allDay });
    // Earlier tests' readings leave the window.
    clock += 61_000;
    await judged(alarm._id);
    const first = await ingest(60_100);
    await judged(alarm._id, first);
    expect(await tripsOf(alarm._id)).toHaveLength(0);
    await ingest(60_300);
    await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
    const [trip] = await tripsOf(alarm._id);
    expect(trip).toMatchObject({ readingValue: 60_200, aggregation: 'average' });
    await ingest(0);
    await waitFor(() => received.some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id));
    await deactivate(alarm._id);
  });

  it('ends the open trip at once when the alarm is deactivated, without a reading', async () => {
    const alarm = await createAlarm({ unitSlug: 'water_level', value: 70_000, operator: 'gte', ...allDay });
    await ingest(70_001);
    await waitFor(() => received.some((e) => e.event === 'alarm.tripped' && e.data.alarmId === alarm._id));
    await deactivate(alarm._id);
    await waitFor(() => received.some((e) => e.event === 'alarm.cleared' && e.data.alarmId === alarm._id));
    const [trip] = await tripsOf(alarm._id);
    expect(trip).toMatchObject({ clearedReadingTime: null, clearedReadingValue: null });
    expect(trip!.clearedAt).not.toBeNull();
    // An inactive alarm is not judged: a reading over it records nothing.
    const time = await ingest(80_000);
    await expect.poll(async () => (await t.database.db.select().from(devices).where(eq(devices.id, device.id)))[0]!.lastSeenAt!.toISOString()).toBe(time);
    await evaluateAlarms(t.database.db);
    expect(await tripsOf(alarm._id)).toHaveLength(1);
  });
});

/** Deactivates an alarm (ending its trip) so the next test's readings leave it alone. */
async function deactivate(alarmId: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/devices/${device.id}/alarms/${alarmId}`,
    headers: t.auth(vejleAdmin),
    payload: { isActive: false },
  });
  expect(response.statusCode, response.body).toBe(200);
}
