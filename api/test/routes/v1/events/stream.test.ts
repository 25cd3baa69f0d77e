import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // SSE needs a real socket: app.inject waits for the response to end, and a stream never does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** Reads SSE messages from a fetch body until `until` matches one or the time runs out. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (event: { event: string; data: string }) => boolean,
  timeoutMs = 3000,
) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  // A silent stream blocks read(): cancelling it at the deadline ends the loop.
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), timeoutMs);
  while (true) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (event && data !== undefined) {
        events.push({ event, data });
        if (until({ event, data })) {
          clearTimeout(timer);
          await reader.cancel();
          return events;
        }
      }
    }
  }
  clearTimeout(timer);
  return events;
}

describe('GET /api/v1/events', () => {
  it('refuses a request without a token', async () => {
    const response = await fetch(`${baseUrl}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it("streams viewer.changed to the user after their config changes, and not to others", async () => {
    const memberToken = await t.login('member@example.com');
    const adminToken = await t.login('admin@example.com');
    const me = (await (await fetch(`${baseUrl}/api/v1/users/me`, { headers: t.auth(memberToken) })).json()) as { _id: string };

    const memberStream = await fetch(`${baseUrl}/api/v1/events`, { headers: t.auth(memberToken) });
    const adminStream = await fetch(`${baseUrl}/api/v1/events`, { headers: t.auth(adminToken) });
    expect(memberStream.status).toBe(200);
    expect(memberStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await waitFor(() => t.app.events.subscriberCount === 2);

    const adminEvents = readEvents(adminStream.body!, () => false, 1500);
    const memberEvents = readEvents(memberStream.body!, (e) => e.event === 'viewer.changed');
    const patch = await fetch(`${baseUrl}/api/v1/users/config`, {
      method: 'PATCH',
      headers: { ...t.auth(memberToken), 'content-type': 'application/json' },
      body: JSON.stringify({ utcOffset: 5 }),
    });
    expect(patch.status).toBe(200);

    const received = await memberEvents;
    expect(received.at(-1)).toEqual({ event: 'viewer.changed', data: JSON.stringify({ userId: me._id }) });
    expect(await adminEvents).toEqual([]);
    // Closed streams leave the fan-out.
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);
});

describe('events across api instances', () => {
  it('reaches a client of another instance through Postgres NOTIFY', async () => {
    // A second app on the same database is a second api instance: it shares nothing in memory.
    const other = await buildApp({ database: t.database, config: t.config });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const token = await t.login('technician@example.com');
      const stream = await fetch(`${otherUrl}/api/v1/events`, { headers: t.auth(token) });
      expect(stream.status).toBe(200);
      await waitFor(() => other.events.subscriberCount === 1);
      const events = readEvents(stream.body!, (e) => e.event === 'viewer.changed');

      const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', headers: t.auth(token), payload: { language: 'en' } });
      expect(patch.statusCode).toBe(200);
      expect((await events).map((e) => e.event)).toEqual(['viewer.changed']);
    } finally {
      await other.close();
    }
  }, 15_000);
});

async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
