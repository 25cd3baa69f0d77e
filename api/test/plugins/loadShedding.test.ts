import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSheddingPlugin } from '../../src/plugins/loadShedding.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// Past its capacity an instance answers at once with 503 and Retry-After, instead of queueing
// requests until they time out; what it took on is served as usual.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { maxInFlight: 3 } });
  token = await t.login('admin@example.com');
});
afterAll(() => t?.close());

it('sheds what is past its capacity with 503 and Retry-After, in the caller’s language, and serves the rest', async () => {
  // Twenty at once: the first three are taken on before any of them ends.
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/v1/monitoring?perPage=5', headers: { ...t.auth(token), 'accept-language': 'da' } })),
  );
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 503)).toHaveLength(17);
  const shed = responses.find((r) => r.statusCode === 503)!;
  expect(shed.headers['retry-after']).toBe('1');
  expect(shed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Der er travlt lige nu. Prøv igen om et øjeblik.' });
  // Every place is given back: the next requests are served.
  expect(t.app.requestsInFlight()).toBe(0);
  for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitoring?perPage=5', headers: t.auth(token) })).statusCode).toBe(200);
});

it('always answers health checks', async () => {
  // Busier than its capacity, and still answering.
  const busy = Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/v1/monitoring', headers: t.auth(token) }));
  const health = t.app.inject({ method: 'GET', url: '/api/health' });
  expect((await health).statusCode).toBe(200);
  await Promise.all(busy);
});

it('gives back the place of a client that sent its request and went away before the answer', async () => {
  const app = Fastify();
  await app.register(loadSheddingPlugin, { maxInFlight: 1 });
  let finish: () => void = () => undefined;
  const handled = new Promise<void>((resolve) => app.post('/slow', async () => {
    await new Promise<void>((r) => (finish = r));
    resolve();
    return { ok: true };
  }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const controller = new AbortController();
    const request = fetch(`${address}/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: controller.signal }).catch(() => 'aborted');
    await expect.poll(() => app.requestsInFlight()).toBe(1);
    controller.abort();
    expect(await request).toBe('aborted');
    // Free again while its handler still runs, and counted once when the handler ends.
    await expect.poll(() => app.requestsInFlight()).toBe(0);
    finish();
    await handled;
    expect(app.requestsInFlight()).toBe(0);
  } finally {
    await app.close();
  }
});
