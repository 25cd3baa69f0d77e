import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
// The benchmarks' process helpers: the real api as a process, a fresh database on a PostgreSQL server.
import { cleanups, freshPostgresDatabase, run, type ServerProcess, startApi } from '../bench/benchSupport.ts';
import { fromGlobalId } from '../src/globalId.ts';
import { freshToken, demoUsers, startGateway, type TestGateway } from './helpers.ts';

// The api crashes (SIGKILL) under open subscriptions and comes back on the same address, as a
// supervisor restarts it. Meanwhile every GraphQL request gets a clean error; afterwards the
// subscriptions carry on by themselves — told RECONNECTING, then LIVE (refetch: changes may have
// been missed) — and later changes arrive. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');
const serverUrl = process.env.TEST_DATABASE_URL;

type Change = { monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; notes: string | null } | null } };
type Events = AsyncIterableIterator<FormattedExecutionResult<Change, unknown>>;

/** The next event that `accept` takes, skipping others (the simulated readings' changes). */
async function next(events: Events, what: string, accept: (change: Change['monitoringRecordChanged']) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    const { value, done } = await Promise.race([
      events.next(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs / 1000} s`)), Math.max(left, 0))),
    ]);
    expect(done, `the subscription ended while waiting for ${what}`).toBe(false);
    expect(value.errors, what).toBeUndefined();
    const change = value.data!.monitoringRecordChanged;
    if (accept(change)) return change;
  }
}

describe.each(serverUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'])('the api killed and restarted under live subscriptions (%s)', (target) => {
  let databaseEnv: NodeJS.ProcessEnv;
  let api: ServerProcess;
  let gw: TestGateway;
  const clients: Client[] = [];
  let folder: string | undefined;

  beforeAll(async () => {
    if (target === 'PostgreSQL') databaseEnv = { DATABASE_URL: await freshPostgresDatabase(serverUrl!), DATA_DIR: '' };
    else databaseEnv = { DATA_DIR: (folder = mkdtempSync(path.join(tmpdir(), 'gateway-api-restart-'))) };
    // A small demo data set: the api seeds 250 devices by itself on a first start.
    await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--devices', '20', '--days', '0'], {
      cwd: apiDir,
      env: { ...process.env, ...databaseEnv, NODE_ENV: 'development' },
      timeoutMs: 120_000,
    });
    api = await startApi(databaseEnv);
    gw = await startGateway({ apiUrl: api.url });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await gw?.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('answers clean errors while it is down, and the subscriptions resume by themselves when it is back', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    // No client-side retries: whatever resumes, the gateway resumed.
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const events: Events = client.iterate<Change>({ query: 'subscription { monitoringRecordChanged { kind monitoringRecord { id notes } } }' });
    await next(events, 'LIVE', (c) => c.kind === 'LIVE');

    const port = Number(new URL(api.url).port);
    await api.kill();
    await next(events, 'RECONNECTING', (c) => c.kind === 'RECONNECTING');

    // Down: a clean GraphQL error, with no internals, for a query and a mutation alike.
    for (const [query, variables] of [
      ['{ monitoringRecords(first: 5) { edges { node { id } } } }', undefined],
      ['mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: demoUsers.admin, password: 'wrong' } }],
    ] as const) {
      const down = await gw.gql(query, variables, token);
      expect(down.status, down.raw).toBeLessThan(600);
      expect(down.errors?.[0]?.extensions?.code, down.raw).toBe('UPSTREAM_UNAVAILABLE');
      expect(down.raw).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|node_modules|\bat .+\.(ts|js):\d+/);
    }

    api = await startApi(databaseEnv, port);
    // Back: the gateway reopens its stream by itself (backoff up to 10 s) and says LIVE — refetch.
    await next(events, 'LIVE after the restart', (c) => c.kind === 'LIVE');
    const page = await gw.gql<{ monitoringRecords: { edges: { node: { id: string } }[] } }>(
      '{ monitoringRecords(first: 1) { edges { node { id } } } }',
      undefined,
      token,
    );
    expect(page.errors, page.raw).toBeUndefined();
    const recordId = fromGlobalId(page.data!.monitoringRecords.edges[0]!.node.id)!.restId;

    const notes = `after the restart ${Date.now()}`;
    const patched = await fetch(`${api.url}/api/v1/monitoring/${recordId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ notes }),
    });
    expect(patched.status).toBe(200);
    const change = await next(events, 'the change made after the restart', (c) => c.monitoringRecord?.notes === notes);
    expect(change.kind).toBe('NOTES');
  }, 120_000);
});
