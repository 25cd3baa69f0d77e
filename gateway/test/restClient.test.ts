import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { errorCode } from '../src/errors.ts';
import { createRestClient, type UpstreamCall } from '../src/rest/createRestClient.ts';
import type { components } from '../src/rest/openapi.d.ts';
import { unwrap } from '../src/rest/unwrap.ts';

// The REST client speaks node:http directly (not openapi-fetch); these pin the wire format that
// the API's routes rely on, against a stand-in that answers by the record id asked for.
describe('createRestClient', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const slow = { inFlight: 0, most: 0 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const id = /^\/api\/v1\/monitoring\/([^/?]+)/.exec(req.url!)?.[1];
        if (id === 'hang') return; // never answers
        if (id === 'slow') {
          slow.most = Math.max(slow.most, ++slow.inFlight);
          setTimeout(() => {
            slow.inFlight -= 1;
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end('{}');
          }, 20);
          return;
        }
        if (id === 'text') {
          res.writeHead(502, { 'content-type': 'text/html' });
          res.end('<h1>Bad gateway</h1>');
        } else if (id === 'empty') {
          res.writeHead(204);
          res.end();
        } else {
          res.writeHead(id === 'missing' ? 404 : 200, { 'content-type': 'application/json', 'retry-after': '7' });
          res.end(JSON.stringify({ echo: req.url, message: 'Ikke fundet' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const client = (options: Partial<Parameters<typeof createRestClient>[0]> = {}) =>
    createRestClient({ apiUrl: `${base}/`, token: 'tok', timeoutMs: 2_000, headers: { 'X-Request-Id': 'r1' }, ...options });
  const record = (id: string) => client().GET('/api/v1/monitoring/{id}', { params: { path: { id } } });

  it('fills path parameters encoded, sends the token and headers', async () => {
    const result = await record('a b/c');
    expect(result.ok && result.data).toEqual({ echo: '/api/v1/monitoring/a%20b%2Fc', message: 'Ikke fundet' });
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['x-request-id']).toBe('r1');
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('repeats array query parameters and leaves out empty ones', async () => {
    await client().GET('/api/v1/monitoring', { params: { query: { orgIds: ['x', 'y,z'], page: 2, status: undefined } } });
    expect(seen.at(-1)!.url).toBe('/api/v1/monitoring?orgIds=x&orgIds=y%2Cz&page=2');
  });

  it('sends a JSON body with its type and length', async () => {
    await client().PATCH('/api/v1/monitoring/{id}', { params: { path: { id: '1' } }, body: { notes: 'Æble' } });
    const request = seen.at(-1)!;
    expect(request.method).toBe('PATCH');
    expect(request.body).toBe('{"notes":"Æble"}');
    expect(request.headers['content-type']).toBe('application/json');
    expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength('{"notes":"Æble"}'));
  });

  it('answers errors as { ok: false, error, response } with the parsed body and readable headers', async () => {
    const result = await record('missing');
    expect(result.ok).toBe(false);
    expect(result.response.status).toBe(404);
    expect(result.response.headers.get('Retry-After')).toBe('7');
    expect(!result.ok && result.error).toEqual({ echo: '/api/v1/monitoring/missing', message: 'Ikke fundet' });
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(errorCode(thrown)).toBe('NOT_FOUND');
  });

  it('keeps a non-JSON error body as text, and an empty body as undefined', async () => {
    const text = await record('text');
    expect(!text.ok && text.error).toBe('<h1>Bad gateway</h1>');
    const empty = await record('empty');
    expect(empty.response.status).toBe(204);
    expect(empty.ok && empty.data).toBeUndefined();
  });

  it('gives up at the deadline with UPSTREAM_UNAVAILABLE (timeout)', async () => {
    const started = performance.now();
    const failure = await client({ timeoutMs: 200 })
      .GET('/api/v1/monitoring/{id}', { params: { path: { id: 'hang' } } })
      .catch((error: unknown) => error);
    expect(errorCode(failure)).toBe('UPSTREAM_UNAVAILABLE');
    expect((failure as { extensions: { reason: string } }).extensions.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('tells an observer of every call with its duration', async () => {
    const calls: [UpstreamCall, number][] = [];
    await client({ onCall: (call, ms) => calls.push([call, ms]) }).GET('/api/v1/monitoring', { params: { query: { page: 1 } } });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0].method).toBe('GET');
    expect(calls[0]![0].url.pathname + calls[0]![0].url.search).toBe('/api/v1/monitoring?page=1');
    expect(calls[0]![1]).toBeGreaterThanOrEqual(0);
  });

  it('keeps at most its concurrency of calls on the wire, and answers every one', async () => {
    const limited = client({ concurrency: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => limited.GET('/api/v1/monitoring/{id}', { params: { path: { id: 'slow' } } })));
    expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
    expect(slow.most).toBe(3);
  });

  // Checked by the type checker (`pnpm typecheck`), which fails when a call below marked as an
  // expected error is accepted: the client promises exactly what the OpenAPI document says.
  it('is typed from the OpenAPI document, per operation', () => {
    const api = client();
    const neverSent = async () => {
      // @ts-expect-error a path the API does not have
      await api.GET('/api/v1/nope');
      // @ts-expect-error the record's id is required
      await api.GET('/api/v1/monitoring/{id}');
      // @ts-expect-error a PATCH of a record needs its body
      await api.PATCH('/api/v1/monitoring/{id}', { params: { path: { id: 'x' } } });
      // @ts-expect-error /users/me takes no query parameters
      await api.GET('/api/v1/users/me', { params: { query: { page: 1 } } });
      // @ts-expect-error page is a number
      await api.GET('/api/v1/monitoring', { params: { query: { page: '2' } } });
      // @ts-expect-error nothing but the five methods it implements (no middleware, no `request`)
      api.use();
      await api.POST('/api/v1/auth/logout');

      const one = unwrap(await api.GET('/api/v1/monitoring/{id}', { params: { path: { id: 'x' } } }));
      expectTypeOf(one).toEqualTypeOf<components['schemas']['MonitoringRecord']>();
      const failed = await api.PATCH('/api/v1/monitoring/{id}', { params: { path: { id: 'x' } }, body: { notes: 'x' } });
      if (!failed.ok) expectTypeOf(failed.error).toEqualTypeOf<components['schemas']['Error'] | string | undefined>();
    };
    expectTypeOf(neverSent).toBeFunction();
  });
});
