import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startGateway } from './helpers.ts';

/** A graphql-ws socket that has been acknowledged, and its close code once it closes. */
async function openSocket(url: string) {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', (data) => {
      expect(JSON.parse(String(data))).toEqual({ type: 'connection_ack' });
      resolve();
    });
  });
  return { socket, closed };
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
});
