import { inject, describe, expect, it } from 'vitest';
import { createSessionStream } from '../src/events/createSessionStream.ts';
import type { HubMessage } from '../src/events/HubMessage.ts';
import { openUpstreamStream } from '../src/events/openUpstreamStream.ts';
import { demoUsers, freshToken } from './helpers.ts';

const apiUrl = inject('apiUrl');

async function patchConfig(token: string, utcOffset: number) {
  const patched = await fetch(`${apiUrl}/api/v1/users/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ utcOffset }),
  });
  expect(patched.status).toBe(200);
}

const next = async (messages: AsyncIterator<HubMessage>) => (await messages.next()).value as HubMessage;

describe('a session stream switching types', () => {
  it('reads the old and the new stream for a while, and delivers an event both carry once', async () => {
    const token = await freshToken({ apiUrl }, demoUsers.member);
    // Which connection saw which event, straight from the API.
    const seen: { connection: number; id: string | undefined }[] = [];
    let connections = 0;
    const session = createSessionStream({
      open: (types, signal, handlers) => {
        const connection = ++connections;
        return openUpstreamStream(
          { url: `${apiUrl}/api/v1/events`, token, language: 'en', types, connectTimeoutMs: 10_000, idleTimeoutMs: 45_000, signal, fetch },
          {
            ...handlers,
            onEvent: (event) => {
              seen.push({ connection, id: event.id });
              handlers.onEvent(event);
            },
          },
        );
      },
      graceMs: 100,
      // Long enough that both streams stay open for the whole test.
      overlapMs: 60_000,
      retryMs: { min: 50, max: 500 },
      queueLimit: 100,
      onStreamChange: () => {},
      onIdle: () => {},
    });
    try {
      const viewer = await session.subscribe(['viewer.changed']);
      expect(await next(viewer)).toEqual({ kind: 'live' });
      // A wider set of types: a second stream, and the first one is kept during the overlap.
      const monitoring = await session.subscribe(['monitoring.changed']);
      expect(await next(monitoring)).toEqual({ kind: 'live' });
      expect(connections).toBe(2);

      await patchConfig(token, 2);
      await expect.poll(() => seen.filter((s) => s.id && s.connection === 1).length).toBe(1);
      await expect.poll(() => seen.filter((s) => s.id && s.connection === 2).length).toBe(1);
      const first = await next(viewer);
      expect(first).toMatchObject({ kind: 'event', event: { event: 'viewer.changed' } });

      await patchConfig(token, 3);
      await expect.poll(() => seen.filter((s) => s.id).length).toBe(4);
      // The next message is the second change: the first one's repeat from the other stream was dropped.
      const second = await next(viewer);
      expect(second).toMatchObject({ kind: 'event', event: { event: 'viewer.changed' } });
      expect(second.kind === 'event' && first.kind === 'event' && second.event.id !== first.event.id).toBe(true);
    } finally {
      session.dispose();
    }
  });
});
