import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUsers, freshToken, startGateway, type TestGateway } from './helpers.ts';

// Every upstream event-stream request, to see that unsubscribing closes it.
const streamSignals: AbortSignal[] = [];
const watchingFetch: typeof fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).endsWith('/api/v1/events') && init?.signal) streamSignals.push(init.signal);
  return fetch(input, init);
};

let gw: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ fetch: watchingFetch });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

function wsClient(token: string | null): Client {
  const client = createClient({
    url: gw.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

const subscription = 'subscription { viewerChanged { id user { email } config { language utcOffset } } }';

describe('viewerChanged over graphql-ws', () => {
  it('emits the re-fetched viewer after a direct REST change of the config', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const client = wsClient(token);
    const events = client.iterate<{ viewerChanged: { id: string; user: { email: string }; config: { utcOffset: number } } }>({ query: subscription });
    const firstEvent = events.next();

    // Give the gateway time to open the upstream stream before the change happens.
    await expect.poll(() => streamSignals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    const signal = streamSignals.at(-1)!;

    // A real change (the API need not announce a no-op).
    const current = (await (await fetch(`${gw.apiUrl}/api/v1/users/config`, { headers: { authorization: `Bearer ${token}` } })).json()) as { utcOffset: number };
    const utcOffset = current.utcOffset === 5 ? 6 : 5;
    const patched = await fetch(`${gw.apiUrl}/api/v1/users/config`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ utcOffset }),
    });
    expect(patched.status).toBe(200);

    const { value, done } = await Promise.race([
      firstEvent,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no viewerChanged event within 10 s')), 10_000)),
    ]);
    expect(done).toBe(false);
    expect(value.errors).toBeUndefined();
    expect(value.data?.viewerChanged.user.email).toBe(demoUsers.admin);
    expect(value.data?.viewerChanged.config.utcOffset).toBe(utcOffset);

    // Unsubscribing closes the upstream stream.
    expect(signal.aborted).toBe(false);
    await events.return?.();
    await expect.poll(() => signal.aborted, { timeout: 5_000 }).toBe(true);
  });

  it('fails with UNAUTHENTICATED for a rejected token', async () => {
    const client = wsClient('not-a-real-token');
    const events = client.iterate({ query: subscription });
    const { value } = await events.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('fails with UNAUTHENTICATED without a token', async () => {
    const client = wsClient(null);
    const events = client.iterate({ query: subscription });
    const { value } = await events.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
