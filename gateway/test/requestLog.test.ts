import { createServer, type Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { demoUsers, startGateway, tokenFor } from './helpers.ts';

/** A pino line as the gateway writes it. */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  operation?: string;
  err?: { message?: string };
}
const ERROR = 50;

/** A gateway whose log lines are kept, at the production level. */
async function loggingGateway(apiUrl?: string) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const gw = await startGateway({
    ...(apiUrl ? { apiUrl } : {}),
    logLevel: 'info',
    logStream: {
      write: (line) => {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
  });
  return { gw, lines, raw, linesOf: (reqId: string) => lines.filter((line) => line.reqId === reqId) };
}

describe('the request log', () => {
  let log: Awaited<ReturnType<typeof loggingGateway>>;
  const clients: Client[] = [];
  beforeAll(async () => {
    log = await loggingGateway();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await log.gw.close();
  });

  it('has one line per request, with its id, method, path, status, duration and GraphQL operation', async () => {
    const token = await tokenFor(log.gw, demoUsers.member);
    const res = await fetch(`${log.gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'req-log.1' },
      body: JSON.stringify({ query: 'query ViewerEmail { viewer { user { email } } }' }),
    });
    expect(res.status).toBe(200);
    // Written once the answer has gone out: the client may read it first.
    await expect.poll(() => log.linesOf('req-log.1')).toHaveLength(1);
    expect(log.linesOf('req-log.1')[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'ViewerEmail',
      durationMs: expect.any(Number),
    });
    // The caller's token is never written.
    expect(log.raw.join('\n')).not.toContain(token);
  });

  it('leaves query strings out of the path, where tokens travel', async () => {
    await fetch(`${log.gw.url}/password/new?token=secret-reset-token`, { headers: { 'x-request-id': 'req-log.2' } });
    await fetch(`${log.gw.url}/graphql?query=${encodeURIComponent('query Typename { __typename }')}`, {
      headers: { 'x-request-id': 'req-log.3', 'apollo-require-preflight': 'true' },
    });
    await expect.poll(() => log.linesOf('req-log.3')).toHaveLength(1);
    expect(log.linesOf('req-log.2')).toEqual([expect.objectContaining({ path: '/password/new', status: 404 })]);
    expect(log.linesOf('req-log.3')).toEqual([expect.objectContaining({ method: 'GET', path: '/graphql', status: 200, operation: 'Typename' })]);
    expect(log.raw.join('\n')).not.toContain('secret-reset-token');
  });

  it('logs no error for the errors a client makes', async () => {
    const before = log.lines.length;
    await log.gw.gql('{ viewer { id ');
    await log.gw.gql('{ viewer { nope } }');
    await log.gw.gql('query ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 5 } });
    const res = await fetch(`${log.gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
    await expect.poll(() => log.lines.length).toBeGreaterThanOrEqual(before + 4);
    expect(log.lines.slice(before).filter((line) => line.level >= ERROR)).toEqual([]);
  });

  it('names each subscription with the id of its WebSocket upgrade request', async () => {
    const token = await tokenFor(log.gw, demoUsers.member);
    // Browsers cannot set headers on a WebSocket; this client can, to know the upgrade's id.
    class WebSocketWithId extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-request-id': 'req-ws.1' } });
      }
    }
    const client = createClient({ url: log.gw.wsUrl, webSocketImpl: WebSocketWithId, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate({ query: 'subscription ViewerUpdates { viewerChanged { id } }' });
    void events.next();
    await expect.poll(() => log.linesOf('req-ws.1')).toContainEqual(expect.objectContaining({ msg: 'subscription started', operation: 'ViewerUpdates' }));
    await events.return?.();
  });
});

describe('an unexpected error', () => {
  // An API that answers every call with an empty object: the gateway cannot make a user of it.
  let api: Server;
  let log: Awaited<ReturnType<typeof loggingGateway>>;
  beforeAll(async () => {
    api = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    log = await loggingGateway(`http://127.0.0.1:${(api.address() as { port: number }).port}`);
  });
  afterAll(async () => {
    await log.gw.close();
    api.closeAllConnections();
    api.close();
  });

  it('is logged once, with the request id, and reaches the client as an internal error without details', async () => {
    const res = await fetch(`${log.gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer some-token', 'x-request-id': 'req-bug.1' },
      body: JSON.stringify({ query: 'query Broken { viewer { user { email } } }' }),
    });
    const raw = await res.text();
    const body = JSON.parse(raw) as { errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(raw).not.toMatch(/loader|non-nullable|stacktrace|at .*\.ts/);

    await expect.poll(() => log.linesOf('req-bug.1').find((line) => line.msg === 'request completed')).toBeDefined();
    const errors = log.linesOf('req-bug.1').filter((line) => line.level >= ERROR);
    expect(errors).toEqual([expect.objectContaining({ msg: 'Unexpected error while resolving a GraphQL request', err: expect.objectContaining({ message: expect.any(String), stack: expect.any(String) }) })]);
  });
});

describe('LOG_LEVEL', () => {
  it('is info by default, configurable like the API’s, and refused when unknown', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
