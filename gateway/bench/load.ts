/**
 * `pnpm bench:load` — mixed traffic at a steady rate, as an operations centre makes it (issue 9).
 *
 * For each database (PGlite in a temporary DATA_DIR; a PostgreSQL server from BENCH_DATABASE_URL, or
 * one started here under /tmp), starts the REAL api (seeded with the demo data) and the REAL gateway
 * as child processes, signs in a few users, then sends requests at a fixed rate for
 * BENCH_STEP_SECONDS per step, open loop (each request leaves on time, whether or not the earlier ones
 * have answered): 50 % GraphQL monitoring pages through the gateway, 20 % REST monitoring pages,
 * 20 % REST lookup lists, 10 % notes written through REST. The rate rises by BENCH_RATE_STEP until a
 * step fails (an error, or p99 ≥ 300 ms); the highest rate held is reported, then one step at twice
 * that rate shows how the stack sheds what it cannot serve (503 answered at once) and how fast the
 * rest stays. Writes gateway/bench/load-results.md.
 *
 * The load generator runs on the same machine as the api and the gateway: the figures are what this
 * machine holds with its own client on board.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { forEachDatabase, log, ms, percentileOf, runBenchmark, sleep, startApi, startGatewayProcess } from './benchSupport.ts';
import { pageQuery } from './monitoringQueries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(here, 'load-results.md');

const env = z
  .object({
    BENCH_TARGETS: z.string().default('pglite,postgres'),
    BENCH_DATABASE_URL: z.string().optional(),
    BENCH_STEP_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    BENCH_RATE_START: z.coerce.number().int().min(5).max(5_000).default(40),
    BENCH_RATE_STEP: z.coerce.number().int().min(5).max(1_000).default(20),
    BENCH_RATE_MAX: z.coerce.number().int().min(5).max(10_000).default(400),
    BENCH_WRITE_RESULTS: z.enum(['0', '1']).default('1'),
  })
  .parse(process.env);

const USERS = ['admin@example.com', 'sofie.jensen@example.com', 'member@example.com'];
const PASSWORD = 'Demo1234!';
const TIMEOUT_MS = 10_000;
const P99_LIMIT_MS = 300;

interface Sample {
  kind: string;
  status: number;
  ms: number;
}

interface StepResult {
  rate: number;
  sent: number;
  ok: number;
  shed: number;
  errors: number;
  p50: number;
  p99: number;
  /** p99 of the shed answers: how fast the stack says no. */
  shedP99: number;
  /** The same per kind of request (GraphQL through the gateway, or REST straight to the api). */
  shedP99ByKind: Record<string, number>;
  held: boolean;
}

const percentile = (values: number[], p: number) => percentileOf([...values].sort((a, b) => a - b), p);

async function timed(kind: string, request: () => Promise<Response>): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    // A GraphQL answer with errors is an error, whatever its status.
    const status = response.status === 200 && body.includes('"errors"') ? 599 : response.status;
    return { kind, status, ms: performance.now() - started };
  } catch {
    return { kind, status: 0, ms: performance.now() - started };
  }
}

async function runStep(rate: number, seconds: number, traffic: () => Promise<Sample>): Promise<StepResult> {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<Sample>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(traffic());
  }
  const samples = await Promise.all(pending);
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const shed = samples.filter((s) => s.status === 503);
  const errors = samples.length - ok.length - shed.length;
  const okTimes = ok.map((s) => s.ms);
  const p99 = percentile(okTimes, 99);
  return {
    rate,
    sent: samples.length,
    ok: ok.length,
    shed: shed.length,
    errors,
    p50: percentile(okTimes, 50),
    p99,
    shedP99: percentile(shed.map((s) => s.ms), 99),
    shedP99ByKind: Object.fromEntries(
      [...new Set(shed.map((s) => s.kind))].map((kind) => [kind, percentile(shed.filter((s) => s.kind === kind).map((s) => s.ms), 99)]),
    ),
    held: errors === 0 && shed.length === 0 && p99 < P99_LIMIT_MS,
  };
}

interface TargetResult {
  target: string;
  steps: StepResult[];
  held: number;
  overload: StepResult | undefined;
}

async function benchTarget(target: string, databaseEnv: NodeJS.ProcessEnv): Promise<TargetResult> {
  log(`[${target}] starting the api (demo data) and the gateway`);
  const api = await startApi(databaseEnv);
  const gateway = await startGatewayProcess(api.url);
  try {
    const tokens: string[] = [];
    for (const email of USERS) {
      const response = await fetch(`${api.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      tokens.push(((await response.json()) as { token: string }).token);
    }
    const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
    const records = (await (await fetch(`${api.url}/api/v1/monitoring?perPage=50`, { headers: auth(0) })).json()) as { data: { _id: string }[] };
    const recordIds = records.data.map((r) => r._id);
    const pageBody = JSON.stringify({ query: pageQuery, variables: { first: 10 } });

    let n = 0;
    const traffic = (): Promise<Sample> => {
      const i = n++;
      const slot = i % 10;
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      if (slot < 5) {
        return timed('graphql page', () =>
          fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth(i) }, body: pageBody, signal }),
        );
      }
      if (slot < 7) return timed('rest page', () => fetch(`${api.url}/api/v1/monitoring?perPage=10&page=${1 + (i % 5)}`, { headers: auth(i), signal }));
      if (slot < 9) return timed('rest lookup', () => fetch(`${api.url}/api/v1/packages`, { headers: auth(i), signal }));
      // Writes by the administrator, who may write every record.
      return timed('rest write', () =>
        fetch(`${api.url}/api/v1/monitoring/${recordIds[i % recordIds.length]}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...auth(0) },
          body: JSON.stringify({ notes: `load ${i}` }),
          signal,
        }),
      );
    };

    // Warm-up: a few seconds at the starting rate.
    await runStep(env.BENCH_RATE_START, 5, traffic);
    const steps: StepResult[] = [];
    let held = 0;
    for (let rate = env.BENCH_RATE_START; rate <= env.BENCH_RATE_MAX; rate += env.BENCH_RATE_STEP) {
      const step = await runStep(rate, env.BENCH_STEP_SECONDS, traffic);
      steps.push(step);
      log(`[${target}] ${rate}/s: ${step.ok} ok, ${step.shed} shed, ${step.errors} errors; p50 ${ms(step.p50)} p99 ${ms(step.p99)}${step.held ? '' : ' — not held'}`);
      if (!step.held) break;
      held = rate;
      // Let queues drain between steps.
      await sleep(2_000);
    }
    let overload: StepResult | undefined;
    if (held > 0) {
      await sleep(5_000);
      overload = await runStep(held * 2, env.BENCH_STEP_SECONDS, traffic);
      log(`[${target}] 2× (${held * 2}/s): ${overload.ok} ok, ${overload.shed} shed (p99 ${ms(overload.shedP99)}: ${shedByKind(overload)}), ${overload.errors} errors; served p50 ${ms(overload.p50)} p99 ${ms(overload.p99)}`);
    }
    return { target, steps, held, overload };
  } finally {
    await gateway.stop();
    await api.stop();
  }
}

const shedByKind = (step: StepResult) =>
  Object.entries(step.shedP99ByKind)
    .map(([kind, p99]) => `${kind} ${ms(p99)}`)
    .join(', ');

function report(results: TargetResult[], startedAt: Date, loadBefore: number[]): string {
  const lines = [
    '# Load benchmark (`pnpm bench:load`)',
    '',
    `Run ${startedAt.toISOString()} on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ` +
      `load average before the run ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}. The demo data (234 monitored devices); ` +
      `open-loop traffic, ${env.BENCH_STEP_SECONDS} s per rate: 50 % GraphQL monitoring pages through the gateway, 20 % REST monitoring pages, ` +
      '20 % REST lookup lists, 10 % REST note writes, signed in as three users. The load generator shares the machine with the api and the gateway.',
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}`, '');
    lines.push('| rate | sent | ok | shed (503) | errors | p50 | p99 | held |', '|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const s of [...result.steps, ...(result.overload ? [result.overload] : [])]) {
      const label = s === result.overload ? `${s.rate}/s (2×)` : `${s.rate}/s`;
      lines.push(`| ${label} | ${s.sent} | ${s.ok} | ${s.shed} | ${s.errors} | ${ms(s.p50)} | ${ms(s.p99)} | ${s === result.overload ? '–' : s.held ? 'yes' : 'no'} |`);
    }
    if (result.overload) {
      lines.push('', `At 2× the held rate, shed requests were answered with p99 ${ms(result.overload.shedP99)} (${shedByKind(result.overload)}).`);
    }
    lines.push('');
  }
  const target = (name: string, minimum: number) => {
    const result = results.find((r) => r.target === name);
    if (!result) return `- ${name}: ≥ ${minimum} requests/s held: not measured`;
    return `- ${name}: ≥ ${minimum} requests/s held: ${result.held >= minimum ? 'met' : 'MISSED'} (${result.held}/s)`;
  };
  lines.push('## Targets', '', target('postgres', 150), target('pglite', 80));
  for (const result of results) {
    if (!result.overload) continue;
    lines.push(`- ${result.target}: at 2×, shed answers p99 < 50 ms: ${result.overload.shedP99 < 50 || result.overload.shed === 0 ? 'met' : 'MISSED'} (${ms(result.overload.shedP99)})`);
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results = await forEachDatabase(env.BENCH_TARGETS, 'load', benchTarget, { serverUrl: env.BENCH_DATABASE_URL });
  const markdown = report(results, startedAt, loadBefore);
  console.log(markdown);
  if (env.BENCH_WRITE_RESULTS === '1') writeFileSync(resultsFile, markdown);
}

runBenchmark(main);
