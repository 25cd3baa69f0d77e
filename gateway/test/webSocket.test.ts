import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { maxSubscriptionsPerSocket } from '../src/http/graphqlWebSocket.ts';
import { limits } from '../src/protection.ts';
import { demoUsers, freshToken, startGateway } from './helpers.ts';

type Message = { id?: string; type: string; payload?: unknown };

/** A graphql-ws socket that has been acknowledged, its messages as they come, and its close code once it closes. */
async function openSocket(url: string, connectionParams: Record<string, unknown> = {}) {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const messages: Message[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
    socket.once('message', (data) => {
      expect(JSON.parse(String(data))).toEqual({ type: 'connection_ack' });
      socket.on('message', (next) => messages.push(JSON.parse(String(next)) as Message));
      resolve();
    });
  });
  const send = (message: Message) => socket.send(JSON.stringify(message));
  return { socket, closed, messages, send };
}

// graphql-ws runs on Fastify's server, through its routing (an upgrade of GET /graphql).
describe('GraphQL over WebSocket', () => {
  it('refuses a message over 1 MB as HTTP refuses such a body: the socket closes with 1009', async () => {
    const gw = await startGateway();
    try {
      const { socket, closed } = await openSocket(gw.wsUrl);
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ __typename }', variables: { pad: 'x'.repeat(1_100_000) } } }));
      expect(await closed).toBe(1009);
    } finally {
      await gw.close();
    }
  });

  it('closes open sockets with 1001 (going away) when the gateway stops, so clients reconnect', async () => {
    const gw = await startGateway();
    const { closed } = await openSocket(gw.wsUrl);
    await gw.close();
    expect(await closed).toBe(1001);
  });

  it('applies the HTTP rules: too many aliases are refused, and no field names are suggested, over the socket too', async () => {
    const gw = await startGateway();
    try {
      const { messages, send } = await openSocket(gw.wsUrl);
      const aliases = Array.from({ length: limits.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ');
      send({ id: '1', type: 'subscribe', payload: { query: `{ ${aliases} }` } });
      await expect.poll(() => messages.find((m) => m.id === '1')).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
      expect(JSON.stringify(messages)).toMatch(/alias/i);

      // Page sizes given as variables count at their values, as over HTTP (10,000 rows of centres × technicians).
      const wide = 'query ($a: Int, $b: Int) { serviceCenters(first: $a) { edges { node { id name technicians(first: $b) { edges { node { id name user { email firstName lastName } models { id title } } } } } } } }';
      send({ id: 'wide', type: 'subscribe', payload: { query: wide, variables: { a: 100, b: 100 } } });
      await expect.poll(() => messages.find((m) => m.id === 'wide')).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      expect(JSON.stringify(messages.find((m) => m.id === 'wide'))).toMatch(/too much at once/);
      expect(JSON.stringify(messages.find((m) => m.id === 'wide'))).not.toMatch(/"http"/);

      send({ id: '2', type: 'subscribe', payload: { query: '{ viewr { id } }' } });
      await expect.poll(() => messages.find((m) => m.id === '2')).toMatchObject({ type: 'error' });
      expect(JSON.stringify(messages.find((m) => m.id === '2'))).not.toMatch(/Did you mean|"viewer"/);
    } finally {
      await gw.close();
    }
  });

  it(`holds at most ${maxSubscriptionsPerSocket} subscriptions per socket, refusing the next, and sends nothing for a completed one`, async () => {
    const gw = await startGateway();
    try {
      const token = await freshToken(gw, demoUsers.admin);
      const { messages, send } = await openSocket(gw.wsUrl, { authorization: `Bearer ${token}` });
      const query = 'subscription { viewerChanged { id } }';
      for (let i = 1; i <= maxSubscriptionsPerSocket; i++) send({ id: String(i), type: 'subscribe', payload: { query } });
      // Each is live: its first value came.
      await expect.poll(() => new Set(messages.filter((m) => m.type === 'next').map((m) => m.id)).size, { timeout: 15_000 }).toBe(maxSubscriptionsPerSocket);

      send({ id: 'one-too-many', type: 'subscribe', payload: { query } });
      await expect.poll(() => messages.find((m) => m.id === 'one-too-many')).toMatchObject({
        type: 'error',
        payload: [{ extensions: { code: 'RATE_LIMITED' } }],
      });

      // Completing every one frees the socket, and nothing more is said about them.
      for (let i = 1; i <= maxSubscriptionsPerSocket; i++) send({ id: String(i), type: 'complete' });
      send({ id: 'after', type: 'subscribe', payload: { query } });
      await expect.poll(() => messages.find((m) => m.id === 'after' && m.type === 'next'), { timeout: 15_000 }).toBeDefined();
      const start = messages.length;
      // A change of the viewer reaches the open subscription only.
      const patched = await fetch(`${gw.apiUrl}/api/v1/users/config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ utcOffset: 3 }),
      });
      expect(patched.status).toBe(200);
      await expect.poll(() => messages.slice(start).some((m) => m.id === 'after' && m.type === 'next'), { timeout: 15_000 }).toBe(true);
      const completedIds = new Set(Array.from({ length: maxSubscriptionsPerSocket }, (_, i) => String(i + 1)));
      expect(messages.slice(start).filter((m) => m.id !== undefined && completedIds.has(m.id))).toEqual([]);
      expect(messages.filter((m) => m.type === 'error' && m.id !== 'one-too-many')).toEqual([]);
    } finally {
      await gw.close();
    }
  });
});
