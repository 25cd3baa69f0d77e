/**
 * The Data tab's request at scale: GET /devices/{id}/messages for 3 months of hourly readings of a
 * water-level device (with its water-level calculation), among the readings of many other devices,
 * on PGlite or on the PostgreSQL server of BENCH_DATABASE_URL (an empty database: it is migrated
 * and filled here). Prints p50/p95 over BENCH_REQUESTS requests and the query plan.
 *
 *   npx tsx bench/deviceData.ts                       # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/deviceData.ts
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const otherReadings = Number(process.env.BENCH_OTHER_READINGS ?? (process.env.BENCH_DATABASE_URL ? 2_000_000 : 300_000));
const HOUR = 3_600_000;

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await seedDemoData(database, { devices: 200, days: 0 });
const { db } = database;
const [device] = (
  await db.execute<{ id: string }>(sql`
    select d.id from devices d join device_models dm on dm.id = d.device_model_id
    join device_type_categories c on c.id = dm.device_type_category_id
    where c.slug = 'water_level' and d.deleted_at is null order by d.id limit 1`)
).rows;
await db.execute(sql`update devices set properties = properties || '{"elevation": 12.5, "heightOffset": 10, "boundary_distance": 250}'::jsonb where id = ${device!.id}`);
const end = Math.floor(Date.now() / HOUR) * HOUR;
// 90 days hourly for the device; other devices' readings spread over the same months.
await db.execute(sql`
  insert into device_messages (device_id, time, data, signal_strength, rssi, rsrq, seq_number)
  select ${device!.id}::uuid, to_timestamp(${end / 1000}) - make_interval(hours => g), jsonb_build_object('water_level', 60 + (g % 40), 'temperature', 5, 'battery', 80), 40, -90, -9, g
  from generate_series(1, 90 * 24) g on conflict do nothing`);
await db.execute(sql`
  insert into device_messages (device_id, time, data)
  select d.id, to_timestamp(${end / 1000}) - make_interval(hours => g), '{"battery": 80}'::jsonb
  from (select id from devices where id <> ${device!.id} order by id) d, generate_series(1, ${Math.ceil(otherReadings / 199)}) g
  on conflict do nothing`);
await db.execute(sql`analyze device_messages`);
const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from device_messages`)).rows as [{ count: number }];

const app = await buildApp({ database, config: testConfig(), housekeeping: false });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com', password: 'Demo1234!' } });
const token = login.json().token as string;
const url = `/api/v1/devices/${device!.id}/messages?startDate=${(end - 90 * 24 * HOUR) / 1000}&endDate=${end / 1000}`;
const first = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const body = first.json();
const times: number[] = [];
for (let i = 0; i < requests; i++) {
  const started = performance.now();
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  times.push(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`
  explain analyze select * from device_messages where device_id = ${device!.id} and time >= ${new Date(end - 90 * 24 * HOUR).toISOString()}::timestamptz
  and time <= ${new Date(end).toISOString()}::timestamptz order by time limit 20001`);
console.log(
  JSON.stringify(
    {
      database: database.kind,
      readingsInTable: count,
      readingsAnswered: body.data.length,
      bytes: first.body.length,
      withWaterLevel: body.units.some((u: { slug: string }) => u.slug === 'water_level_calculated'),
      p50ms: at(0.5),
      p95ms: at(0.95),
    },
    null,
    2,
  ),
);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await app.close();
await database.close();
