/**
 * `pnpm bench:monitoring` — the monitoring page at scale (issue 3, "Scale and speed").
 *
 * For each database (PGlite in a temporary DATA_DIR; a PostgreSQL server from BENCH_DATABASE_URL, or
 * one started here under /tmp with initdb/pg_ctl when they are on PATH): seeds a fresh database with
 * BENCH_DEVICES devices (the api's seed CLI, `--days 0`) and tops the monitoring log up to BENCH_LOGS
 * entries (api/scripts/bench-logs.ts), starts the REAL api and the REAL gateway as child processes
 * (plus an in-process gateway that counts upstream calls), and measures, after a warm-up, BENCH_REQUESTS
 * sequential requests per filter combination over REST and GraphQL, the upstream calls per GraphQL
 * page, and the delay from a REST PATCH to the `monitoringRecordChanged` event at each count of
 * BENCH_CLIENTS graphql-ws clients of one session, with the upstream event streams their gateway
 * opened (counted by a proxy in front of the api). Prints a markdown report and writes it to
 * gateway/bench/results.md.
 *
 * Bounded: every loop has a fixed count, every wait a deadline; traffic goes to 127.0.0.1 only;
 * everything started here (api, gateway, PostgreSQL, temp folders) is stopped and removed at the end.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { z } from 'zod';
import { startStreamCountingProxy } from './streamCountingProxy.ts';
import { cleanups, forEachDatabase, getJson, graphql, log, ms, run, runBenchmark, sleep, startApi, startBareHop, startGatewayProcess, stats, type Stats } from './benchSupport.ts';
import { createGateway, type Gateway } from '../src/gateway.ts';
import { offsetToCursor } from '../src/pagination/offsetCursor.ts';
import { pageQuery, rowFields } from './monitoringQueries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../api');
const resultsFile = path.join(here, 'results.md');

const env = z
  .object({
    BENCH_DEVICES: z.coerce.number().int().min(1).max(100_000).default(100_000),
    BENCH_LOGS: z.coerce.number().int().min(1).max(10_000_000).default(1_000_000),
    BENCH_REQUESTS: z.coerce.number().int().min(1).max(1_000).default(100),
    BENCH_WARMUP: z.coerce.number().int().min(0).max(100).default(10),
    /** Comma-separated counts of graphql-ws clients, one event-delay row each. */
    BENCH_CLIENTS: z
      .string()
      .default('100,1000')
      .transform((v) => v.split(',').map((n) => Number(n.trim())))
      .pipe(z.array(z.number().int().min(1).max(2_000)).min(1)),
    BENCH_PATCHES: z.coerce.number().int().min(1).max(1_000).default(50),
    /** A PostgreSQL server (its `postgres` database); a fresh database is created on it and dropped. */
    BENCH_DATABASE_URL: z.string().optional(),
    /** Comma-separated: pglite, postgres (default both; postgres only when a server is available). */
    BENCH_TARGETS: z.string().default('pglite,postgres'),
    BENCH_WRITE_RESULTS: z.enum(['0', '1']).default('1'),
    /**
     * With the PostgreSQL server started here: auto_explain logs the analysed plan of every statement
     * slower than this many ms, and the server log is kept in os.tmpdir() (diagnosis; slows queries a little).
     */
    BENCH_EXPLAIN_MS: z.coerce.number().int().min(0).optional(),
    /** NODE_OPTIONS of the gateway processes only (diagnosis: `--import ./bench/cpuProfile.mjs` profiles them). */
    BENCH_GATEWAY_NODE_OPTIONS: z.string().optional(),
  })
  .parse(process.env);

// The gateway logs as the api does here (warnings only; startApi): a production deployment logs every
// request on both, and a comparison where only one side pays for it measures the log, not the gateway.
const gatewayEnv: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn', ...(env.BENCH_GATEWAY_NODE_OPTIONS ? { NODE_OPTIONS: env.BENCH_GATEWAY_NODE_OPTIONS } : {}) };
/**
 * Both sides are asked for uncompressed answers, as the api sends them: the gateway compresses what a
 * browser accepts (GraphQL answers of 1 KB and more), which costs CPU on both ends of a loopback hop
 * to save bytes on a real network. That cost is measured on its own (`compression`), not in the ratio.
 */
const IDENTITY = { 'accept-encoding': 'identity' };
/** What a browser sends. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const ADMIN = { email: 'admin@example.com', password: 'Demo1234!' };
const PAGE_SIZE = 10; // the monitoring page's default
const EVENT_DEADLINE_MS = 10_000;
/** graphql-ws clients opened at once in the event benchmark. */
const CLIENT_BATCH = 50;

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

/**
 * Warm-up, then `BENCH_REQUESTS` rounds of one REST and one gateway request, alternating, so both see
 * the same machine load (on a busy machine, measuring one after the other compares different
 * moments). Each call returns the page's total. `own` is what the gateway adds: its time minus the
 * REST time of the same round.
 */
async function measurePair(
  rest: () => Promise<number>,
  viaGateway: () => Promise<number>,
): Promise<{ rest: Stats; gateway: Stats; own: Stats; restTotal: number; gatewayTotal: number }> {
  let restTotal = -1;
  let gatewayTotal = -1;
  for (let i = 0; i < env.BENCH_WARMUP; i++) {
    restTotal = await rest();
    gatewayTotal = await viaGateway();
  }
  const restSamples: number[] = [];
  const gatewaySamples: number[] = [];
  const own: number[] = [];
  for (let i = 0; i < env.BENCH_REQUESTS; i++) {
    let started = performance.now();
    restTotal = await rest();
    const restElapsed = performance.now() - started;
    restSamples.push(restElapsed);
    started = performance.now();
    gatewayTotal = await viaGateway();
    const elapsed = performance.now() - started;
    gatewaySamples.push(elapsed);
    own.push(elapsed - restElapsed);
  }
  return { rest: stats(restSamples), gateway: stats(gatewaySamples), own: stats(own), restTotal, gatewayTotal };
}

const lookupsQuery = `{
  organizations { id organizationId name deviceCount }
  packages { id packageId slug }
  errorCodes { id errorCodeId slug }
  statusCodes { id statusCodeId slug }
}`;
const subscriptionQuery = `subscription { monitoringRecordChanged { kind monitoringRecord { ${rowFields} } } }`;

interface Lookups {
  organizations: { id: string; organizationId: string; name: string; deviceCount: number }[];
  packages: { id: string; packageId: string; slug: string }[];
  errorCodes: { id: string; errorCodeId: string; slug: string }[];
  statusCodes: { id: string; statusCodeId: string; slug: string }[];
}

interface Scenario {
  name: string;
  /** REST query string (ids are the api's `_id`s). */
  rest: Record<string, string>;
  filter?: Record<string, unknown>;
  page: number;
}

function scenarios(lookups: Lookups, now: number): Scenario[] {
  const bySlug = <T extends { slug: string }>(list: T[], slugs: string[]) => list.filter((item) => slugs.includes(item.slug));
  const packages = bySlug(lookups.packages, ['premium', 'automatic_replacement', 'self_service']);
  const heartbeat = bySlug(lookups.errorCodes, ['heartbeat']);
  const active = bySlug(lookups.statusCodes, ['active']);
  const owner = [...lookups.organizations].sort((a, b) => b.deviceCount - a.deviceCount)[0]!;
  const hours = (h: number) => new Date(now - h * 3_600_000).toISOString();
  const errorRange = { from: hours(24), to: hours(0) };
  const lastSeenRange = { from: hours(6 * 24), to: hours(24) };
  return [
    { name: 'no filter', rest: {}, page: 1 },
    {
      name: 'page defaults (3 packages + heartbeat + active)',
      rest: {
        packageIds: packages.map((p) => p.packageId).join(','),
        errorCodes: heartbeat.map((e) => e.errorCodeId).join(','),
        status: active.map((s) => s.statusCodeId).join(','),
      },
      filter: { packageIds: packages.map((p) => p.id), errorCodeIds: heartbeat.map((e) => e.id), statusIds: active.map((s) => s.id) },
      page: 1,
    },
    {
      name: `one owner (${owner.name}, ${owner.deviceCount} devices)`,
      rest: { orgIds: owner.organizationId },
      filter: { organizationIds: [owner.id] },
      page: 1,
    },
    {
      name: 'error date range (last 24 h)',
      rest: { errorStartDate: errorRange.from, errorEndDate: errorRange.to },
      filter: { errorFrom: errorRange.from, errorTo: errorRange.to },
      page: 1,
    },
    {
      name: 'last seen 1–6 days ago',
      rest: { lastSeenStartDate: lastSeenRange.from, lastSeenEndDate: lastSeenRange.to },
      filter: { lastSeenFrom: lastSeenRange.from, lastSeenTo: lastSeenRange.to },
      page: 1,
    },
    { name: 'page 50, no filter', rest: {}, page: 50 },
  ];
}

interface ScenarioResult {
  name: string;
  total: number;
  rest: Stats;
  gateway: Stats;
  /** Gateway time minus the time it waited for the api. */
  gatewayOwn: Stats;
}

interface TargetResult {
  target: string;
  seedSeconds: number;
  counts: string;
  scenarios: ScenarioResult[];
  /** The fastest page through bench/bareHop.mjs instead of the gateway: the floor under a gateway process. */
  bareHop: { name: string; rest: Stats; hop: Stats; adds: Stats };
  /** The fastest page through the gateway uncompressed and as a browser asks for it (brotli). */
  compression: { name: string; identity: Stats; compressed: Stats; adds: Stats };
  upstream: { size: number; calls: string[] }[];
  events: EventRow[];
  /** 1-minute load average when the measurements started and ended (other work on the machine). */
  load: [number, number];
}

async function benchTarget(target: 'pglite' | 'postgres', databaseEnv: NodeJS.ProcessEnv): Promise<TargetResult> {
  log(`[${target}] seeding ${env.BENCH_DEVICES} devices, ${env.BENCH_LOGS} monitoring log entries`);
  const seedStarted = performance.now();
  const childEnv = { ...process.env, ...databaseEnv, NODE_ENV: 'development' };
  // The api's seed CLI (`pnpm --filter api seed`), started without pnpm's own start-up and checks.
  await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--devices', String(env.BENCH_DEVICES), '--days', '0'], { cwd: apiDir, env: childEnv });
  const counts = (await run(process.execPath, ['--import', 'tsx', 'scripts/bench-logs.ts', '--logs', String(env.BENCH_LOGS)], { cwd: apiDir, env: childEnv })).trim();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`[${target}] seeded in ${seedSeconds.toFixed(0)} s (${counts})`);

  const api = await startApi(databaseEnv);
  const gatewayProcess = await startGatewayProcess(api.url, gatewayEnv);
  const calls: string[] = [];
  // Counts every upstream REST call of the in-process gateway.
  const onUpstreamCall = (call: { method: string; url: URL }) => {
    calls.push(`${call.method} ${call.url.pathname}`);
  };
  let gateway: Gateway | undefined;
  try {
    gateway = await createGateway({
      apiUrl: api.url,
      upstreamTimeoutMs: 30_000,
      graphiql: false,
      introspection: false,
      corsOrigins: [],
      production: false,
      onUpstreamCall,
      logLevel: 'warn' as const,
    });
    const { port } = await gateway.listen(0, '127.0.0.1');
    const countingUrl = `http://127.0.0.1:${port}/graphql`;
    const gqlUrl = `${gatewayProcess.url}/graphql`;

    const login = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const lookups = await graphql<Lookups>(gqlUrl, token, lookupsQuery);

    const loadAtStart = os.loadavg()[0]!;
    // 2 + 3: each filter combination over REST and through the gateway.
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(lookups, Date.now())) {
      const query = new URLSearchParams({ ...scenario.rest, page: String(scenario.page), perPage: String(PAGE_SIZE) });
      const variables = {
        filter: scenario.filter,
        first: PAGE_SIZE,
        after: scenario.page > 1 ? offsetToCursor((scenario.page - 1) * PAGE_SIZE - 1) : undefined,
      };
      const m = await measurePair(
        async () => (await getJson<{ total: number }>(`${api.url}/api/v1/monitoring?${query}`, token, IDENTITY)).total,
        async () => (await graphql<{ monitoringRecords: { totalCount: number } }>(gqlUrl, token, pageQuery, variables, IDENTITY)).monitoringRecords.totalCount,
      );
      if (m.restTotal !== m.gatewayTotal) throw new Error(`${scenario.name}: REST total ${m.restTotal} ≠ GraphQL total ${m.gatewayTotal}`);
      results.push({ name: scenario.name, total: m.restTotal, rest: m.rest, gateway: m.gateway, gatewayOwn: m.own });
      log(`[${target}] ${scenario.name}: ${m.restTotal} records; REST p50 ${ms(m.rest.p50)} p95 ${ms(m.rest.p95)}; gateway p50 ${ms(m.gateway.p50)} p95 ${ms(m.gateway.p95)} (own ${ms(m.own.p50)})`);
    }

    // The floor: the fastest page through a bare HTTP hop instead of the gateway.
    const fastest = results.reduce((a, b) => (b.rest.p50 < a.rest.p50 ? b : a));
    const fastestScenario = scenarios(lookups, Date.now()).find((s) => s.name === fastest.name)!;
    const fastestQuery = new URLSearchParams({ ...fastestScenario.rest, page: String(fastestScenario.page), perPage: String(PAGE_SIZE) });
    const hop = await startBareHop(api.url);
    let bareHop: TargetResult['bareHop'];
    try {
      const m = await measurePair(
        async () => (await getJson<{ total: number }>(`${api.url}/api/v1/monitoring?${fastestQuery}`, token, IDENTITY)).total,
        async () => (await getJson<{ total: number }>(`${hop.url}/api/v1/monitoring?${fastestQuery}`, token, IDENTITY)).total,
      );
      bareHop = { name: fastest.name, rest: m.rest, hop: m.gateway, adds: m.own };
      log(`[${target}] bare hop, ${fastest.name}: REST p50 ${ms(m.rest.p50)}; through the hop p50 ${ms(m.gateway.p50)} (adds ${ms(m.own.p50)})`);
    } finally {
      await hop.stop();
    }

    // What compression costs a browser's request on the fastest page: the same GraphQL request
    // uncompressed and as a browser asks for it (brotli), in alternation.
    const fastestVariables = {
      filter: fastestScenario.filter,
      first: PAGE_SIZE,
      after: fastestScenario.page > 1 ? offsetToCursor((fastestScenario.page - 1) * PAGE_SIZE - 1) : undefined,
    };
    const compressed = await measurePair(
      async () => (await graphql<{ monitoringRecords: { totalCount: number } }>(gqlUrl, token, pageQuery, fastestVariables, IDENTITY)).monitoringRecords.totalCount,
      async () => (await graphql<{ monitoringRecords: { totalCount: number } }>(gqlUrl, token, pageQuery, fastestVariables, BROWSER_ENCODINGS)).monitoringRecords.totalCount,
    );
    const compression: TargetResult['compression'] = { name: fastest.name, identity: compressed.rest, compressed: compressed.gateway, adds: compressed.own };
    log(`[${target}] compression, ${fastest.name}: uncompressed p50 ${ms(compressed.rest.p50)}, as a browser asks ${ms(compressed.gateway.p50)} (adds ${ms(compressed.own.p50)})`);

    // 4: upstream calls for one GraphQL page of 10 and of 100 rows (the page defaults' filter).
    const defaults = scenarios(lookups, Date.now())[1]!;
    const upstream: TargetResult['upstream'] = [];
    for (const size of [10, 100]) {
      calls.length = 0;
      await graphql(countingUrl, token, pageQuery, { filter: defaults.filter, first: size });
      upstream.push({ size, calls: [...calls] });
    }

    // 5: event delay at each count of subscribers, through a gateway process of their own whose
    // upstream event streams a proxy counts.
    const proxy = await startStreamCountingProxy(api.url);
    cleanups.unshift(() => proxy.stop());
    const eventGateway = await startGatewayProcess(proxy.url, gatewayEnv);
    const events: EventRow[] = [];
    try {
      for (const count of env.BENCH_CLIENTS) {
        const row = await measureEvents(api.url, `${eventGateway.url.replace('http:', 'ws:')}/graphql`, token, count, proxy);
        events.push(row);
        // The clients are gone: the gateway closes their stream after its grace period.
        for (let waited = 0; proxy.open > 0 && waited < 30_000; waited += 250) await sleep(250);
        if (proxy.open > 0) throw new Error('The gateway kept its upstream event stream after every subscriber left');
        log(
          `[${target}] ${count} clients: event delay p50 ${ms(row.p50)} p95 ${ms(row.p95)} (${row.n} deliveries, ${row.missed} missed; ` +
            `${row.streamsOpened} upstream stream(s) opened, ${row.streamsOpen} open)`,
        );
      }
    } finally {
      await eventGateway.stop();
      await proxy.stop();
    }

    return { target, seedSeconds, counts, scenarios: results, bareHop, compression, upstream, events, load: [loadAtStart, os.loadavg()[0]!] };
  } finally {
    await gateway?.close();
    await gatewayProcess.stop();
    await api.stop();
  }
}

interface EventRow extends Stats {
  clients: number;
  patches: number;
  missed: number;
  /** Upstream event streams the gateway opened while the clients subscribed and received. */
  streamsOpened: number;
  /** Upstream event streams open when the last change was received. */
  streamsOpen: number;
}

/**
 * Opens `count` graphql-ws clients (one WebSocket each, as many browser tabs of one signed-in session),
 * each subscribed to `monitoringRecordChanged`, waits until every one is live (its first value,
 * `LIVE`), then sends BENCH_PATCHES notes changes over REST one after the other; each delay runs from
 * sending the PATCH to a client receiving that change.
 */
async function measureEvents(
  apiUrl: string,
  wsUrl: string,
  token: string,
  count: number,
  proxy: { opened: number; open: number },
): Promise<EventRow> {
  const page = await getJson<{ data: { _id: string }[] }>(`${apiUrl}/api/v1/monitoring?perPage=20`, token);
  const recordIds = page.data.map((record) => record._id);
  // Per expected notes value: when it was sent and the clients that have not seen it yet.
  const pending = new Map<string, { sentAt: number; waiting: Set<number>; done: () => void }>();
  const delays: number[] = [];
  const openedBefore = proxy.opened;
  const clients: Client[] = [];
  const live = new Set<number>();
  let allLive!: () => void;
  const everyoneLive = new Promise<void>((resolve) => (allLive = resolve));

  try {
    for (let i = 0; i < count; i++) {
      // Tabs open over time, not in one instant: a batch at a time, each live before the next,
      // so that connection set-up (graphql-ws allows 3 s for it) is not what is measured.
      if (i > 0 && i % CLIENT_BATCH === 0) {
        const batchLive = async () => {
          while (live.size < i) await sleep(20);
        };
        await Promise.race([batchLive(), sleep(60_000)]);
      }
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        lazy: false,
      });
      clients.push(client);
      client.subscribe<{ monitoringRecordChanged: { kind: string; monitoringRecord: { notes: string | null } | null } }>(
        { query: subscriptionQuery },
        {
          next: (result) => {
            const receivedAt = performance.now();
            const change = result.data?.monitoringRecordChanged;
            if (change?.kind === 'LIVE') {
              live.add(i);
              if (live.size === count) allLive();
              return;
            }
            const entry = pending.get(change?.monitoringRecord?.notes ?? '');
            if (!entry || !entry.waiting.delete(i)) return;
            delays.push(receivedAt - entry.sentAt);
            if (entry.waiting.size === 0) entry.done();
          },
          error: (error) => console.error(`client ${i}:`, error),
          complete: () => undefined,
        },
      );
    }
    const liveInTime = await Promise.race([everyoneLive.then(() => true), sleep(120_000).then(() => false)]);
    if (!liveInTime) throw new Error(`Only ${live.size} of ${count} subscribers became live within 120 s`);

    const patch = async (recordId: string, notes: string, measured: boolean) => {
      const waiting = new Set(Array.from({ length: count }, (_, i) => i));
      let done!: () => void;
      const allReceived = new Promise<void>((resolve) => (done = resolve));
      const entry = { sentAt: performance.now(), waiting, done };
      pending.set(notes, entry);
      const countBefore = delays.length;
      const res = await fetch(`${apiUrl}/api/v1/monitoring/${recordId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ notes }),
      });
      if (!res.ok) throw new Error(`PATCH ${recordId}: ${res.status} ${await res.text()}`);
      const timedOut = await Promise.race([allReceived.then(() => false), sleep(EVENT_DEADLINE_MS).then(() => true)]);
      pending.delete(notes);
      if (!measured) delays.length = countBefore;
      return timedOut ? waiting.size : 0;
    };

    // Warm-up (code paths, connections); every client is live, so none may miss it.
    if ((await patch(recordIds[0]!, `bench warm-up ${count}`, false)) > 0) throw new Error('A live subscriber missed the warm-up event');
    let missed = 0;
    for (let i = 0; i < env.BENCH_PATCHES; i++) {
      missed += await patch(recordIds[i % recordIds.length]!, `bench ${Date.now()} ${i}`, true);
      await sleep(50);
    }
    return {
      ...stats(delays),
      clients: count,
      patches: env.BENCH_PATCHES,
      missed,
      streamsOpened: proxy.opened - openedBefore,
      streamsOpen: proxy.open,
    };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------


function report(results: TargetResult[], startedAt: Date, loadBefore: number[]): string {
  const lines: string[] = [];
  const postgres = results.find((r) => r.target === 'postgres');
  lines.push('# Monitoring benchmark (`pnpm bench:monitoring`)', '');
  lines.push(
    `Run ${startedAt.toISOString()} on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ` +
      `load average before the run ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}. ` +
      `${env.BENCH_DEVICES.toLocaleString('en')} devices, ${env.BENCH_LOGS.toLocaleString('en')} monitoring log entries; ` +
      `${env.BENCH_WARMUP} warm-up + ${env.BENCH_REQUESTS} timed sequential requests per row and side (REST and gateway alternating), page size ${PAGE_SIZE}; ` +
      'times are client-side wall time including JSON parsing; both sides log warnings only and answer uncompressed (see "Compression").',
    '',
  );
  for (const result of results) {
    lines.push(`## ${result.target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}`, '');
    lines.push(
      `Seed ${result.seedSeconds.toFixed(0)} s (${result.counts}). ` +
        `1-minute load average ${result.load[0].toFixed(1)} when the measurements started, ${result.load[1].toFixed(1)} when they ended.`,
      '',
    );
    lines.push('| filter | records | REST p50 | REST p95 | gateway p50 | gateway p95 | gateway/REST p50 | gateway adds, p50 |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const s of result.scenarios) {
      lines.push(
        `| ${s.name} | ${s.total.toLocaleString('en')} | ${ms(s.rest.p50)} | ${ms(s.rest.p95)} | ${ms(s.gateway.p50)} | ${ms(s.gateway.p95)} | ` +
          `${(s.gateway.p50 / s.rest.p50).toFixed(2)} | ${ms(s.gatewayOwn.p50)} |`,
      );
    }
    lines.push('', 'The gateway runs as its own process, as `pnpm start` runs it. "gateway adds" is the median, over rounds, of the gateway request\'s time minus the REST request\'s time of the same round (HTTP, parse, validation, execution, serialisation and the extra hop).', '');
    const { bareHop } = result;
    const gatewayOnSame = result.scenarios.find((s) => s.name === bareHop.name)!;
    lines.push(
      `The floor: the same REST request through a bare HTTP hop (\`bench/bareHop.mjs\`, Node's http passing bytes through) on the fastest page (${bareHop.name}): ` +
        `REST p50 ${ms(bareHop.rest.p50)}, through the hop ${ms(bareHop.hop.p50)}, ratio ${(bareHop.hop.p50 / bareHop.rest.p50).toFixed(2)}; the hop adds ${ms(bareHop.adds.p50)}, ` +
        `the gateway ${ms(gatewayOnSame.gatewayOwn.p50)} on that page: its own work (HTTP, GraphQL, the REST client) is about ${ms(gatewayOnSame.gatewayOwn.p50 - bareHop.adds.p50)}.`,
      '',
    );
    const { compression } = result;
    lines.push(
      `Compression, which the ratio leaves out (both sides are asked for uncompressed answers): the fastest page through the gateway as a browser asks for it ` +
        `(\`Accept-Encoding: gzip, deflate, br, zstd\`: brotli) takes p50 ${ms(compression.compressed.p50)} against ${ms(compression.identity.p50)} uncompressed, ` +
        `${ms(compression.adds.p50)} more on loopback, where bytes cost nothing; on a real network the smaller answer arrives sooner.`,
      '',
    );
    lines.push('| GraphQL page size | upstream calls | calls |');
    lines.push('|---:|---:|---|');
    for (const u of result.upstream) lines.push(`| ${u.size} | ${u.calls.length} | ${u.calls.join(', ')} |`);
    lines.push('');
    lines.push('| graphql-ws clients (one session) | PATCHes | deliveries | missed | p50 | p95 | upstream streams opened | open at the end |');
    lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const e of result.events) {
      lines.push(`| ${e.clients.toLocaleString('en')} | ${e.patches} | ${e.n.toLocaleString('en')} | ${e.missed} | ${ms(e.p50)} | ${ms(e.p95)} | ${e.streamsOpened} | ${e.streamsOpen} |`);
    }
    lines.push(
      '',
      'Event delay: from sending a REST `PATCH` to a client receiving the `monitoringRecordChanged` change, after every client said `LIVE`. ' +
        'The clients share one signed-in session, so their gateway (a process of its own) serves them all from one upstream event stream, counted by a proxy in front of the api.',
      '',
    );
  }
  lines.push('## Targets', '');
  const check = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : 'MISSED');
  const filtered = postgres?.scenarios.filter((s) => s.name !== 'no filter' && !s.name.startsWith('page 50'));
  const worstFiltered = filtered ? Math.max(...filtered.map((s) => s.rest.p95)) : undefined;
  lines.push(`- Filtered page p95 < 50 ms on PostgreSQL: ${check(worstFiltered === undefined ? undefined : worstFiltered < 50)} (worst ${ms(worstFiltered ?? Number.NaN)})`);
  for (const result of results) {
    const worstRatio = Math.max(...result.scenarios.map((s) => s.gateway.p50 / s.rest.p50));
    const sameCalls = result.upstream[0]!.calls.length === result.upstream[1]!.calls.length;
    lines.push(`- ${result.target}: gateway p50 ≤ 1.25 × REST p50: ${check(worstRatio <= 1.25)} (worst ratio ${worstRatio.toFixed(2)})`);
    lines.push(`- ${result.target}: same upstream calls for 10 and 100 rows: ${check(sameCalls)} (${result.upstream.map((u) => u.calls.length).join(' and ')})`);
    for (const e of result.events) {
      lines.push(`- ${result.target}: event delay p95 < 250 ms at ${e.clients} clients, none missed: ${check(e.p95 < 250 && e.missed === 0)} (${ms(e.p95)})`);
      lines.push(`- ${result.target}: one upstream stream for ${e.clients} clients of one session: ${check(e.streamsOpened === 1 && e.streamsOpen === 1)} (${e.streamsOpened} opened)`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results = await forEachDatabase(env.BENCH_TARGETS, 'bench', benchTarget, { serverUrl: env.BENCH_DATABASE_URL, explainMs: env.BENCH_EXPLAIN_MS });
  const markdown = report(results, startedAt, loadBefore);
  console.log(markdown);
  if (env.BENCH_WRITE_RESULTS === '1') writeFileSync(resultsFile, markdown);
}

runBenchmark(main);
