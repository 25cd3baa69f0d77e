/**
 * What the benchmarks share: child processes (the real api and gateway), a throwaway PostgreSQL
 * server, clean-up at exit, timing statistics and small HTTP helpers. Bounded: every command and
 * every start-up has a deadline; traffic goes to 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../api');
const gatewayDir = path.resolve(here, '..');

export const log = (message: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${message}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started is stopped and removed at the end, also on Ctrl-C
// ---------------------------------------------------------------------------------------------

/** Run last-in first-out (`unshift`) or at the very end (`push`) by `runBenchmark`. */
export const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0)) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}

/** Runs a benchmark's main, then the clean-ups (also on failure and on Ctrl-C), and exits. */
export function runBenchmark(main: () => Promise<void>): void {
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  main()
    .then(cleanUp, async (error: unknown) => {
      console.error('Benchmark failed:', error instanceof Error ? error.message : error);
      await cleanUp();
      process.exitCode = 1;
    })
    .finally(() => process.exit());
}

// ---------------------------------------------------------------------------------------------
// Child processes, ports, PostgreSQL
// ---------------------------------------------------------------------------------------------

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion within `timeoutMs` (default 20 min); rejects with its output on failure. */
export function run(command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 20 * 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}):\n${output.slice(-4000)}`));
    });
  });
}

const isRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
const asPostgres = (bin: string, args: string[]) => (isRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args));

async function which(name: string): Promise<string | undefined> {
  try {
    return (await run('sh', ['-c', `command -v ${name}`], { timeoutMs: 5_000 })).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A throwaway PostgreSQL server on loopback, as .ci/run starts one; undefined when none is installed.
 * `explainMs`: auto_explain logs the analysed plan of every statement slower than that, and the
 * server log is kept in os.tmpdir() (diagnosis; slows queries a little).
 */
export async function startPostgres(options: { explainMs?: number | undefined } = {}): Promise<string | undefined> {
  const initdb = await which('initdb');
  if (!initdb) return undefined;
  const bin = path.dirname(initdb);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fieldsense-bench-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (isRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).trim());
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const port = await freePort();
  await asPostgres(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  // Durability off (fsync, synchronous commit) only speeds up the seed; reads are unaffected.
  const explain =
    options.explainMs === undefined
      ? ''
      : ` -c shared_preload_libraries=auto_explain -c auto_explain.log_min_duration=${options.explainMs}` +
        ' -c auto_explain.log_analyze=on -c auto_explain.log_buffers=on -c auto_explain.log_nested_statements=on';
  await asPostgres(path.join(bin, 'pg_ctl'), [
    '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off${explain}`,
    'start',
  ]); // prettier-ignore
  if (options.explainMs !== undefined) {
    const kept = path.join(os.tmpdir(), `fieldsense-bench-pg-${process.pid}.log`);
    cleanups.unshift(() => {
      copyFileSync(`${dir}/log`, kept);
      log(`PostgreSQL log with the slow plans: ${kept}`);
    });
  }
  cleanups.unshift(async () => {
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', 'stop']).catch(() => undefined);
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates a fresh database on the server (dropped at the end) and returns its URL. */
export async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `fieldsense_bench_${process.pid}_${Date.now()}`;
  const admin = withDatabase(serverUrl, 'postgres');
  await run('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', `create database ${name}`], { timeoutMs: 60_000 });
  cleanups.unshift(async () => {
    await run('psql', [admin, '-qc', `drop database if exists ${name} with (force)`], { timeoutMs: 60_000 }).catch(() => undefined);
  });
  return withDatabase(serverUrl, name);
}

export interface ServerProcess {
  url: string;
  /** The server's process id (the benchmarks read its CPU time from /proc). */
  pid: number;
  stop(): Promise<void>;
  /** Ends it at once with SIGKILL, as a crash would: no shutdown hooks run. */
  kill(): Promise<void>;
}

/** `node --import tsx src/server.ts` in `cwd` on a free port; resolves once `healthPath` answers. */
async function startServer(
  what: string,
  cwd: string,
  env: (port: number) => NodeJS.ProcessEnv,
  healthPath: string,
  startupMs: number,
  args = ['--import', 'tsx', 'src/server.ts'],
  fixedPort?: number,
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  cleanups.unshift(stop);
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${what} exited during start-up:\n${output}`);
    const up = await fetch(`${url}${healthPath}`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The ${what} did not become healthy in time:\n${output}`);
    await sleep(250);
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  return { url, pid: child.pid!, stop, kill };
}

/**
 * The real api (never imported) on a free port, or on `port` (to start it again where it was),
 * with `databaseEnv`; resolves when healthy.
 */
export function startApi(databaseEnv: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  return startServer(
    'api',
    apiDir,
    (port) => ({
      ...databaseEnv,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The heartbeat job would add its own writes and events in the middle of the measurements.
      HEARTBEAT_INTERVAL_MS: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    }),
    '/api/health',
    180_000,
    undefined,
    port,
  );
}

/**
 * The gateway as `pnpm start` runs it: its own process (NODE_ENV=production) in front of the api,
 * logging every request as in production. An in-process gateway cannot be timed fairly: it would
 * share the measuring client's thread. `env` adds to its environment.
 */
export function startGatewayProcess(apiUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  return startServer(
    'gateway',
    gatewayDir,
    (port) => ({ PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production', UPSTREAM_TIMEOUT_MS: '30000', ...env }),
    '/healthz',
    120_000,
  );
}

/**
 * Runs `bench` on each database of `targets` (comma-separated `pglite`, `postgres`): PGlite in a
 * temporary folder, and a fresh database on `serverUrl` (else on a server started here, when
 * `initdb` is on PATH). Resolves with the results in that order.
 */
export async function forEachDatabase<T>(
  targets: string,
  name: string,
  bench: (target: 'pglite' | 'postgres', databaseEnv: NodeJS.ProcessEnv) => Promise<T>,
  options: { serverUrl?: string | undefined; explainMs?: number | undefined } = {},
): Promise<T[]> {
  const wanted = targets.split(',').map((t) => t.trim());
  const results: T[] = [];
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `fieldsense-${name}-pglite-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    results.push(await bench('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  }
  if (wanted.includes('postgres')) {
    const serverUrl = options.serverUrl || (await startPostgres({ explainMs: options.explainMs }));
    if (!serverUrl) log('No PostgreSQL server (no database URL set, initdb not on PATH): PostgreSQL skipped');
    else results.push(await bench('postgres', { DATABASE_URL: await freshPostgresDatabase(serverUrl), DATA_DIR: '' }));
  }
  return results;
}

/** bench/bareHop.mjs in front of `apiUrl`: a bare HTTP hop, the floor under a gateway process. */
export function startBareHop(apiUrl: string): Promise<ServerProcess> {
  return startServer('bare hop', gatewayDir, (port) => ({ PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl }), '/hop-healthz', 30_000, [
    'bench/bareHop.mjs',
  ]);
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

export interface Stats {
  p50: number;
  p95: number;
  n: number;
}

/** The nearest-rank percentile `p` (0–100) of `sorted` (ascending); NaN when empty. */
export function percentileOf(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentileOf(sorted, 50), p95: percentileOf(sorted, 95), n: sorted.length };
}

export async function getJson<T>(url: string, token: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export async function graphql<T>(url: string, token: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
  if (!res.ok || body.errors || !body.data) throw new Error(`GraphQL: ${res.status} ${text.slice(0, 500)}`);
  return body.data;
}
