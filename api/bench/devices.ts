/**
 * `pnpm bench:devices`: the device area's figures of issue 11 at fleet scale, on PGlite and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL too (each part in a fresh database
 * created on that server). Runs the parts one after the other and writes their output, with the
 * targets, to `api/bench/devices-results.md`:
 *
 * - bench/deviceList.ts — `GET /devices` pages at 100,000 devices (target: p95 < 50 ms on
 *   PostgreSQL for a filtered or searched page) and `POST /devices/import` of 10,000 rows (< 10 s);
 * - bench/deviceData.ts — the Data tab's 3 months of hourly readings (p95 < 100 ms);
 * - bench/alarmTrip.ts — ingestion to the `alarm.tripped` event on a stream (p95 < 500 ms).
 *
 * Settings: BENCH_DATABASE_URL, BENCH_PARTS (comma-separated: list, data, alarm; default all),
 * BENCH_DEVICES (default 100,000), BENCH_WRITE_RESULTS=0 to only print.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const parts = { list: 'deviceList.ts', data: 'deviceData.ts', alarm: 'alarmTrip.ts' } as const;
type Part = keyof typeof parts;
const chosen = (process.env.BENCH_PARTS ?? 'list,data,alarm').split(',').map((p) => p.trim()) as Part[];
const unknown = chosen.filter((p) => !(p in parts));
if (unknown.length > 0) throw new Error(`BENCH_PARTS lists ${Object.keys(parts).join(', ')}, not ${unknown.join(', ')}`);
const serverUrl = process.env.BENCH_DATABASE_URL;

/** A fresh, empty database on the server for one part; its URL. */
async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const sections: string[] = [];
const load = loadavg()[0]!.toFixed(1);
for (const kind of serverUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
  for (const part of chosen) {
    const env: NodeJS.ProcessEnv = { ...process.env, BENCH_OUT: '' };
    delete env.BENCH_DATABASE_URL;
    if (kind === 'postgres') env.BENCH_DATABASE_URL = await freshDatabase(`fieldsense_bench_${part}`);
    const started = Date.now();
    console.log(`\n== ${part} on ${kind}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, parts[part])], {
      env,
      cwd: path.join(here, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    process.stdout.write(run.stdout);
    if (run.status !== 0) throw new Error(`${parts[part]} on ${kind} failed (exit ${run.status})`);
    sections.push(`## ${part} on ${kind} (${((Date.now() - started) / 1000).toFixed(0)} s)\n\n${run.stdout.trim()}\n`);
  }
}

const results = `# Device area benchmarks (\`pnpm bench:devices\`)

Issue 11's targets: a filtered or searched \`GET /devices\` page p95 < 50 ms on PostgreSQL; an import of
10,000 rows < 10 s; the Data tab for 3 months of hourly readings p95 < 100 ms; an alarm trip reaches
its subscriber p95 < 500 ms after ingestion. Run on ${new Date().toISOString().slice(0, 10)}, load average
${load} when it started (2 cores; other work on the machine makes every figure slower).

${sections.join('\n')}`;
if (process.env.BENCH_WRITE_RESULTS !== '0') writeFileSync(path.join(here, 'devices-results.md'), results);
console.log('\nwritten to api/bench/devices-results.md');
