import { createServer, request as httpRequest, type Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

describe('a client that leaves before its answer', () => {
  // The real API behind a proxy that holds the monitoring list until the client has gone: the
  // gateway then answers (compressed: the page is large) into a closed connection.
  let proxy: Server;
  let log: Awaited<ReturnType<typeof loggingGateway>>;
  let clientGone: Promise<void>;
  let onListAsked: () => void = () => {};
  beforeAll(async () => {
    const api = new URL(inject('apiUrl'));
    proxy = createServer((req, res) => {
      const forward = () => {
        const upstream = httpRequest({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(upstream);
      };
      if (req.url?.startsWith('/api/v1/monitoring?')) {
        onListAsked();
        void clientGone.then(forward);
      } else forward();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    log = await loggingGateway(`http://127.0.0.1:${(proxy.address() as { port: number }).port}`);
  });
  afterAll(async () => {
    await log.gw.close();
    proxy.closeAllConnections();
    proxy.close();
  });

  it('is logged as the client leaving, not as a failure of the server', async () => {
    const token = await tokenFor(log.gw, demoUsers.admin);
    const listAsked = new Promise<void>((resolve) => (onListAsked = resolve));
    let markGone!: () => void;
    clientGone = new Promise<void>((resolve) => (markGone = resolve));
    const body = JSON.stringify({ query: 'query LeftPage { monitoringRecords(first: 100) { edges { node { id recordId notes device { id name } } } } }' });
    const request = httpRequest(`${log.gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}`, 'x-request-id': 'req-left.1' },
    });
    request.on('error', () => {});
    request.end(body);
    await listAsked;
    const closed = new Promise<void>((resolve) => request.once('close', () => resolve()));
    request.destroy();
    await closed;
    markGone();
    await expect.poll(() => log.linesOf('req-left.1').length).toBeGreaterThanOrEqual(1);
    expect(log.linesOf('req-left.1').filter((line) => line.level >= ERROR)).toEqual([]);
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
