import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { eventTypes } from '../../../../src/events/eventTypes.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';
import { readEvents, type SseMessage, waitFor } from '../../../events/readEvents.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // SSE needs a real socket: app.inject waits for the response to end, and a stream never does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const isReady = (e: SseMessage) => e.event === 'ready';
const withoutReady = (events: SseMessage[]) => events.filter((e) => !isReady(e));

async function patchConfig(token: string, payload: Record<string, unknown>) {
  const patch = await fetch(`${baseUrl}/api/v1/users/config`, {
    method: 'PATCH',
    headers: { ...t.auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(patch.status).toBe(200);
}

describe('GET /api/v1/events', () => {
  it('refuses a request without a token', async () => {
    const response = await fetch(`${baseUrl}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('starts with a ready message naming the types, then streams viewer.changed to the user, and not to others', async () => {
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
    await patchConfig(memberToken, { utcOffset: 5 });

    const received = await memberEvents;
    // Without `types`, a stream carries every type (clients written before the filter).
    expect(received[0]).toEqual({ event: 'ready', data: JSON.stringify({ types: [...eventTypes] }) });
    expect(received.at(-1)).toMatchObject({ event: 'viewer.changed', data: JSON.stringify({ userId: me._id }), id: expect.any(String) });
    expect(withoutReady(await adminEvents)).toEqual([]);
    // Closed streams leave the fan-out.
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);

  it('sends only the requested types, repeated or comma-separated, each event with the same id on every stream', async () => {
    const token = await t.login('member@example.com');
    const open = (query: string) => fetch(`${baseUrl}/api/v1/events${query}`, { headers: t.auth(token) });
    const [viewerOnly, monitoringOnly, both, repeated] = await Promise.all([
      open('?types=viewer.changed'),
      open('?types=monitoring.changed'),
      open('?types=monitoring.changed,viewer.changed'),
      open('?types=viewer.changed&types=monitoring.changed'),
    ]);
    for (const response of [viewerOnly, monitoringOnly, both, repeated]) expect(response.status).toBe(200);
    await waitFor(() => t.app.events.subscriberCount === 4);

    const isViewer = (e: SseMessage) => e.event === 'viewer.changed';
    const reads = [
      readEvents(viewerOnly.body!, isViewer),
      readEvents(monitoringOnly.body!, () => false, 1500),
      readEvents(both.body!, isViewer),
      readEvents(repeated.body!, isViewer),
    ] as const;
    await patchConfig(token, { utcOffset: 3 });
    const [viewerEvents, monitoringEvents, bothEvents, repeatedEvents] = await Promise.all(reads);

    expect(viewerEvents[0]).toEqual({ event: 'ready', data: JSON.stringify({ types: ['viewer.changed'] }) });
    expect(monitoringEvents).toEqual([{ event: 'ready', data: JSON.stringify({ types: ['monitoring.changed'] }) }]);
    expect(bothEvents[0]!.data).toBe(JSON.stringify({ types: ['monitoring.changed', 'viewer.changed'] }));
    expect(repeatedEvents[0]!.data).toBe(JSON.stringify({ types: ['monitoring.changed', 'viewer.changed'] }));
    const ids = [viewerEvents, bothEvents, repeatedEvents].map((events) => events.find(isViewer)!.id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(1);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);

  it.each([
    ['en', `Must be one of: ${eventTypes.join(', ')}.`],
    ['da', `Skal være en af: ${eventTypes.join(', ')}.`],
  ])('refuses an unknown type with 400 in the caller’s language (%s)', async (language, message) => {
    const token = await t.login('member@example.com');
    for (const query of ['?types=viewer.changed,device.exploded', '?types=', '?types=viewer.changed&types=nope']) {
      const response = await fetch(`${baseUrl}/api/v1/events${query}`, { headers: { ...t.auth(token), 'accept-language': language } });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'types', message }] });
    }
    expect(t.app.events.subscriberCount).toBe(0);
  });
});

describe('events across api instances', () => {
  it('reaches a client of another instance through Postgres NOTIFY, with the same id', async () => {
    // A second app on the same database is a second api instance: it shares nothing in memory.
    const other = await buildApp({ database: t.database, config: t.config });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const token = await t.login('technician@example.com');
      const [here, there] = await Promise.all([
        fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(token) }),
        fetch(`${otherUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(token) }),
      ]);
      expect(there.status).toBe(200);
      await waitFor(() => other.events.subscriberCount === 1 && t.app.events.subscriberCount === 1);
      const isViewer = (e: SseMessage) => e.event === 'viewer.changed';
      const events = [readEvents(here.body!, isViewer), readEvents(there.body!, isViewer)] as const;

      const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', headers: t.auth(token), payload: { language: 'en' } });
      expect(patch.statusCode).toBe(200);
      const [hereEvents, thereEvents] = await Promise.all(events);
      expect(withoutReady(thereEvents).map((e) => e.event)).toEqual(['viewer.changed']);
      expect(thereEvents.find(isViewer)!.id).toBe(hereEvents.find(isViewer)!.id);
    } finally {
      await other.close();
    }
  }, 15_000);
});
