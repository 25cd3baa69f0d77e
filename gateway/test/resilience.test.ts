import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoPassword, demoUsers, startGateway, type TestGateway } from './helpers.ts';

const loginMutation = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const loginVars = { input: { email: demoUsers.admin, password: demoPassword } };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

describe('API down', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    // A port nothing listens on: bind one, then close it.
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((r) => probe.close(r));
    gw = await startGateway({ apiUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => gw.close());

  it('answers UPSTREAM_UNAVAILABLE and keeps serving', async () => {
    for (let i = 0; i < 3; i++) {
      const login = await gw.gql(loginMutation, loginVars);
      expect(login.status).toBe(200);
      expect(codeOf(login)).toBe('UPSTREAM_UNAVAILABLE');
      const viewer = await gw.gql('{ viewer { id } }', undefined, 'some-token');
      expect(codeOf(viewer)).toBe('UPSTREAM_UNAVAILABLE');
    }
    expect((await gw.gql('{ viewer { id } }')).data).toEqual({ viewer: null });
    expect(await (await fetch(`${gw.url}/healthz`)).json()).toEqual({ ok: true });
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(503);
  });
});

describe('API slow or failing', () => {
  let hanging: Server;
  let failing: Server;
  let slowGw: TestGateway;
  let failingGw: TestGateway;
  beforeAll(async () => {
    hanging = createServer(() => {
      // never answers
    });
    // 503 (shedding load) for sign-in, 500 (a failure) for everything else.
    failing = createServer((req, res) => {
      if (req.url?.includes('/auth/login')) {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
        res.end(JSON.stringify({ message: 'Busy', code: 'SERVICE_UNAVAILABLE' }));
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal error', code: 'INTERNAL', requestId: 'req-1' }));
    });
    slowGw = await startGateway({ apiUrl: `http://127.0.0.1:${await listen(hanging)}`, upstreamTimeoutMs: 300 });
    failingGw = await startGateway({ apiUrl: `http://127.0.0.1:${await listen(failing)}` });
  });
  afterAll(async () => {
    await slowGw.close();
    await failingGw.close();
    hanging.closeAllConnections();
    failing.closeAllConnections();
    hanging.close();
    failing.close();
  });

  it('gives up after the upstream timeout', async () => {
    const started = Date.now();
    const result = await slowGw.gql(loginMutation, loginVars);
    expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.extensions?.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('maps an API 500 to INTERNAL_SERVER_ERROR with its request id, not to "unavailable"', async () => {
    const result = await failingGw.gql('{ viewer { id } }', undefined, 'token');
    expect(codeOf(result)).toBe('INTERNAL_SERVER_ERROR');
    expect(result.errors?.[0]?.extensions?.requestId).toBe('req-1');
    expect(result.errors?.[0]?.message).not.toContain('Internal error');
  });

  it('answers an API 503 (shedding load) with 503, Retry-After and UPSTREAM_UNAVAILABLE', async () => {
    const response = await fetch(`${failingGw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: loginMutation, variables: loginVars }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    const result = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(result.errors[0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', upstreamCode: 'SERVICE_UNAVAILABLE', upstreamStatus: 503, retryAfter: 2 });
  });
});
