import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../src/errors.ts';
import { createRestClient, type UpstreamCall } from '../src/rest/createRestClient.ts';

// The REST client speaks node:http directly (not openapi-fetch); these pin the wire format that
// openapi-fetch gave us and the API's routes rely on.
describe('createRestClient', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url!.startsWith('/hang')) return; // never answers
        if (req.url!.startsWith('/text')) {
          res.writeHead(502, { 'content-type': 'text/html' });
          res.end('<h1>Bad gateway</h1>');
        } else if (req.url!.startsWith('/empty')) {
          res.writeHead(204);
          res.end();
        } else {
          res.writeHead(req.url!.startsWith('/missing') ? 404 : 200, { 'content-type': 'application/json', 'retry-after': '7' });
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
    createRestClient({ apiUrl: `${base}/`, token: 'tok', timeoutMs: 2_000, headers: { 'X-Request-Id': 'r1' }, ...options }) as unknown as {
      GET(path: string, options?: object): Promise<{ data?: unknown; error?: unknown; response: { ok: boolean; status: number; headers: { get(n: string): string | null } } }>;
      PATCH(path: string, options?: object): Promise<{ data?: unknown; error?: unknown; response: { ok: boolean; status: number } }>;
    };

  it('fills path parameters encoded, repeats arrays, leaves out empty values, sends the token and headers', async () => {
    const result = await client().GET('/api/v1/things/{id}', {
      params: { path: { id: 'a b/c' }, query: { ids: ['x', 'y,z'], page: 2, none: undefined, nil: null } },
    });
    expect(result.data).toEqual({ echo: '/api/v1/things/a%20b%2Fc?ids=x&ids=y%2Cz&page=2', message: 'Ikke fundet' });
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['x-request-id']).toBe('r1');
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with its type and length', async () => {
    await client().PATCH('/api/v1/things/{id}', { params: { path: { id: '1' } }, body: { notes: 'Æble' } });
    const request = seen.at(-1)!;
    expect(request.method).toBe('PATCH');
    expect(request.body).toBe('{"notes":"Æble"}');
    expect(request.headers['content-type']).toBe('application/json');
    expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength('{"notes":"Æble"}'));
  });

  it('answers errors as { error, response } with the parsed body and readable headers', async () => {
    const result = await client().GET('/missing');
    expect(result.response.ok).toBe(false);
    expect(result.response.status).toBe(404);
    expect(result.response.headers.get('Retry-After')).toBe('7');
    expect(result.error).toEqual({ echo: '/missing', message: 'Ikke fundet' });
  });

  it('keeps a non-JSON error body as text, and an empty body as undefined', async () => {
    expect((await client().GET('/text')).error).toBe('<h1>Bad gateway</h1>');
    const empty = await client().GET('/empty');
    expect(empty.response.status).toBe(204);
    expect(empty.data).toBeUndefined();
  });

  it('gives up at the deadline with UPSTREAM_UNAVAILABLE (timeout)', async () => {
    const started = performance.now();
    const failure = await client({ timeoutMs: 200 }).GET('/hang').catch((error: unknown) => error);
    expect(errorCode(failure)).toBe('UPSTREAM_UNAVAILABLE');
    expect((failure as { extensions: { reason: string } }).extensions.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('tells an observer of every call with its duration', async () => {
    const calls: [UpstreamCall, number][] = [];
    await client({ onCall: (call, ms) => calls.push([call, ms]) }).GET('/api/v1/x', { params: { query: { a: 1 } } });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0].method).toBe('GET');
    expect(calls[0]![0].url.pathname + calls[0]![0].url.search).toBe('/api/v1/x?a=1');
    expect(calls[0]![1]).toBeGreaterThanOrEqual(0);
  });
});
