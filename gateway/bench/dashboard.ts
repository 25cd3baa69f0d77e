/**
 * `pnpm bench:dashboard` — the analytics dashboard at scale.
 *
 * For each database (PGlite in a temporary DATA_DIR; a PostgreSQL server from BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL, or one started here under /tmp with initdb/pg_ctl when they are
 * on PATH): seeds a small demo data set plus a group of BENCH_GROUP_DEVICES water-level sensors with
 * BENCH_DAYS days of hourly readings each (api/src/seed/dashboardGroupCli.ts), starts the REAL api as a
 * child process, and measures after a warm-up, BENCH_REQUESTS sequential requests of
 * - `GET /analytics/trends?deviceId&period=three_months` (one device, 3 months hourly: target p95 < 100 ms
 *   on PostgreSQL) and the same for the whole group;
 * - the GraphQL query of the group's cards (a trend on every device) through an in-process gateway,
 *   with the upstream calls it makes (counted on a second gateway that reports its REST calls).
 * Prints a markdown report and writes it to gateway/bench/dashboard-results.md.
 *
 * Bounded: every loop has a fixed count, every wait a deadline; traffic goes to 127.0.0.1 only;
 * everything started here (api, PostgreSQL, temp folders) is stopped and removed at the end.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { forEachDatabase, getJson, graphql, log, ms, run, runBenchmark, startApi, stats, type Stats } from './benchSupport.ts';
import { createGateway, type Gateway } from '../src/gateway.ts';
import { toGlobalId } from '../src/globalId.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../api');
const resultsFile = path.join(here, 'dashboard-results.md');

const env = z
  .object({
    BENCH_GROUP_DEVICES: z.coerce.number().int().min(1).max(1000).default(50),
    BENCH_DAYS: z.coerce.number().int().min(1).max(400).default(90),
    BENCH_REQUESTS: z.coerce.number().int().min(1).max(1_000).default(100),
    BENCH_WARMUP: z.coerce.number().int().min(0).max(100).default(10),
    /** Requests for the rows that read the whole group (50 devices × 3 months is much heavier). */
    BENCH_GROUP_REQUESTS: z.coerce.number().int().min(1).max(1_000).default(20),
    BENCH_DATABASE_URL: z.string().optional(),
    TEST_DATABASE_URL: z.string().optional(),
    DATABASE_URL: z.string().optional(),
    /** Comma-separated: pglite, postgres (default both; postgres only when a server is available). */
    BENCH_TARGETS: z.string().default('pglite,postgres'),
    BENCH_WRITE_RESULTS: z.enum(['0', '1']).default('1'),
  })
  .parse(process.env);

const MEMBER = { email: 'member@example.com', password: 'Demo1234!' };
const STEP_DEADLINE_MS = 5 * 60_000;

/** Warm-up, then `requests` sequential timed calls. */
async function measure(call: () => Promise<unknown>, requests: number, warmup: number): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

// What the dashboard's group shows: every card with its trend (DeviceCard, DeviceCardTrend_trend).
const cardsQuery = `query DashboardBench($id: ID!, $input: TrendInput!) {
  node(id: $id) {
    ... on AnalyticsGroup {
      name
      devices {
        id deviceId name networkId hasCounter
        deviceModel { title } deviceTypeCategory { name } units { slug name unit dataType }
        trend(input: $input) {
          period ref from to refFrom refTo bucket utcOffset aggregation
          unit { slug name unit }
          series { deviceId name points { ts v } }
          refSeries { deviceId name points { ts v } }
          lastReading { value time } intervalSeconds total
        }
      }
    }
  }
}`;

interface Row {
  name: string;
  stats: Stats;
}

interface TargetResult {
  target: 'pglite' | 'postgres';
  seedSeconds: number;
  rows: Row[];
  upstreamCalls: string[];
  load: [number, number];
}

async function benchTarget(target: 'pglite' | 'postgres', databaseEnv: NodeJS.ProcessEnv): Promise<TargetResult> {
  log(`[${target}] seeding a group of ${env.BENCH_GROUP_DEVICES} devices with ${env.BENCH_DAYS} days of hourly readings`);
  const seedStarted = performance.now();
  const out = await run(
    process.execPath,
    ['--import', 'tsx', 'src/seed/dashboardGroupCli.ts', '--devices', String(env.BENCH_GROUP_DEVICES), '--days', String(env.BENCH_DAYS)],
    { cwd: apiDir, env: { ...process.env, ...databaseEnv, NODE_ENV: 'development' }, timeoutMs: STEP_DEADLINE_MS },
  );
  const group = JSON.parse(out.trim().split('\n').at(-1)!) as { organizationId: string; groupId: string; deviceIds: string[] };
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`[${target}] seeded in ${seedSeconds.toFixed(0)} s`);

  const api = await startApi(databaseEnv);
  const calls: string[] = [];
  // Counts the upstream REST calls of the second gateway, on the production client.
  const onUpstreamCall = ({ method, url }: { method: string; url: URL }) => {
    calls.push(`${method} ${url.pathname}${url.search ? '?' + decodeURIComponent(url.search.slice(1)) : ''}`);
  };
  const gatewayConfig = {
    apiUrl: api.url,
    upstreamTimeoutMs: 30_000,
    graphiql: false,
    introspection: false,
    corsOrigins: [],
    production: false,
    logLevel: 'warn' as const,
  };
  const gateways: Gateway[] = [];
  try {
    // Timed: the production upstream client. Counted: the same gateway with a wrapped fetch.
    const timed = await createGateway(gatewayConfig);
    gateways.push(timed);
    const counted = await createGateway({ ...gatewayConfig, onUpstreamCall });
    gateways.push(counted);
    const timedUrl = `http://127.0.0.1:${(await timed.listen(0, '127.0.0.1')).port}/graphql`;
    const countedUrl = `http://127.0.0.1:${(await counted.listen(0, '127.0.0.1')).port}/graphql`;

    const login = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const loadAtStart = os.loadavg()[0]!;
    const trends = `${api.url}/api/v1/analytics/trends?orgId=${group.organizationId}`;
    const rows: Row[] = [];
    const timedRow = async (name: string, call: () => Promise<unknown>, whole = false) => {
      const stats = whole
        ? await measure(call, env.BENCH_GROUP_REQUESTS, Math.min(env.BENCH_WARMUP, 2))
        : await measure(call, env.BENCH_REQUESTS, env.BENCH_WARMUP);
      const result = { name, stats };
      rows.push(result);
      log(`[${target}] ${name}: p50 ${ms(result.stats.p50)} p95 ${ms(result.stats.p95)}`);
    };
    await timedRow('REST `GET /analytics/trends?deviceId&period=three_months` (one device, 3 months hourly)', () =>
      getJson(`${trends}&deviceId=${group.deviceIds[0]}&period=three_months`, token),
    );
    await timedRow(
      `REST \`GET /analytics/trends?groupId&period=week\` (${group.deviceIds.length} devices)`,
      () => getJson(`${trends}&groupId=${group.groupId}&period=week`, token),
      true,
    );
    await timedRow(
      `REST \`GET /analytics/trends?groupId&period=three_months\` (${group.deviceIds.length} devices)`,
      () => getJson(`${trends}&groupId=${group.groupId}&period=three_months`, token),
      true,
    );
    // Every field spelled out, as Relay sends them.
    const input = { period: 'week', ref: 'none', aggregation: 'average' };
    const variables = { id: toGlobalId('AnalyticsGroup', `${group.organizationId}:${group.groupId}`), input };
    const cards = await graphql<{ node: { devices: unknown[] } }>(timedUrl, token, cardsQuery, variables);
    if (cards.node.devices.length !== group.deviceIds.length) throw new Error(`expected ${group.deviceIds.length} cards`);
    await timedRow(
      `GraphQL: the group's ${group.deviceIds.length} cards, a week's trend on each`,
      () => graphql(timedUrl, token, cardsQuery, variables),
      true,
    );
    await timedRow(
      `GraphQL: the group's ${group.deviceIds.length} cards, 3 months' trend on each`,
      () => graphql(timedUrl, token, cardsQuery, { ...variables, input: { ...input, period: 'three_months' } }),
      true,
    );

    calls.length = 0;
    await graphql(countedUrl, token, cardsQuery, variables);
    const upstreamCalls = [...calls];
    log(`[${target}] upstream calls for the cards: ${upstreamCalls.length}`);
    return { target, seedSeconds, rows, upstreamCalls, load: [loadAtStart, os.loadavg()[0]!] };
  } finally {
    for (const gateway of gateways) await gateway.close();
    await api.stop();
  }
}

function report(results: TargetResult[], startedAt: Date, loadBefore: number[]): string {
  const lines: string[] = ['', '# Dashboard benchmark (`pnpm bench:dashboard`)', ''];
  lines.push(
    `Run ${startedAt.toISOString()} on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ` +
      `load average before the run ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}. A group of ${env.BENCH_GROUP_DEVICES} water-level ` +
      `sensors with ${env.BENCH_DAYS} days of hourly readings each; ${env.BENCH_WARMUP} warm-up + ${env.BENCH_REQUESTS} timed sequential ` +
      `requests for the one-device row, 2 + ${env.BENCH_GROUP_REQUESTS} for the whole-group rows; client-side wall time including JSON parsing.`,
    '',
  );
  for (const result of results) {
    lines.push(`## ${result.target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}`, '');
    lines.push(
      `Seed ${result.seedSeconds.toFixed(0)} s. 1-minute load average ${result.load[0].toFixed(1)} when the measurements started, ` +
        `${result.load[1].toFixed(1)} when they ended.`,
      '',
    );
    lines.push('| request | p50 | p95 |', '|---|---:|---:|');
    for (const row of result.rows) lines.push(`| ${row.name} | ${ms(row.stats.p50)} | ${ms(row.stats.p95)} |`);
    lines.push('', `Upstream calls for the group's cards: **${result.upstreamCalls.length}** (${result.upstreamCalls.map((c) => `\`${c.split('?')[0]}\``).join(', ')}).`, '');
  }
  lines.push('## Targets', '');
  const postgres = results.find((r) => r.target === 'postgres');
  const device = postgres?.rows[0]?.stats.p95;
  lines.push(
    `- One device, 3 months, p95 < 100 ms on PostgreSQL: ${device === undefined ? 'not measured' : device < 100 ? 'met' : 'MISSED'} (${ms(device ?? Number.NaN)})`,
  );
  for (const result of results) {
    const trendCalls = result.upstreamCalls.filter((c) => c.startsWith('GET /api/v1/analytics/trends?')).length;
    lines.push(`- ${result.target}: one trends call for the whole group: ${trendCalls === 1 ? 'met' : 'MISSED'} (${trendCalls})`);
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results = await forEachDatabase(env.BENCH_TARGETS, 'dashboard', benchTarget, { serverUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || env.DATABASE_URL });
  const markdown = report(results, startedAt, loadBefore);
  console.log(markdown);
  if (env.BENCH_WRITE_RESULTS === '1') writeFileSync(resultsFile, markdown);
}

runBenchmark(main);
