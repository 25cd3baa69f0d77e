import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// Every upstream call the gateway makes, as "METHOD path".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}`);

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
});
afterAll(() => gw.close());

interface Organization {
  id: string;
  organizationId: string;
  name: string;
  slug: string;
  deviceCount: number;
  createdAt: string;
  parentOrganization: { name: string } | null;
}

const organizationsQuery = '{ organizations { id organizationId name slug deviceCount createdAt parentOrganization { name } } }';

/** The REST answer the gateway wraps, read straight from the API with the same token. */
async function rest<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${gw.apiUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function organizationsOf(token: string): Promise<Organization[]> {
  const result = await gw.gql<{ organizations: Organization[] }>(organizationsQuery, undefined, token);
  expect(result.errors).toBeUndefined();
  return result.data!.organizations;
}

describe('organizations', () => {
  it("lists the technician's served organisations, as the API scopes them", async () => {
    const organizations = await organizationsOf(technician);
    expect(organizations.map((o) => o.name)).toEqual(['Aarhus Kommune', 'Silkeborg Forsyning']);
    const fromApi = await rest<{ data: Array<{ _id: string; devices: number; slug: string; createdAt: string }> }>('/organizations', technician);
    expect(organizations.map(({ organizationId, deviceCount, slug, createdAt }) => ({ _id: organizationId, devices: deviceCount, slug, createdAt }))).toEqual(
      fromApi.data.map(({ _id, devices, slug, createdAt }) => ({ _id, devices, slug, createdAt })),
    );
  });

  it('names the group organisation the viewer may see', async () => {
    const all = await organizationsOf(admin);
    expect(all.find((o) => o.slug === 'vejle-forsyning')?.parentOrganization).toEqual({ name: 'Forsyningsgruppen Syd' });
    expect(all.find((o) => o.slug === 'aarhus-kommune')?.parentOrganization).toBeNull();
  });

  it('fetches organisations by global id with node(id:), one upstream call for any number, null outside the scope', async () => {
    const all = await organizationsOf(admin);
    const aarhus = all.find((o) => o.slug === 'aarhus-kommune')!;
    const vejle = all.find((o) => o.slug === 'vejle-forsyning')!;
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Organization { name slug deviceCount } } }';

    calls.length = 0;
    const asAdmin = await gw.gql(query, { ids: all.map((o) => o.id) }, admin);
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data?.nodes.map((n: { name: string }) => n.name)).toEqual(all.map((o) => o.name));
    expect(calls).toEqual(['GET /api/v1/organizations']);

    const asMember = await gw.gql(query, { ids: [aarhus.id, vejle.id] }, member);
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data?.nodes).toEqual([{ id: aarhus.id, name: 'Aarhus Kommune', slug: 'aarhus-kommune', deviceCount: aarhus.deviceCount }, null]);
    const asTechnician = await gw.gql(query, { ids: [vejle.id] }, technician);
    expect(asTechnician.data?.nodes).toEqual([null]);
  });

  it('answers null for a forged organisation id without failing the others', async () => {
    const [aarhus] = await organizationsOf(member);
    const forged = Buffer.from('Organization:not-a-uuid', 'utf8').toString('base64url');
    const result = await gw.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [forged, aarhus!.id] }, member);
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual([null, { id: aarhus!.id }]);
  });
});

describe("an organisation's devices", () => {
  const devicesQuery = `query ($id: ID!, $first: Int, $after: String, $search: String) {
    node(id: $id) {
      ... on Organization {
        devices(first: $first, after: $after, search: $search) {
          totalCount
          pageInfo { hasNextPage hasPreviousPage endCursor }
          pageCursors { totalPages around { page isCurrent } }
          edges { cursor node { id deviceId name networkId owner { name } deviceModel { title } latestReadings { slug unit value } } }
        }
      }
    }
  }`;
  interface Page {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    pageCursors: { totalPages: number };
    edges: Array<{ cursor: string; node: { id: string; deviceId: string; name: string; networkId: string; owner: { name: string }; deviceModel: { title: string }; latestReadings: Array<{ slug: string; value: number | null }> } }>;
  }
  const devicesOf = async (token: string, variables: Record<string, unknown>) => {
    const result = await gw.gql<{ node: { devices: Page } | null }>(devicesQuery, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!.node;
  };

  it('pages through them newest first, as the API lists them', async () => {
    const [aarhus] = await organizationsOf(member);
    const fromApi = await rest<{ data: Array<{ _id: string }>; total: number }>(`/organizations/${aarhus!.organizationId}/devices?perPage=6`, member);
    const first = (await devicesOf(member, { id: aarhus!.id, first: 3 }))!.devices;
    expect(first.totalCount).toBe(aarhus!.deviceCount);
    expect(first.totalCount).toBe(fromApi.total);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageCursors.totalPages).toBe(Math.ceil(aarhus!.deviceCount / 3));
    const second = (await devicesOf(member, { id: aarhus!.id, first: 3, after: first.pageInfo.endCursor }))!.devices;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect([...first.edges, ...second.edges].map((e) => e.node.deviceId)).toEqual(fromApi.data.map((d) => d._id));
    for (const { node } of first.edges) {
      expect(node.owner.name).toBe('Aarhus Kommune');
      expect(node.deviceModel.title).toEqual(expect.any(String));
      expect(node.latestReadings.length).toBeGreaterThan(0);
    }
  });

  it('costs the same few upstream calls for a page of 2 and a page of 20', async () => {
    const [aarhus] = await organizationsOf(admin);
    const callsFor = async (first: number) => {
      calls.length = 0;
      const page = (await devicesOf(admin, { id: aarhus!.id, first }))!.devices;
      expect(page.edges.length).toBe(Math.min(first, page.totalCount));
      return [...calls].sort();
    };
    const small = await callsFor(2);
    const large = await callsFor(20);
    // The organisation, its page of devices, the model list and the devices' records (latest readings).
    expect(large).toEqual(small);
    expect(large).toEqual(['GET /api/v1/devices/devicemodels', 'GET /api/v1/devices/full', 'GET /api/v1/organizations', 'GET /api/v1/organizations/{id}/devices'].sort().map((c) => c.replace('{id}', aarhus!.organizationId)));
  });

  it('searches them, and lets the technician read the served organisations’ devices', async () => {
    const organizations = await organizationsOf(technician);
    const aarhus = organizations.find((o) => o.slug === 'aarhus-kommune')!;
    const page = (await devicesOf(technician, { id: aarhus.id, first: 100 }))!.devices;
    expect(page.totalCount).toBe(aarhus.deviceCount);
    // The latest values come from the devices' records, which they may read (`read Device`,
    // `read DeviceMessage`), though monitoring is not theirs; the units are the model's.
    expect(page.edges[0]!.node.latestReadings.length).toBeGreaterThan(0);
    expect(page.edges.flatMap((e) => e.node.latestReadings).some((r) => r.value !== null)).toBe(true);
    const needle = page.edges[0]!.node.networkId.slice(-5);
    const found = (await devicesOf(technician, { id: aarhus.id, first: 100, search: needle }))!.devices;
    expect(found.edges.map((e) => e.node.deviceId)).toContain(page.edges[0]!.node.deviceId);
    expect(found.edges.every((e) => e.node.networkId.includes(needle) || e.node.name.includes(needle))).toBe(true);
  });

  it('refuses a page size over 100 and a cursor that is not one', async () => {
    const [aarhus] = await organizationsOf(member);
    const tooMany = await gw.gql(devicesQuery, { id: aarhus!.id, first: 101 }, member);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'first' }] });
    const badCursor = await gw.gql(devicesQuery, { id: aarhus!.id, after: 'nonsense' }, member);
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] });
  });
});
