import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUsers, freshToken, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * A device replacement moves the old device's monitoring record to the new device: an open
 * monitoring table hears of it through `monitoringRecordChanged` (kind DEVICE_REPLACED) with the
 * record's new device, carried by the event (the API embeds the record).
 */
let gw: TestGateway;
let admin: string;
let technician: string;
const clients: Client[] = [];

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

let owner: string;
let ownerOrganizationId: string;
let model: string;
let centerId: string;
let technicianId: string;
const made: string[] = [];
const orders: string[] = [];

beforeAll(async () => {
  gw = await startGateway();
  [admin, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.technician)]);
  centerId = (await ok('{ serviceCenters(first: 10) { edges { node { id } } } }', {}, technician)).serviceCenters.edges[0].node.id;
  const { node } = await ok(
    'query ($id: ID!) { node(id: $id) { ... on ServiceCenter { organizations { id organizationId } technicians(first: 50) { edges { node { id user { email } } } } } } }',
    { id: centerId },
  );
  owner = node.organizations[0].id;
  ownerOrganizationId = node.organizations[0].organizationId;
  technicianId = node.technicians.edges.find((e: { node: { user: { email: string } } }) => e.node.user.email === demoUsers.technician).node.id;
  model = (await ok('{ deviceModels { id } }')).deviceModels[0].id;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const id of orders) await gw.gql('mutation ($input: FinishServiceOrderInput!) { finishServiceOrder(input: $input) { serviceOrder { id } } }', { input: { id } }, admin);
  for (const id of made) await gw.gql('mutation ($input: DeleteDeviceInput!) { deleteDevice(input: $input) { device { id } } }', { input: { id } }, admin);
  await gw.close();
});

async function device(lifecycle: string) {
  const networkId = `gw-repl-mon-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const input = { name: `GW replacement monitoring ${lifecycle}`, networkId, ownerId: owner, deviceModelId: model, lifecycle, geo: { lat: 56.1, lon: 10.2 } };
  const created = (await ok('mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id } } }', { input })).createDevice.device as { id: string };
  made.push(created.id);
  return { ...created, networkId };
}

type Change = { monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; device: { id: string; name: string } } | null } };

describe('monitoringRecordChanged after a replacement', () => {
  it('emits DEVICE_REPLACED with the record now on the new device', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const old = await device('INSTALLED');
    const fresh = await device('IN_STOCK');

    // The old device gets its monitoring record as the field does: by reporting an error.
    const keyRes = await fetch(`${gw.apiUrl}/api/v1/organizations/${ownerOrganizationId}/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `gateway replacement ${Date.now()}` }),
    });
    expect(keyRes.status).toBe(201);
    const { key } = (await keyRes.json()) as { key: string };
    const ingest = await fetch(`${gw.apiUrl}/api/v1/ingest/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ device: old.networkId, time: new Date().toISOString(), readings: {}, errorCode: 'tamper' }),
    });
    expect(await ingest.json()).toEqual({ accepted: 1, failed: [] });

    const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const orderId = (
      await ok('mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { serviceOrder { id } } }', {
        input: { deviceId: old.id, ownerId: owner, serviceCenterId: centerId, technicianId, dueDate },
      })
    ).createServiceOrder.serviceOrder.id as string;
    orders.push(orderId);

    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate<Change>({ query: 'subscription { monitoringRecordChanged { kind monitoringRecord { id device { id name } } } }' });
    expect((await events.next()).value?.data?.monitoringRecordChanged.kind).toBe('LIVE');

    await ok(
      'mutation ($input: ReplaceServiceOrderDeviceInput!) { replaceServiceOrderDevice(input: $input) { created } }',
      { input: { serviceOrderId: orderId, newDeviceId: fresh.id } },
      technician,
    );

    // Other changes (the heartbeat job, other files) may come first: wait for this one, with a deadline.
    const deadline = Date.now() + 15_000;
    let change: Change['monitoringRecordChanged'] | undefined;
    while (!change) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no DEVICE_REPLACED change within 15 s');
      const { value } = await Promise.race([
        events.next(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no DEVICE_REPLACED change within 15 s')), remaining)),
      ]);
      if (value?.data?.monitoringRecordChanged.kind === 'DEVICE_REPLACED') change = value.data.monitoringRecordChanged;
    }
    expect(change.monitoringRecord?.device).toEqual({ id: fresh.id, name: 'GW replacement monitoring IN_STOCK' });
    await events.return?.();
  });
});
