/**
 * Alarms at fleet scale: how long a trip takes from the ingestion request to a subscriber's event
 * stream, with the demo data's 100,000 devices (their alarms included) and a long trip history, on
 * PGlite or on the PostgreSQL server of BENCH_DATABASE_URL (an empty database: it is migrated and
 * filled here). Prints p50/p95 over BENCH_TRIPS trips and the plans of the alarm queries; writes the
 * same to BENCH_OUT when set.
 *
 *   npx tsx bench/alarmTrip.ts                          # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/alarmTrip.ts
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';

const devices = Number(process.env.BENCH_DEVICES ?? 100_000);
const trips = Number(process.env.BENCH_TRIPS ?? 50);
const historyTrips = Number(process.env.BENCH_HISTORY_TRIPS ?? 500_000);
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

const started = Date.now();
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await seedDemoData(database, { devices, days: 0 });
const { db } = database;
say(`# Alarm trips at ${devices.toLocaleString('en')} devices on ${database.kind} (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`);

// A water-level device of an organisation, without alarms of its own.
const [device] = (
  await db.execute<{ id: string; device: string; ownerId: string }>(sql`
    select d.id, d.device, d.owner_id as "ownerId" from devices d
    join device_models dm on dm.id = d.device_model_id join device_type_categories c on c.id = dm.device_type_category_id
    where c.slug = 'water_level' and d.deleted_at is null and not exists (select 1 from alarms a where a.device_id = d.id)
    order by d.id limit 1`)
).rows;
if (!device) throw new Error('no water-level device');

// A trip history: spread over the seeded alarms, and 2,000 on the measured device's own alarm later.
await db.execute(sql`
  insert into alarm_trips (alarm_id, device_id, unit_slug, operator, threshold, tripped_at, reading_time, reading_value, cleared_at, notification_status)
  select a.id, a.device_id, a.unit_slug, a.operator, a.value, now() - make_interval(mins => g * 37), now() - make_interval(mins => g * 37),
         a.value, now() - make_interval(mins => g * 37 - 5), 'sent'
  from (select * from alarms order by id) a, generate_series(1, greatest(1, ${historyTrips} / greatest(1, (select count(*) from alarms)::int))) g`);
const [counts] = (
  await db.execute<{ alarms: number; trips: number; active: number }>(sql`
    select (select count(*)::int from alarms) as alarms, (select count(*) filter (where is_active)::int from alarms) as active,
           (select count(*)::int from alarm_trips) as trips`)
).rows;
say(`${counts!.alarms.toLocaleString('en')} alarms (${counts!.active.toLocaleString('en')} active), ${counts!.trips.toLocaleString('en')} trips in the history`);

// The job runs as in production (woken by ingestion; its periodic pass every 30 s).
const app = await buildApp({ database, config: testConfig({ alarmEvaluationIntervalMs: 30_000 }), housekeeping: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com', password: 'Demo1234!' } });
const auth = { authorization: `Bearer ${login.json().token as string}` };
const key = (await app.inject({ method: 'POST', url: `/api/v1/organizations/${device.ownerId}/keys`, headers: auth, payload: { name: 'bench' } })).json().key as string;
const alarm = (
  await app.inject({
    method: 'POST',
    url: `/api/v1/devices/${device.id}/alarms`,
    headers: auth,
    payload: { unitSlug: 'water_level', value: 500, operator: '>=', notificationEmails: 'bench@example.com' },
  })
).json()._id as string;
await db.execute(sql`
  insert into alarm_trips (alarm_id, device_id, unit_slug, operator, threshold, tripped_at, reading_time, reading_value, cleared_at, notification_status)
  select ${alarm}::uuid, ${device.id}::uuid, 'water_level', 'gte', 500, now() - make_interval(hours => g + 1), now() - make_interval(hours => g + 1), 600,
         now() - make_interval(hours => g), 'sent'
  from generate_series(1, 2000) g`);
await db.execute(sql`analyze alarm_trips`);
await db.execute(sql`analyze alarms`);

// The subscriber: the platform administrator's event stream.
const events: { type: string; tripId: string; at: number }[] = [];
const stream = await fetch(`${base}/api/v1/events?types=alarm.tripped`, { headers: auth });
void (async () => {
  let buffer = '';
  for await (const chunk of stream.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (type === 'alarm.tripped' && data) events.push({ type, tripId: JSON.parse(data).tripId, at: performance.now() });
    }
  }
})().catch(() => undefined);

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};
let clock = Date.now() - 60_000;
const ingest = async (waterLevel: number) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/ingest/messages',
    headers: { 'x-api-key': key },
    payload: { device: device.device, time: new Date((clock += 100)).toISOString(), readings: { water_level: waterLevel } },
  });
  if (response.statusCode !== 202) throw new Error(`${response.statusCode} ${response.body}`);
};

const latencies: number[] = [];
for (let i = 0; i < trips; i += 1) {
  const seen = events.length;
  const sent = performance.now();
  await ingest(600);
  await until(() => events.length > seen, 'alarm.tripped');
  latencies.push(events[seen]!.at - sent);
  await ingest(100); // clears it, for the next trip
  await until(() => true, '');
  await new Promise((resolve) => setTimeout(resolve, 20));
}
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(0);
say(`ingestion request → alarm.tripped on the event stream, ${trips} trips: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (budget: p95 < 500 ms)`);

const time = async (label: string, query: ReturnType<typeof sql>) => {
  const runs: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    await db.execute(query);
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const plan = (await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`)).rows.map((row) => row['QUERY PLAN']);
  say(`\n## ${label}: p50 ${runs[10]!.toFixed(1)} ms, p95 ${runs[18]!.toFixed(1)} ms\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``);
};
await time(
  "GET /devices/{id}/alarm-trips (a page of 20, newest first; the device has 2,000+ trips)",
  sql`select * from alarm_trips where device_id = ${device.id} order by tripped_at desc, id desc limit 20 offset 0`,
);
await time('… its total', sql`select count(*) from alarm_trips where device_id = ${device.id}`);
await time(
  'GET /devices/{id}/alarms (each alarm with its open trip)',
  sql`select a.*, t.id from alarms a left join alarm_trips t on t.alarm_id = a.id and t.cleared_at is null
      where a.device_id = ${device.id} order by a.created_at, a.id limit 50`,
);
await time(
  'The job woken for one device (its active alarms with new readings)',
  sql`select a.id, t.id from alarms a join devices d on d.id = a.device_id join device_models m on m.id = d.device_model_id
      left join alarm_trips t on t.alarm_id = a.id and t.cleared_at is null
      where a.is_active and d.deleted_at is null and d.last_seen_at is not null
        and (a.evaluated_until is null or d.last_seen_at > a.evaluated_until) and a.device_id = any(${sql.param([device.id])}::uuid[])
      order by a.id limit 501`,
);
await time(
  'The periodic pass (every active alarm with new readings)',
  sql`select a.id, t.id from alarms a join devices d on d.id = a.device_id join device_models m on m.id = d.device_model_id
      left join alarm_trips t on t.alarm_id = a.id and t.cleared_at is null
      where a.is_active and d.deleted_at is null and d.last_seen_at is not null
        and (a.evaluated_until is null or d.last_seen_at > a.evaluated_until)
      order by a.id limit 501`,
);
await time(
  'Trip e-mails still to send',
  sql`select t.id from alarm_trips t join alarms a on a.id = t.alarm_id
      where t.notification_status in ('pending', 'deferred', 'sending') order by t.tripped_at limit 100`,
);

await app.close();
await database.close();
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
process.exit(0);
