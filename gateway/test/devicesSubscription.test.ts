import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ eventHub: { graceMs: 300, overlapMs: 200, retryMs: { min: 50, max: 500 } } });
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

function wsClient(token: string): Client {
  const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}`, language: 'en' }, retryAttempts: 0 });
  clients.push(client);
  return client;
}

type Change = { deviceChanged: { kind: string; deviceIds: string[]; devices: { id: string; notes: string | null }[] } };

/** The next value, or a failure naming what did not come in time. */
async function nextValue<T>(events: AsyncIterator<FormattedExecutionResult<T, unknown>>, what: string, ms = 15_000) {
  const { value, done } = await Promise.race([
    events.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);
  expect(done, what).toBe(false);
  return value;
}

const subscription = 'subscription ($deviceId: ID) { deviceChanged(deviceId: $deviceId) { kind deviceIds devices { id notes } } }';
const update = 'mutation ($input: UpdateDeviceInput!) { updateDevice(input: $input) { device { id } } }';

describe('deviceChanged', () => {
  it('emits LIVE, then the device as it is after updateDevice, to its subscribers who may read it', async () => {
    const { data } = await gw.gql('{ devices(first: 10) { edges { node { id owner { id } } } } }', {}, member);
    const device = data!.devices.edges[0].node as { id: string; owner: { id: string } };
    // Another organisation's device: the member never hears of it.
    const all = await gw.gql('{ devices(first: 100) { edges { node { id owner { id } } } } }', {}, admin);
    const foreign = (all.data!.devices.edges as { node: { id: string; owner: { id: string } } }[]).find((e) => e.node.owner.id !== device.owner.id)!.node;

    const adminEvents = wsClient(admin).iterate<Change>({ query: subscription, variables: { deviceId: device.id } });
    const memberEvents = wsClient(member).iterate<Change>({ query: subscription, variables: {} });
    expect((await nextValue(adminEvents, 'LIVE')).data?.deviceChanged.kind).toBe('LIVE');
    expect((await nextValue(memberEvents, 'LIVE')).data?.deviceChanged.kind).toBe('LIVE');

    // The foreign change first: the member's next value must be their own device's change.
    const foreignNotes = `foreign ${Date.now()}`;
    expect((await gw.gql(update, { input: { id: foreign.id, notes: foreignNotes } }, admin)).errors).toBeUndefined();
    const notes = `changed ${Date.now()}`;
    expect((await gw.gql(update, { input: { id: device.id, notes } }, admin)).errors).toBeUndefined();

    const forAdmin = await nextValue(adminEvents, 'the admin\'s change');
    expect(forAdmin.data?.deviceChanged).toEqual({ kind: 'UPDATED', deviceIds: [device.id], devices: [{ id: device.id, notes }] });
    const forMember = await nextValue(memberEvents, 'the member\'s change');
    expect(forMember.data?.deviceChanged).toEqual({ kind: 'UPDATED', deviceIds: [device.id], devices: [{ id: device.id, notes }] });
  });

  it('refuses an anonymous subscription', async () => {
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: {}, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate({ query: subscription });
    const first = await nextValue(events as AsyncIterator<FormattedExecutionResult<unknown, unknown>>, 'the refusal').catch((error: unknown) => error);
    const code = Array.isArray(first) ? (first[0] as { extensions?: { code?: string } }).extensions?.code : (first as FormattedExecutionResult)?.errors?.[0]?.extensions?.code;
    expect(code).toBe('UNAUTHENTICATED');
  });
});
