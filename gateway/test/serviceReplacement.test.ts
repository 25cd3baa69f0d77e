import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const createDevice = 'mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id lifecycle } } }';
const replace = `mutation ($input: ReplaceServiceOrderDeviceInput!) { replaceServiceOrderDevice(input: $input) {
  created replacement { taskId status note geo { lat lon } oldDevice { id lifecycle } newDevice { id lifecycle geo { lat lon } } }
  serviceOrder { id device { id } deviceFacts { lifecycle } history(first: 5) { edges { node { action } } } } } }`;

/** Devices made for this file (the demo's stay as they are for the other files). */
let owner: string;
let model: string;
let otherModel: string;
let centerId: string;
let technicianId: string;

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  centerId = (await ok('{ serviceCenters(first: 10) { edges { node { id } } } }', {}, technician)).serviceCenters.edges[0].node.id;
  const { node } = await ok(
    'query ($id: ID!) { node(id: $id) { ... on ServiceCenter { organizations { id } technicians(first: 50) { edges { node { id user { email } } } } } } }',
    { id: centerId },
  );
  owner = node.organizations[0].id;
  technicianId = node.technicians.edges.find((e: { node: { user: { email: string } } }) => e.node.user.email === demoUsers.technician).node.id;
  const models = (await ok('{ deviceModels { id } }')).deviceModels;
  [model, otherModel] = [models[0].id, models[1].id];
});
/** This file's devices: deleted again at the end, so the other files' "newest devices" stay the demo's. */
const made: string[] = [];
const orders: string[] = [];
afterAll(() => gw.close());

async function device(lifecycle: string, deviceModelId = model) {
  const input = { name: `GW replacement ${lifecycle}`, networkId: `gw-repl-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, ownerId: owner, deviceModelId, lifecycle, geo: { lat: 56.1, lon: 10.2 } };
  const created = (await ok(createDevice, { input })).createDevice.device as { id: string };
  made.push(created.id);
  return created;
}

async function order(deviceId: string) {
  const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const created = (
    await ok('mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { serviceOrder { id } } }', {
      input: { deviceId, ownerId: owner, serviceCenterId: centerId, technicianId, dueDate },
    })
  ).createServiceOrder.serviceOrder as { id: string };
  orders.push(created.id);
  return created;
}

describe('replaceServiceOrderDevice', () => {
  it('lets the technician replace the order\'s device in one step; a repeat answers the same task; a second replacement and bad devices are refused', async () => {
    const old = await device('INSTALLED');
    const fresh = await device('IN_STOCK');
    const another = await device('IN_STOCK');
    const wrongModel = await device('IN_STOCK', otherModel);
    const { id } = await order(old.id);

    expect(codeOf(await gw.gql(replace, { input: { serviceOrderId: id, newDeviceId: fresh.id } }, member))).toMatch(/FORBIDDEN|NOT_FOUND/);
    const bad = await gw.gql(replace, { input: { serviceOrderId: id, newDeviceId: wrongModel.id } }, technician, { headers: { 'accept-language': 'en' } });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors?.[0]?.extensions?.fields)).toContain('input.newDeviceId');
    expect(codeOf(await gw.gql(replace, { input: { serviceOrderId: id, newDeviceId: id } }, technician))).toBe('BAD_USER_INPUT');

    const input = { serviceOrderId: id, newDeviceId: fresh.id, note: 'Knust hus' };
    const done = (await ok(replace, { input }, technician)).replaceServiceOrderDevice;
    expect(done).toMatchObject({
      created: true,
      replacement: { status: 'DONE', note: 'Knust hus', geo: { lat: 56.1, lon: 10.2 }, oldDevice: { id: old.id, lifecycle: 'TAKEN_DOWN' }, newDevice: { id: fresh.id, lifecycle: 'INSTALLED', geo: { lat: 56.1, lon: 10.2 } } },
      // The order stays about the device it was made for, now taken down; the replacement names the new one.
      serviceOrder: { id, device: { id: old.id }, deviceFacts: { lifecycle: 'TAKEN_DOWN' } },
    });
    expect(done.serviceOrder.history.edges.map((e: { node: { action: string } }) => e.node.action)).toContain('serviceOrder.replacement');

    const again = (await ok(replace, { input }, technician)).replaceServiceOrderDevice;
    expect(again).toMatchObject({ created: false, replacement: { taskId: done.replacement.taskId } });
    expect(codeOf(await gw.gql(replace, { input: { serviceOrderId: id, newDeviceId: another.id } }, technician))).toBe('CONFLICT');
  });

  it('shows the replacement on the order, and a list\'s replacements cost one devices call for all their devices', async () => {
    const pairs = [];
    for (let i = 0; i < 2; i += 1) {
      const old = await device('INSTALLED');
      const fresh = await device('IN_STOCK');
      const { id } = await order(old.id);
      await ok(replace, { input: { serviceOrderId: id, newDeviceId: fresh.id, note: `Udskiftning ${i}` } }, technician);
      pairs.push({ id, old: old.id, fresh: fresh.id });
    }
    const fields = 'replacement { taskId status note createdByName createdAt oldDevice { id name } newDevice { id name lifecycle } }';
    const { node } = await ok(`query ($id: ID!) { node(id: $id) { ... on ServiceOrder { device { id } ${fields} } } }`, { id: pairs[0]!.id }, technician);
    expect(node).toMatchObject({
      device: { id: pairs[0]!.old },
      replacement: { status: 'DONE', note: 'Udskiftning 0', createdByName: 'Lars Pedersen', oldDevice: { id: pairs[0]!.old }, newDevice: { id: pairs[0]!.fresh, lifecycle: 'INSTALLED' } },
    });

    calls.length = 0;
    const { serviceOrders } = await ok(
      `query ($ids: [ID!]) { serviceOrders(first: 100, filter: { deviceIds: $ids }) { edges { node { id ${fields} } } } }`,
      { ids: pairs.map((p) => p.old) },
    );
    expect(serviceOrders.edges.map((e: { node: { replacement: { newDevice: { id: string } } } }) => e.node.replacement.newDevice.id).sort()).toEqual(
      pairs.map((p) => p.fresh).sort(),
    );
    // The list, and one GET /devices?ids= for the four devices of both replacements.
    expect(calls.filter((c) => c.startsWith('GET /api/v1/service-orders?'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('GET /api/v1/devices'))).toHaveLength(1);
    expect(calls.length).toBeLessThanOrEqual(2);
    // An order without one has none.
    const plain = await order((await device('INSTALLED')).id);
    expect((await ok(`query ($id: ID!) { node(id: $id) { ... on ServiceOrder { replacement { taskId } } } }`, { id: plain.id })).node.replacement).toBeNull();
  });

  it('leaves the newest devices the demo\'s (this file\'s are deleted)', async () => {
    for (const id of orders) await ok('mutation ($input: FinishServiceOrderInput!) { finishServiceOrder(input: $input) { serviceOrder { id } } }', { input: { id } });
    for (const id of made) await ok('mutation ($input: DeleteDeviceInput!) { deleteDevice(input: $input) { device { id } } }', { input: { id } });
    const { devices } = await ok('{ devices(first: 100) { edges { node { id } } } }');
    for (const id of made) expect(devices.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(id);
  });
});
