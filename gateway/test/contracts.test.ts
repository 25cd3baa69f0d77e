import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type GqlOptions, type TestGateway } from './helpers.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;
const en: GqlOptions = { headers: { 'accept-language': 'en' } };
const da: GqlOptions = { headers: { 'accept-language': 'da' } };
/** Contracts this file created, deleted again at the end (the database is shared by the test files). */
const created: string[] = [];

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const contractFields = `id contractId organization { id name } package { id name } startDate invoiceFrequencyMonths projectId debitorNumber note
  pricePerDeviceMonth deviceCount monthlyAmount createdByName createdAt updatedAt`;
const m = {
  create: `mutation ($input: CreateContractInput!) { createContract(input: $input) { contract { ${contractFields} } } }`,
  update: `mutation ($input: UpdateContractInput!) { updateContract(input: $input) { contract { ${contractFields} } } }`,
  remove: 'mutation ($input: DeleteContractInput!) { deleteContract(input: $input) { deletedContractId } }',
  add: 'mutation ($input: AddDevicesToContractInput!) { addDevicesToContract(input: $input) { addedDeviceIds contract { id deviceCount monthlyAmount } } }',
  takeOff:
    'mutation ($input: RemoveDeviceFromContractInput!) { removeDeviceFromContract(input: $input) { removedContractId contract { id deviceCount } } }',
};

let organization: { id: string; organizationId: string };
let premium: string;
let devices: { id: string }[];

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
  const { organizations, packages } = await ok('{ organizations { id organizationId name } packages { id slug } }');
  organization = organizations.find((o: { name: string }) => o.name === 'Aarhus Kommune');
  premium = packages.find((p: { slug: string }) => p.slug === 'premium').id;
  const list = await ok('query ($org: [ID!]) { devices(first: 10, filter: { organizationIds: $org }) { edges { node { id } } } }', { org: [organization.id] });
  devices = list.devices.edges.map((e: { node: { id: string } }) => e.node);
});

afterAll(async () => {
  for (const id of created) {
    const { node } = await ok('query ($id: ID!) { node(id: $id) { ... on Contract { devices(first: 100) { edges { node { deviceId } } } } } }', { id });
    for (const edge of node?.devices.edges ?? []) await ok(m.takeOff, { input: { contractId: id, deviceId: edge.node.deviceId } });
    if (node) await ok(m.remove, { input: { id } });
  }
  await gw.close();
});

const newContract = (extra: object = {}) => ({
  organizationId: organization.id,
  packageId: premium,
  startDate: '2026-01-01',
  invoiceFrequencyMonths: 3,
  projectId: 'GW-1',
  pricePerDeviceMonth: '49.50',
  ...extra,
});

describe('contracts through the gateway', () => {
  it('creates a contract with devices, reads it by node id, its devices, log and invoice preview', async () => {
    const { contract } = (await ok(m.create, { input: newContract({ deviceIds: devices.slice(0, 2).map((d) => d.id) }) })).createContract;
    created.push(contract.id);
    expect(contract).toMatchObject({ organization: { id: organization.id }, package: { id: premium }, deviceCount: 2, monthlyAmount: '99.00', createdByName: 'Mette Nielsen' });

    const { node } = await ok(
      `query ($id: ID!) { node(id: $id) { ... on Contract { ${contractFields}
        devices(first: 10) { totalCount edges { node { deviceId deviceRestId name networkId modelTitle lifecycle deleted addedAt } } }
        logs(first: 10) { totalCount edges { node { entryId action userName device { name networkId } changes { field before after } } } }
        invoicePreview(first: 10) { currency periodStart periodEnd months billedDeviceCount monthlyAmount invoiceAmount lines { totalCount edges { node { deviceId name amount months } } } }
      } } }`,
      { id: contract.id },
    );
    expect(node).toMatchObject({ id: contract.id, deviceCount: 2 });
    expect(node.devices.totalCount).toBe(2);
    expect(node.devices.edges.map((e: { node: { deviceId: string } }) => e.node.deviceId).sort()).toEqual(devices.slice(0, 2).map((d) => d.id).sort());
    expect(node.logs.edges.map((e: { node: { action: string } }) => e.node.action).sort()).toEqual(['ADD_DEVICE', 'ADD_DEVICE', 'CREATE']);
    const create = node.logs.edges.find((e: { node: { action: string } }) => e.node.action === 'CREATE').node;
    expect(create.changes).toContainEqual({ field: 'pricePerDeviceMonth', before: null, after: '49.50' });
    expect(node.invoicePreview).toMatchObject({ currency: 'DKK', months: 3, billedDeviceCount: 2, monthlyAmount: '99.00', invoiceAmount: '297.00', lines: { totalCount: 2 } });
    expect(node.invoicePreview.lines.edges[0].node).toMatchObject({ amount: '148.50', months: 3 });
  });

  it('lists an organisation’s contracts in one call per page, filtered and ordered', async () => {
    const { contract } = (await ok(m.create, { input: newContract({ projectId: 'GW-FIND-ME' }) })).createContract;
    created.push(contract.id);
    const query = `query ($id: ID!, $first: Int, $filter: ContractFilter, $orderBy: ContractOrder) { node(id: $id) { ... on Organization {
      contracts(first: $first, filter: $filter, orderBy: $orderBy) { totalCount edges { node { id projectId deviceCount monthlyAmount package { name } organization { name } } } } } } }`;
    calls.length = 0;
    const found = (await ok(query, { id: organization.id, first: 10, filter: { search: 'gw-find' } })).node.contracts;
    expect(found.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([contract.id]);
    // The organisation (node) and the page: every field of a row comes with the page.
    expect(calls.filter((c) => c.includes('/contracts'))).toHaveLength(1);
    const countFor = async (first: number) => {
      calls.length = 0;
      await ok(query, { id: organization.id, first, orderBy: { field: 'DEVICE_COUNT', direction: 'DESC' } });
      return calls.length;
    };
    expect(await countFor(100)).toBe(await countFor(10));

    const wrongType = await gw.gql(query, { id: organization.id, first: 10, filter: { packageIds: [organization.id] } }, admin, en);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const badSize = await gw.gql(query, { id: organization.id, first: 7 }, admin, en);
    expect(codeOf(badSize)).toBe('BAD_USER_INPUT');
  });

  it('changes a contract, adds and removes devices, and refuses deletion while it has devices', async () => {
    const { contract } = (await ok(m.create, { input: newContract() })).createContract;
    created.push(contract.id);
    const updated = (await ok(m.update, { input: { id: contract.id, pricePerDeviceMonth: '60', note: 'Ændret', projectId: null } })).updateContract.contract;
    expect(updated).toMatchObject({ pricePerDeviceMonth: '60.00', note: 'Ændret', projectId: null });

    const added = (await ok(m.add, { input: { id: contract.id, deviceIds: [devices[2]!.id, devices[3]!.id] } })).addDevicesToContract;
    expect(added.addedDeviceIds.sort()).toEqual([devices[2]!.id, devices[3]!.id].sort());
    expect(added.contract).toMatchObject({ id: contract.id, deviceCount: 2, monthlyAmount: '120.00' });

    const refused = await gw.gql(m.remove, { input: { id: contract.id } }, admin, da);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('Fjern enhederne først');

    const takenOff = (await ok(m.takeOff, { input: { contractId: contract.id, deviceId: devices[2]!.id } })).removeDeviceFromContract;
    expect(takenOff).toMatchObject({ removedContractId: contract.contractId, contract: { id: contract.id, deviceCount: 1 } });
    await ok(m.takeOff, { input: { contractId: contract.contractId, deviceId: devices[3]!.id } });

    expect((await ok(m.remove, { input: { id: contract.id } })).deleteContract.deletedContractId).toBe(contract.id);
    created.splice(created.indexOf(contract.id), 1);
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: contract.id })).node).toBeNull();
  });

  it('refuses bad input with the API’s field errors, and callers who may not manage contracts', async () => {
    const badPrice = await gw.gql(m.create, { input: newContract({ pricePerDeviceMonth: '49,50' }) }, admin, en);
    expect(codeOf(badPrice)).toBe('BAD_USER_INPUT');
    expect(badPrice.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'input.pricePerDeviceMonth' })]);
    const wrongType = await gw.gql(m.create, { input: newContract({ packageId: organization.id }) }, admin, en);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const tooMany = await gw.gql(m.add, { input: { id: 'x', deviceIds: Array.from({ length: 101 }, () => devices[0]!.id) } }, admin, en);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');

    expect(codeOf(await gw.gql(m.create, { input: newContract() }, member))).toMatch(/FORBIDDEN/);
    const list = await gw.gql('query ($id: ID!) { node(id: $id) { ... on Organization { contracts(first: 10) { totalCount } } } }', { id: organization.id }, member);
    expect(codeOf(list)).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(m.create, { input: newContract() }, null))).toBe('UNAUTHENTICATED');
    expect(badPrice.raw).not.toMatch(/stack|at .*\.ts/);
  });
});
