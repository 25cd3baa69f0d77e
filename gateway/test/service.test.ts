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
/** Orders this file created (deleted again at the end: the database is shared by the test files). */
const created: string[] = [];

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const createOrder = `mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { serviceOrder { id orderId status { slug } } } }`;
const deleteOrder = `mutation ($input: DeleteServiceOrderInput!) { deleteServiceOrder(input: $input) { deletedServiceOrderId } }`;

type Center = { id: string; name: string; isActive: boolean; technicians: { edges: { node: { id: string; isActive: boolean } }[] } };

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  // Enough orders for a page of 100: the demo data has a few dozen at most.
  const { serviceOrders } = await ok('{ serviceOrders(first: 10) { totalCount } }');
  const missing = Math.max(0, 105 - serviceOrders.totalCount);
  const { serviceCenters } = await ok<{ serviceCenters: { edges: { node: Center & { organizations: { id: string }[] } }[] } }>(
    '{ serviceCenters(first: 10, filter: { isActive: true }) { edges { node { id name isActive organizations { id } technicians(first: 10, filter: { isActive: true }) { edges { node { id isActive } } } } } } }',
  );
  const centers = serviceCenters.edges.map((e) => e.node).filter((c) => c.technicians.edges.length > 0);
  expect(centers.length).toBeGreaterThan(1);
  // An order's centre serves its device's owner (the API refuses others): devices of the served owners.
  const { devices } = await ok('query ($org: [ID!]) { devices(first: 100, filter: { lifecycles: [INSTALLED], organizationIds: $org }) { edges { node { id owner { id } } } } }', {
    org: [...new Set(centers.flatMap((c) => c.organizations.map((o) => o.id)))],
  });
  for (let i = 0; i < missing; i++) {
    const device = devices.edges[i % devices.edges.length].node;
    const serving = centers.filter((c) => c.organizations.some((o) => o.id === device.owner.id));
    const center = serving[i % serving.length]!;
    const input = {
      deviceId: device.id,
      ownerId: device.owner.id,
      serviceCenterId: center.id,
      technicianId: center.technicians.edges[i % center.technicians.edges.length]!.node.id,
      serviceIssue: `gateway list test ${i}`,
      dueDate: dayAhead(1 + (i % 20)),
    };
    created.push((await ok(createOrder, { input })).createServiceOrder.serviceOrder.id);
  }
});

afterAll(async () => {
  for (const id of created) await gw.gql(deleteOrder, { input: { id } }, admin);
  await gw.close();
});

const rowFields = `id orderId number status { slug name } dueDate createdAt activeWizardStep serviceIssue
  device { id name networkId owner { name } deviceModel { title } }
  deviceFacts { deviceId name networkId lifecycle }
  owner { id name }
  serviceCenter { id name isActive }
  technician { id name isActive }`;

const listQuery = `query ($filter: ServiceOrderFilter, $first: Int, $after: String, $page: Int, $orderBy: ServiceOrderOrder) {
  serviceOrders(filter: $filter, first: $first, after: $after, page: $page, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage endCursor } pageCursors { totalPages }
    edges { node { ${rowFields} } }
  }
}`;

type Row = {
  id: string;
  orderId: string;
  number: number;
  status: { slug: string };
  dueDate: string | null;
  createdAt: string;
  serviceIssue: string | null;
  device: { id: string; name: string; networkId: string } | null;
  deviceFacts: { deviceId: string; name: string };
  owner: { id: string; name: string };
  serviceCenter: { id: string; name: string } | null;
  technician: { id: string; name: string } | null;
};
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; pageCursors: { totalPages: number }; edges: { node: Row }[] };

const list = (variables: Record<string, unknown>, token = admin) => ok<{ serviceOrders: Page }>(listQuery, variables, token).then((d) => d.serviceOrders);

describe('Query.serviceOrders', () => {
  it('pages with totalCount and page cursors, and filters by status, owner, centre, technician, device, due date and text', async () => {
    const first = await list({ first: 10 });
    expect(first.edges).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(105);
    expect(first.pageCursors.totalPages).toBe(Math.ceil(first.totalCount / 10));
    const second = await list({ first: 10, after: first.pageInfo.endCursor });
    const byPage = await list({ first: 10, page: 2 });
    expect(byPage.edges.map((e) => e.node.id)).toEqual(second.edges.map((e) => e.node.id));
    expect(second.edges.map((e) => e.node.id)).not.toContain(first.edges[0]!.node.id);

    const all = (await list({ first: 100 })).edges.map((e) => e.node);
    const sample = all.find((o) => o.technician && o.serviceCenter && o.dueDate && o.serviceIssue?.startsWith('gateway list test'))!;

    const news = await list({ first: 100, filter: { statuses: ['sos_new'] } });
    expect(news.totalCount).toBeGreaterThan(0);
    for (const { node } of news.edges) expect(node.status.slug).toBe('sos_new');

    const byOwner = await list({ first: 100, filter: { organizationIds: [sample.owner.id] } });
    for (const { node } of byOwner.edges) expect(node.owner.id).toBe(sample.owner.id);
    const byCenter = await list({ first: 100, filter: { serviceCenterIds: [sample.serviceCenter!.id] } });
    for (const { node } of byCenter.edges) expect(node.serviceCenter?.id).toBe(sample.serviceCenter!.id);
    const byTechnician = await list({ first: 100, filter: { technicianId: sample.technician!.id } });
    expect(byTechnician.totalCount).toBeGreaterThan(0);
    for (const { node } of byTechnician.edges) expect(node.technician?.id).toBe(sample.technician!.id);
    const byDevice = await list({ first: 100, filter: { deviceIds: [sample.device!.id] } });
    for (const { node } of byDevice.edges) expect(node.device?.id).toBe(sample.device!.id);

    const day = sample.dueDate!.slice(0, 10);
    const byDue = await list({ first: 100, filter: { dueFrom: dayAhead(1), dueTo: dayAhead(3) } });
    expect(byDue.totalCount).toBeGreaterThan(0);
    expect(byDue.totalCount).toBeLessThan(first.totalCount);
    expect(day.length).toBe(10);

    const searched = await list({ first: 20, filter: { search: 'GATEWAY LIST TEST 7' } });
    expect(searched.edges.map((e) => e.node.serviceIssue)).toContain('gateway list test 7');

    const soonest = await list({ first: 20, orderBy: { field: 'DUE_DATE' }, filter: { statuses: ['sos_new'] } });
    const dues = soonest.edges.map((e) => e.node.dueDate).filter((d): d is string => d !== null);
    expect(dues).toEqual([...dues].sort());
    const newest = await list({ first: 20, orderBy: { field: 'CREATED_AT', direction: 'DESC' } });
    const times = newest.edges.map((e) => e.node.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a page size off the table, a reversed due range and ids of another type, in the caller\'s language', async () => {
    const size = await gw.gql(listQuery, { first: 25 }, admin, { headers: { 'accept-language': 'da' } });
    expect(codeOf(size)).toBe('BAD_USER_INPUT');
    expect(size.errors?.[0]?.message).toMatch(/10, 20, 30, 50 (eller|or) 100/);
    const reversed = await gw.gql(listQuery, { filter: { dueFrom: dayAhead(5), dueTo: dayAhead(1) } }, admin, { headers: { 'accept-language': 'en' } });
    expect(codeOf(reversed)).toBe('BAD_USER_INPUT');
    const { serviceCenters } = await ok('{ serviceCenters(first: 10) { edges { node { id } } } }');
    const wrongType = await gw.gql(listQuery, { filter: { organizationIds: [serviceCenters.edges[0].node.id] } });
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const both = await gw.gql(listQuery, { filter: { assignedToViewer: true, technicianId: 'x' } }, technician);
    expect(codeOf(both)).toBe('BAD_USER_INPUT');
    const unknownStatus = await gw.gql(listQuery, { filter: { statuses: ['no_such_status'] } }, admin, { headers: { 'accept-language': 'en' } });
    expect(codeOf(unknownStatus)).toBe('BAD_USER_INPUT');
    expect(unknownStatus.raw).not.toMatch(/stack|at .*\.ts/);
  });

  it('costs the same upstream calls for a page of 10 and a page of 100 orders with device, owner, centre, technician and status', async () => {
    const countFor = async (first: number) => {
      calls.length = 0;
      const page = await list({ first });
      expect(page.edges).toHaveLength(first);
      return [...calls];
    };
    const ten = await countFor(10);
    const hundred = await countFor(100);
    expect(hundred.length).toBe(ten.length);
    expect(hundred.length).toBeLessThanOrEqual(6);
    expect(hundred.filter((c) => c.startsWith('GET /api/v1/service-orders?'))).toHaveLength(1);
    expect(hundred.filter((c) => c.startsWith('GET /api/v1/service-centers?'))).toHaveLength(1);
    expect(hundred.filter((c) => c.startsWith('GET /api/v1/devices?'))).toHaveLength(1);
    // Measured: the same 4 calls for both (the list, GET /devices?ids=, the centres' list, the models' list).
    expect(hundred.map((c) => c.replace(/\?.*/, '')).sort()).toEqual(ten.map((c) => c.replace(/\?.*/, '')).sort());

    // The technicians' own records: one call per centre, whatever the number of rows.
    calls.length = 0;
    const { serviceOrders } = await ok('{ serviceOrders(first: 100) { edges { node { technician { user { email } models { title } } } } } }');
    const centres = new Set(calls.filter((c) => /\/service-centers\/[^/]+\/technicians/.test(c)));
    expect(centres.size).toBeGreaterThan(0);
    expect(centres.size).toBeLessThanOrEqual(4);
    expect(serviceOrders.edges.some((e: { node: { technician: { user: { email: string } } | null } }) => e.node.technician?.user.email)).toBe(true);
  });
});

/**
 * A technician's list: a centre may take orders for organisations the technician's rules do not
 * reach; the device is then null with NOT_FOUND at that field, and the rest of the row still answers.
 */
async function technicianList(variables: Record<string, unknown>) {
  const raw = await gw.gql<{ serviceOrders: Page }>(listQuery, variables, technician);
  for (const error of raw.errors ?? []) {
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.path?.slice(-1)).toEqual(['device']);
  }
  return raw.data!.serviceOrders;
}

describe('scoping', () => {
  it('shows a technician only the orders of their own centres, and their own first', async () => {
    const { serviceCenters } = await ok<{ serviceCenters: { totalCount: number; edges: { node: { id: string } }[] } }>(
      '{ serviceCenters(first: 10) { totalCount edges { node { id } } } }',
      {},
      technician,
    );
    expect(serviceCenters.totalCount).toBe(1);
    const own = serviceCenters.edges[0]!.node.id;
    // A centre may take orders for organisations its technicians' rules do not reach: the device is
    // then null with NOT_FOUND at that field, and the rest of the row (deviceFacts too) still answers.
    const mine = await technicianList({ first: 100 });
    for (const { node } of mine.edges) expect(node.deviceFacts.name).toBeTruthy();
    const adminTotal = (await list({ first: 10 })).totalCount;
    expect(mine.totalCount).toBeLessThan(adminTotal);
    for (const { node } of mine.edges) expect(node.serviceCenter?.id).toBe(own);
    const assigned = await technicianList({ first: 100, filter: { assignedToViewer: true } });
    expect(assigned.totalCount).toBeGreaterThan(0);
    expect(mine.edges.slice(0, assigned.totalCount).map((e) => e.node.technician?.id)).toEqual(assigned.edges.map((e) => e.node.technician?.id));
  });

  it('refuses the demo member (whose role reads no service orders) and anonymous callers', async () => {
    expect(codeOf(await gw.gql(listQuery, { first: 10 }, member))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql('{ serviceCenters { totalCount } }', {}, member))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(listQuery, { first: 10 }, null))).toBe('UNAUTHENTICATED');
  });

  it('answers node(id) for each new type, and null for another centre\'s order to a technician', async () => {
    const row = (await list({ first: 100 })).edges.map((e) => e.node).find((o) => o.technician && o.serviceCenter)!;
    const nodes = await ok<{ order: Row; center: { id: string; name: string }; tech: { id: string; name: string; serviceCenter: { id: string } } }>(
      `query ($o: ID!, $c: ID!, $t: ID!) {
        order: node(id: $o) { ... on ServiceOrder { id number status { slug } history(first: 5) { totalCount edges { node { action actorName changes { field } } } } } }
        center: node(id: $c) { ... on ServiceCenter { id name } }
        tech: node(id: $t) { ... on Technician { id name serviceCenter { id } } }
      }`,
      { o: row.id, c: row.serviceCenter!.id, t: row.technician!.id },
    );
    expect(nodes.order).toMatchObject({ id: row.id, number: row.number });
    expect(nodes.center).toEqual({ id: row.serviceCenter!.id, name: row.serviceCenter!.name });
    expect(nodes.tech).toEqual({ id: row.technician!.id, name: row.technician!.name, serviceCenter: { id: row.serviceCenter!.id } });

    const ownCenter = (await ok('{ serviceCenters(first: 10) { edges { node { id } } } }', {}, technician)).serviceCenters.edges[0].node.id;
    const foreign = (await list({ first: 100 })).edges.map((e) => e.node).find((o) => o.serviceCenter && o.serviceCenter.id !== ownCenter)!;
    const hidden = await ok<{ order: unknown; center: unknown }>(
      'query ($o: ID!, $c: ID!) { order: node(id: $o) { id } center: node(id: $c) { id } }',
      { o: foreign.id, c: foreign.serviceCenter!.id },
      technician,
    );
    expect(hidden).toEqual({ order: null, center: null });
  });
});

describe('lookups and centres', () => {
  it('lists statuses, solutions, causes and the owners a dispatcher may order for', async () => {
    const data = await ok('{ serviceOrderStatuses { slug name } serviceSolutions { solutionId slug name } serviceCauses { causeId slug name } serviceOrderOwners { id name } }');
    expect(data.serviceOrderStatuses.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(['sos_new', 'sos_in_progress', 'sos_completed', 'sos_failed', 'sos_archived']));
    expect(data.serviceSolutions.length).toBeGreaterThan(0);
    expect(data.serviceCauses.length).toBeGreaterThan(0);
    expect(data.serviceOrderOwners.length).toBeGreaterThan(1);
    // A technician works orders but does not create them.
    expect(codeOf(await gw.gql('{ serviceOrderOwners { id } }', {}, technician))).toBe('FORBIDDEN');
  });

  it('lists centres with their technicians, filtered and paged', async () => {
    const q = `query ($filter: ServiceCenterFilter, $orderBy: ServiceCenterOrder) { serviceCenters(first: 10, filter: $filter, orderBy: $orderBy) {
      totalCount edges { node { id name isActive technicianCount openOrderCount organizations { name } users { email }
        technicians(first: 10) { totalCount edges { node { id name isActive user { email } models { title } serviceCenter { id } } } } } } } }`;
    const all = (await ok(q)).serviceCenters;
    expect(all.totalCount).toBeGreaterThan(1);
    const names = all.edges.map((e: { node: { name: string } }) => e.node.name);
    expect(names).toEqual([...names].sort());
    for (const { node } of all.edges) {
      expect(node.technicians.totalCount).toBe(node.technicianCount);
      for (const t of node.technicians.edges) expect(t.node.serviceCenter.id).toBe(node.id);
    }
    const inactive = (await ok(q, { filter: { isActive: false } })).serviceCenters;
    for (const { node } of inactive.edges) expect(node.isActive).toBe(false);
    const searched = (await ok(q, { filter: { search: names[0].slice(-4).toUpperCase() } })).serviceCenters;
    expect(searched.edges.map((e: { node: { name: string } }) => e.node.name)).toContain(names[0]);
    const reversed = (await ok(q, { orderBy: { field: 'NAME', direction: 'DESC' } })).serviceCenters;
    expect(reversed.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([...names].reverse());
  });

  it('lists a device\'s service orders on the device', async () => {
    const row = (await list({ first: 10 })).edges[0]!.node;
    const { node } = await ok('query ($id: ID!) { node(id: $id) { ... on Device { serviceOrders(first: 10) { totalCount edges { node { id } } } } } }', { id: row.device!.id });
    expect(node.serviceOrders.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(row.id);
  });
});
