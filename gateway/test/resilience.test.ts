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

/**
 * A gateway that runs two operations at once, in front of an API that holds every call until the
 * test answers it (`waiting`). Registers its own set-up and clean-up in the calling describe.
 */
function heldGateway() {
  const held = createServer((_req, res) => {
    waiting.push(() => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' }));
    });
  });
  const waiting: (() => void)[] = [];
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ apiUrl: `http://127.0.0.1:${await listen(held)}`, maxInFlight: 2 });
  });
  afterAll(async () => {
    await gw.close();
    held.closeAllConnections();
    held.close();
  });
  const post = (language = 'en', signal?: AbortSignal) =>
    fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query: loginMutation, variables: loginVars }),
      signal,
    });
  return { waiting, post, url: () => gw.url };
}

describe('more operations at once than the gateway runs', () => {
  const { waiting, post, url } = heldGateway();

  it('answers the next one 503 with Retry-After at once, in the caller’s language, and takes more once places free up', async () => {
    const running = [post(), post()];
    await expect.poll(() => waiting.length).toBe(2);

    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      errors: [{ message: 'The service is busy. Please try again in a moment.', extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'overloaded', retryAfter: 1 } }],
    });
    const danish = (await (await post('da')).json()) as { errors: { message: string }[] };
    expect(danish.errors[0]!.message).toBe('Der er travlt lige nu. Prøv igen om et øjeblik.');
    // Health checks are never shed.
    const health = await fetch(`${url()}/healthz`);
    expect(health.status).toBe(200);
    await health.body?.cancel();
    // Nothing of the refused ones reached the API.
    expect(waiting).toHaveLength(2);

    for (const answer of waiting.splice(0)) answer();
    for (const response of await Promise.all(running)) expect(response.status).toBe(200);
    const next = post();
    await expect.poll(() => waiting.length).toBe(1);
    waiting.splice(0).forEach((answer) => answer());
    expect((await next).status).toBe(200);
  });
});

// A gateway of its own: after a client has gone away mid-request, closing the gateway takes
// seconds (seen with any limit; one gateway for both tests took 70 s to close).
describe('a client that gives up waiting', () => {
  const { waiting, post } = heldGateway();

  it('frees its place', async () => {
    const abandoned = [new AbortController(), new AbortController()];
    const requests = abandoned.map((controller) => post('en', controller.signal).catch(() => undefined));
    await expect.poll(() => waiting.length).toBe(2);
    abandoned.forEach((controller) => controller.abort());
    await Promise.all(requests);
    // Their places are free again, although the API has not answered them: the next operation is
    // not refused but reaches the API.
    let taken: Promise<Response> | undefined;
    const reachesApi = async () => {
      const before = waiting.length;
      const response = post();
      const shed = response.then(async (r) => {
        if (r.status !== 503) return false;
        await r.body?.cancel();
        return true;
      });
      for (;;) {
        if (waiting.length > before) {
          taken = response;
          return 'reaches the API';
        }
        if (await Promise.race([shed, new Promise<false>((resolve) => setTimeout(() => resolve(false), 20))])) return 'shed';
      }
    };
    await expect.poll(reachesApi, { timeout: 10_000 }).toBe('reaches the API');
    waiting.splice(0).forEach((answer) => answer());
    expect((await taken!).status).toBe(200);
  });
});
