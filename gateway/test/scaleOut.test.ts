import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
// The benchmarks' process helpers: a fresh database on a PostgreSQL server, the real api as a process.
import { cleanups, freshPostgresDatabase, type ServerProcess, startApi } from '../bench/benchSupport.ts';
import { fromGlobalId } from '../src/globalId.ts';
import { demoPassword, demoUsers, freshToken, startGateway, type TestGateway } from './helpers.ts';

// Two api instances and two gateways on one PostgreSQL server, as a deployment behind a load
// balancer runs them: whichever instance a browser or a write reaches, events, sign-outs and
// sign-in limits hold for all. Needs a server (TEST_DATABASE_URL, as CI provides); skipped without.
const serverUrl = process.env.TEST_DATABASE_URL;

type Change = { monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; notes: string | null } | null } };

describe.skipIf(!serverUrl)('two api instances and two gateways on one PostgreSQL', () => {
  const apis: ServerProcess[] = [];
  const gateways: TestGateway[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    const database = await freshPostgresDatabase(serverUrl!);
    // Started together on an empty database: one seeds it, the other waits for the seed.
    apis.push(...(await Promise.all([0, 1].map(() => startApi({ DATABASE_URL: database, DATA_DIR: '' })))));
    gateways.push(...(await Promise.all(apis.map((api) => startGateway({ apiUrl: api.url })))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(apis.map((a) => a.stop()));
    for (const cleanup of cleanups.splice(0)) await cleanup();
  }, 60_000);

  const [first, second] = [0, 1];
  const apiUrl = (i: number) => apis[i]!.url;

  async function subscribe(gatewayIndex: number, token: string) {
    const client = createClient({ url: gateways[gatewayIndex]!.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate<Change>({ query: 'subscription { monitoringRecordChanged { kind monitoringRecord { id notes } } }' });
    const live = await events.next();
    expect(live.value?.data?.monitoringRecordChanged.kind).toBe('LIVE');
    return events;
  }

  /** The next change of `recordId`, skipping others (the heartbeat job). */
  async function changeOf(events: AsyncIterator<FormattedExecutionResult<Change, unknown>>, recordId: string) {
    for (;;) {
      const { value, done } = await Promise.race([
        events.next(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no change of ${recordId} within 15 s`)), 15_000)),
      ]);
      expect(done).toBe(false);
      const record = value.data?.monitoringRecordChanged.monitoringRecord;
      if (record && fromGlobalId(record.id)?.restId === recordId) return record;
    }
  }

  const patchNotes = async (api: number, token: string, recordId: string, notes: string) => {
    const response = await fetch(`${apiUrl(api)}/api/v1/monitoring/${recordId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ notes }),
    });
    expect(response.status).toBe(200);
  };

  it('every change reaches every subscriber once, whichever gateway they use and whichever api took the write', async () => {
    const [one, two] = await Promise.all([freshToken({ apiUrl: apiUrl(first) }, demoUsers.admin), freshToken({ apiUrl: apiUrl(second) }, demoUsers.admin)]);
    const subscribers = [await subscribe(first, one), await subscribe(second, two)];
    const records = (await (await fetch(`${apiUrl(first)}/api/v1/monitoring?perPage=1`, { headers: { authorization: `Bearer ${one}` } })).json()) as { data: { _id: string }[] };
    const recordId = records.data[0]!._id;

    const notes = [`via the second api ${Date.now()}`, `via the first api ${Date.now()}`];
    await patchNotes(second, one, recordId, notes[0]!);
    for (const events of subscribers) expect(await changeOf(events, recordId)).toMatchObject({ notes: notes[0] });
    await patchNotes(first, two, recordId, notes[1]!);
    // The next change of the record is the second one: the first came once.
    for (const events of subscribers) expect(await changeOf(events, recordId)).toMatchObject({ notes: notes[1] });
  }, 60_000);

  it('a sign-out through one instance ends the session on the other: its queries, and its live updates', async () => {
    const token = await freshToken({ apiUrl: apiUrl(first) }, demoUsers.member);
    const events = await subscribe(first, token);
    expect((await gateways[first]!.gql('{ viewer { id } }', undefined, token)).data?.viewer).not.toBeNull();

    expect((await fetch(`${apiUrl(second)}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const refused = await gateways[first]!.gql('{ viewer { id } }', undefined, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The stream ends on the first instance too; the subscription says why and completes.
    for (;;) {
      const { value, done } = await events.next();
      expect(done).toBe(false);
      if (value.errors) {
        expect(value.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        break;
      }
    }
    expect((await events.next()).done).toBe(true);
  }, 60_000);

  it('counts failed sign-ins for all instances together', async () => {
    const attempt = (api: number, password: string) =>
      fetch(`${apiUrl(api)}/api/v1/auth/login`, {
        method: 'POST',
        // The gateway's forwarded address (it stands on loopback, where the api believes it).
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
        body: JSON.stringify({ email: demoUsers.technician, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(first, demoPassword)).status).toBe(429);
    expect((await attempt(second, demoPassword)).status).toBe(429);
  }, 60_000);
});
