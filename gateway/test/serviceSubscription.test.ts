import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUsers, freshToken, startGateway, tokenFor, type TestGateway } from './helpers.ts';
import { createStreamWatch } from './streamWatch.ts';

const watch = createStreamWatch();
let gw: TestGateway;
let admin: string;
let technician: string;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ fetch: watch.fetch, eventHub: { graceMs: 300, overlapMs: 200, retryMs: { min: 50, max: 500 } } });
  [admin, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.technician)]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

function wsClient(token: string | null): Client {
  const client = createClient({
    url: gw.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}`, language: 'en' } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

type Change = { serviceOrderChanged: { kind: string; orderId: string | null; serviceOrder: { id: string; notes: string | null; status: { slug: string } } | null } };

/** The next value, or a failure naming what did not come in time. */
async function nextValue<T>(events: AsyncIterator<FormattedExecutionResult<T, unknown>>, what: string, ms = 15_000) {
  const { value, done } = await Promise.race([
    events.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);
  expect(done, what).toBe(false);
  return value;
}

const subscription = 'subscription ($orderId: ID) { serviceOrderChanged(orderId: $orderId) { kind orderId serviceOrder { id notes status { slug } } } }';
const update = 'mutation ($input: UpdateServiceOrderInput!) { updateServiceOrder(input: $input) { serviceOrder { id } } }';

async function ordersOf(token: string) {
  const { data } = await gw.gql('{ serviceOrders(first: 100, filter: { statuses: ["sos_new", "sos_in_progress", "sos_unknown"] }) { edges { node { id serviceCenter { id } } } } }', {}, token);
  return data!.serviceOrders.edges.map((e: { node: { id: string; serviceCenter: { id: string } | null } }) => e.node) as { id: string; serviceCenter: { id: string } | null }[];
}

describe('serviceOrderChanged', () => {
  it('emits LIVE, then the order as it is after updateServiceOrder, to a dispatcher and to the technician of its centre only', async () => {
    const own = await ordersOf(technician);
    const ownIds = new Set(own.map((o) => o.id));
    const order = own[0]!;
    const foreign = (await ordersOf(admin)).find((o) => !ownIds.has(o.id) && o.serviceCenter && o.serviceCenter.id !== order.serviceCenter?.id)!;
    expect(foreign).toBeDefined();

    const adminEvents = wsClient(admin).iterate<Change>({ query: subscription, variables: { orderId: order.id } });
    const technicianEvents = wsClient(technician).iterate<Change>({ query: subscription, variables: {} });
    expect((await nextValue(adminEvents, 'LIVE')).data?.serviceOrderChanged).toEqual({ kind: 'LIVE', orderId: null, serviceOrder: null });
    expect((await nextValue(technicianEvents, 'LIVE')).data?.serviceOrderChanged.kind).toBe('LIVE');

    // Another centre's order first: the technician's next value must be their own centre's order.
    expect((await gw.gql(update, { input: { id: foreign.id, notes: `foreign ${Date.now()}` } }, admin)).errors).toBeUndefined();
    const notes = `changed ${Date.now()}`;
    expect((await gw.gql(update, { input: { id: order.id, notes } }, admin)).errors).toBeUndefined();

    const forAdmin = await nextValue(adminEvents, "the dispatcher's change");
    expect(forAdmin.data?.serviceOrderChanged).toMatchObject({ kind: 'UPDATED', orderId: order.id, serviceOrder: { id: order.id, notes } });
    const forTechnician = await nextValue(technicianEvents, "the technician's change");
    expect(forTechnician.data?.serviceOrderChanged).toMatchObject({ kind: 'UPDATED', orderId: order.id, serviceOrder: { id: order.id, notes } });
  });

  it('shares the session\'s one upstream stream with deviceChanged: the service type joins it, no stream of its own', async () => {
    const token = await freshToken(gw, demoUsers.technician);
    const client = wsClient(token);
    const devices = client.iterate({ query: 'subscription { deviceChanged { kind } }' });
    expect((await nextValue(devices as AsyncIterator<FormattedExecutionResult<any, unknown>>, 'LIVE')).data?.deviceChanged.kind).toBe('LIVE');
    const orders = client.iterate<Change>({ query: subscription, variables: {} });
    expect((await nextValue(orders, 'LIVE')).data?.serviceOrderChanged.kind).toBe('LIVE');
    await expect.poll(() => watch.openFor(token)).toBe(1);
    expect(watch.streams(token).filter((s) => !s.signal.aborted).map((s) => [...s.types].sort())).toEqual([['device.changed', 'serviceOrder.changed']]);
  });

  it('refuses an anonymous subscription', async () => {
    const events = wsClient(null).iterate({ query: subscription });
    const first = await nextValue(events as AsyncIterator<FormattedExecutionResult<unknown, unknown>>, 'the refusal').catch((error: unknown) => error);
    const code = Array.isArray(first) ? (first[0] as { extensions?: { code?: string } }).extensions?.code : (first as FormattedExecutionResult)?.errors?.[0]?.extensions?.code;
    expect(code).toBe('UNAUTHENTICATED');
  });
});
