import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers.ts';

// POST /graphql, the web app's every query and mutation, goes through the same Fastify stack as
// every other route: its limits, errors, hooks and headers must hold there.
describe('POST /graphql', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ corsOrigins: ['https://admin.example.org'] });
  });
  afterAll(() => gw.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses a body over 1 MB with 413, worded, and keeps serving', async () => {
    const res = await post(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(1_100_000) } }), { 'accept-language': 'da' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Forespørgslen er for stor.' });
    expect((await gw.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('answers malformed JSON with 400 and a message in the caller’s language, no stack', async () => {
    const res = await post('{"query": "{ __typename }"', { 'accept-language': 'da' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Forespørgslen er ugyldig.' });
    expect(text).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('sends the CORS headers to an allowed origin, and none to others', async () => {
    const allowed = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://admin.example.org' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
    const other = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example.com' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.status).toBe(200);
  });

  it('answers a preflight from an allowed origin, and gives others no CORS headers', async () => {
    const preflight = (origin: string) =>
      fetch(`${gw.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
    const allowed = await preflight('https://admin.example.org');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect((await preflight('https://evil.example.com')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says no-store and the JSON type on every answer, errors included', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect((await post('{')).headers.get('cache-control')).toBe('no-store');
  });

  it('gets the security headers set once for every route, and its request id back', async () => {
    const answers = [
      await post(JSON.stringify({ query: '{ __typename }' }), { 'x-request-id': 'req-sec.1' }),
      await post('{'),
      await fetch(`${gw.url}/healthz`),
    ];
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    expect(answers[0]!.headers.get('x-request-id')).toBe('req-sec.1');
    expect(answers[1]!.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a request without a Host header (HTTP/1.0) or with a malformed one', async () => {
    const { port } = new URL(gw.url);
    const body = JSON.stringify({ query: '{ __typename }' });
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(`${head}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const head of ['POST /graphql HTTP/1.0\r\n', 'POST /graphql HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n']) {
      const answer = await raw(head);
      expect(answer, head).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer, head).toContain('{"data":{"__typename":"Query"}}');
    }
  });

  it('still answers bodies of other types through Apollo’s own checks (CSRF prevention)', async () => {
    const res = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ __typename }' });
    expect(res.status).toBe(400);
  });

  // GraphQL over HTTP: a request that cannot be executed is the client's error, 400, with its code;
  // errors from executing a well-formed request keep 200 beside their data.
  it.each([
    ['a syntax error', { query: '{ viewer {' }, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', { query: '{ noSuchField }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown operation name', { query: 'query A { __typename }', operationName: 'B' }, 'OPERATION_RESOLUTION_FAILURE'],
    ['two operations and no name', { query: 'query A { __typename } query B { __typename }' }, 'OPERATION_RESOLUTION_FAILURE'],
    ['a subscription over HTTP', { query: 'subscription { viewerChanged { id } }' }, 'BAD_REQUEST'],
    ['a persisted query', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }, 'PERSISTED_QUERY_NOT_SUPPORTED'],
    ['a variable of the wrong type', { query: 'query ($n: Int) { monitoringRecords(first: $n) { totalCount } }', variables: { n: 'ten' } }, 'BAD_USER_INPUT'],
    ['an Int out of range', { query: 'query ($n: Int) { monitoringRecords(first: $n) { totalCount } }', variables: { n: 2 ** 40 } }, 'BAD_USER_INPUT'],
    ['no query', { variables: {} }, 'BAD_REQUEST'],
    ['a query that is not text', { query: 42 }, 'BAD_REQUEST'],
  ])('answers %s with 400 and its code, worded, no stack', async (_what, body, code) => {
    const res = await post(JSON.stringify(body), { 'accept-language': 'da' });
    expect(res.status).toBe(400);
    const text = await res.text();
    const result = JSON.parse(text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(result.errors[0]!.extensions.code).toBe(code);
    expect(text).not.toMatch(/stacktrace|at .*\.(ts|js):\d+/);
  });
});
