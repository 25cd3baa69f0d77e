/**
 * The device registry at fleet scale: `GET /devices` pages (the default order, filtered, searched
 * mid-word, sorted, a late page, an organisation administrator's view) and `POST /devices/import`
 * of 10,000 rows, with BENCH_DEVICES devices (default 100,000) of the demo data, on PGlite or on the
 * PostgreSQL server of BENCH_DATABASE_URL (an empty database: it is migrated and filled here).
 * Prints p50/p95 over BENCH_REQUESTS requests per page and each import's time, and the same to
 * BENCH_OUT when set.
 *
 *   npx tsx bench/deviceList.ts                          # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/deviceList.ts
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';

const devices = Number(process.env.BENCH_DEVICES ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const imports = Number(process.env.BENCH_IMPORTS ?? 3);
const IMPORT_ROWS = 10_000;
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

const started = Date.now();
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await seedDemoData(database, { devices, days: 0 });
const { db } = database;
await db.execute(sql`analyze`);
say(`# The device registry at ${devices.toLocaleString('en')} devices on ${database.kind} (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`);

const app = await buildApp({ database, config: testConfig(), housekeeping: false });
const login = async (email: string) =>
  `Bearer ${(await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Demo1234!' } })).json().token as string}`;
const admin = await login('admin@example.com');
const orgAdmin = await login('sofie.jensen@example.com');

// Filter values from the data: the largest organisation, a category and a model it has, a search
// term from the middle of a name.
const [largest] = (
  await db.execute<{ owner: string; category: string; model: string; name: string }>(sql`
    select d.owner_id as owner, dm.device_type_category_id as category, dm.id as model, d.name
    from devices d join device_models dm on dm.id = d.device_model_id
    where d.deleted_at is null and d.owner_id = (select owner_id from devices group by owner_id order by count(*) desc limit 1)
    order by d.id limit 1`)
).rows;
const midWord = largest!.name.slice(2, 6);
const cases: [string, string, string][] = [
  ['every device, newest first (administrator)', admin, 'perPage=20'],
  ['by name, page 1 (administrator)', admin, 'perPage=20&sort=name'],
  ['last seen, newest first (administrator)', admin, 'perPage=20&sort=-lastSeenAt'],
  ['one owner and category, by name', admin, `perPage=20&orgIds=${largest!.owner}&deviceTypeCategoryIds=${largest!.category}&sort=name`],
  ['one owner, model and lifecycle, page 40', admin, `perPage=20&orgIds=${largest!.owner}&deviceModelIds=${largest!.model}&lifecycle=installed&page=40`],
  [`searched mid-word ("${midWord}")`, admin, `perPage=20&search=${encodeURIComponent(midWord)}`],
  ['searched, organisation administrator', orgAdmin, `perPage=20&search=${encodeURIComponent(midWord)}`],
  ['100 a page, organisation administrator', orgAdmin, 'perPage=100'],
  ['map and pickers: lean, 10,000 a page', admin, 'perPage=10000'],
];

const percentile = (times: number[], p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
say('');
say('| `GET /devices` | total | p50 ms | p95 ms |');
say('| --- | --- | --- | --- |');
for (const [label, authorization, query] of cases) {
  const url = `/api/v1/devices${label.startsWith('map') ? '/lean' : ''}?${query}`;
  const first = await app.inject({ url, headers: { authorization } });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const times: number[] = [];
  for (let i = 0; i < (label.startsWith('map') ? Math.ceil(requests / 10) : requests); i++) {
    const t0 = performance.now();
    const response = await app.inject({ url, headers: { authorization } });
    times.push(performance.now() - t0);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  say(`| ${label} | ${(first.json().total as number).toLocaleString('en')} | ${percentile(times, 0.5)} | ${percentile(times, 0.95)} |`);
}

// Import: 10,000 rows for the largest organisation, owner and model by name as a spreadsheet has them.
const [names] = (
  await db.execute<{ owner: string; model: string }>(sql`
    select o.name as owner, dm.title as model from organizations o, device_models dm
    where o.id = ${largest!.owner} and dm.id = ${largest!.model}`)
).rows;
say('');
say(`| \`POST /devices/import\` of ${IMPORT_ROWS.toLocaleString('en')} rows | created | seconds |`);
say('| --- | --- | --- |');
for (let run = 1; run <= imports; run++) {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    name: `Bench ${run} ${i}`,
    device: `bench-import-${run}-${i}`,
    serialNumber: `SN-${run}-${i}`,
    owner: names!.owner,
    deviceModel: names!.model,
    lat: 56 + (i % 100) / 1000,
    lon: 10 + (i % 100) / 1000,
  }));
  const t0 = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/v1/devices/import', headers: { authorization: admin }, payload: { rows } });
  const seconds = ((performance.now() - t0) / 1000).toFixed(2);
  if (response.statusCode !== 200) throw new Error(`import: ${response.statusCode} ${response.body.slice(0, 300)}`);
  say(`| run ${run} | ${(response.json().created as number).toLocaleString('en')} | ${seconds} |`);
}

await app.close();
await database.close();
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
