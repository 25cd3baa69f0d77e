import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/globalId.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  admin = await tokenFor(gw, demoUsers.admin);
  member = await tokenFor(gw, demoUsers.member);
});
afterAll(() => gw.close());

type Found = { id: string; deviceId: string; name: string; networkId: string; serialNumber: string | null; owner: { id: string; name: string } };
type SearchResult = {
  deviceSearch: { totalCount: number; edges: { cursor: string; node: Found }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

const searchQuery = `query ($search: String, $organizationIds: [ID!], $first: Int, $after: String) {
  deviceSearch(search: $search, organizationIds: $organizationIds, first: $first, after: $after) {
    totalCount
    edges { cursor node { id deviceId name networkId serialNumber owner { id name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function search(variables: Record<string, unknown>, token = admin) {
  const result = await gw.gql<SearchResult>(searchQuery, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!.deviceSearch;
}

const devicesCalls = () => calls.filter((c) => c.startsWith('GET /api/v1/devices'));

describe('deviceSearch', () => {
  it('narrows to the devices whose name, network id or serial number holds the text, in any case', async () => {
    const all = await search({ first: 5 });
    expect(all.totalCount).toBeGreaterThan(100);
    // A word of a demo device's name, typed in another case.
    const word = all.edges[0]!.node.name.split(/\s+/).find((w) => w.length >= 4)!;
    const found = await search({ search: `  ${word.toUpperCase()} `, first: 100 });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(all.totalCount);
    for (const { node } of found.edges) {
      expect([node.name, node.networkId, node.serialNumber ?? ''].some((v) => v.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    }
    const none = await search({ search: 'no device is named like this' });
    expect(none).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('pages with one upstream call per page, whatever the fleet size', async () => {
    calls.length = 0;
    const first = await search({ first: 10 });
    expect(devicesCalls()).toEqual([expect.stringMatching(/^GET \/api\/v1\/devices\?page=1&perPage=10$/)]);
    // Only the devices call: the owner's name comes with each device.
    expect(calls).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);

    calls.length = 0;
    const second = await search({ first: 10, after: first.pageInfo.endCursor });
    expect(calls).toEqual([expect.stringMatching(/^GET \/api\/v1\/devices\?page=2&perPage=10$/)]);
    const ids = new Set(first.edges.map((e) => e.node.id));
    expect(second.edges).toHaveLength(10);
    for (const edge of second.edges) expect(ids.has(edge.node.id)).toBe(false);
    expect(second.totalCount).toBe(first.totalCount);
  });

  it('narrows to owners, and refuses lists past the cap, page sizes past 100 and ids of another type', async () => {
    const all = await search({ first: 1 });
    const owner = all.edges[0]!.node.owner;
    const owned = await search({ organizationIds: [owner.id], first: 100 });
    expect(owned.totalCount).toBeGreaterThan(0);
    expect(owned.totalCount).toBeLessThan(all.totalCount);
    for (const { node } of owned.edges) expect(node.owner.id).toBe(owner.id);

    const tooBig = await gw.gql(searchQuery, { first: 101 }, admin);
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    const tooMany = await gw.gql(searchQuery, { organizationIds: Array.from({ length: 101 }, () => owner.id) }, admin);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    const wrongType = await gw.gql(searchQuery, { organizationIds: [all.edges[0]!.node.id] }, admin);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
  });

  it('narrows to lifecycle states (the wizard\'s replacement searches the stock), in one call', async () => {
    calls.length = 0;
    const result = await gw.gql<{ deviceSearch: { totalCount: number; edges: { node: { lifecycle: string } }[] } }>(
      'query ($l: [DeviceLifecycle!]) { deviceSearch(lifecycles: $l, first: 50) { totalCount edges { node { lifecycle } } } }',
      { l: ['IN_STOCK'] },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const stock = result.data!.deviceSearch;
    expect(stock.totalCount).toBeGreaterThan(0);
    expect(new Set(stock.edges.map((e) => e.node.lifecycle))).toEqual(new Set(['IN_STOCK']));
    expect(devicesCalls()).toHaveLength(1);
    expect(devicesCalls()[0]).toContain('lifecycle=in_stock');
    expect(stock.totalCount).toBeLessThan((await search({ first: 1 })).totalCount);
  });

  it('refuses a search with half of a character pair as bad input, in the caller’s language', async () => {
    const result = await gw.gql(searchQuery, { search: 'pump \udf95' }, admin, { headers: { 'accept-language': 'da' } });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/tegn, der ikke kan gemmes/);
  });

  it('finds only the devices a member may read: never another organisation’s, not even by name or owner', async () => {
    const everything = await search({ first: 100 });
    const mine = await search({ first: 100 }, member);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.totalCount).toBeLessThan(everything.totalCount);
    const myOwners = new Set(mine.edges.map((e) => e.node.owner.id));
    const foreign = everything.edges.find((e) => !myOwners.has(e.node.owner.id))!.node;

    const byName = await search({ search: foreign.networkId }, member);
    expect(byName.totalCount).toBe(0);
    const byOwner = await search({ organizationIds: [foreign.owner.id] }, member);
    expect(byOwner.totalCount).toBe(0);
  });

  it('resolves chosen devices by id in one upstream call, null for ids the viewer may not read', async () => {
    const everything = await search({ first: 100 });
    const mine = await search({ first: 100 }, member);
    const myIds = mine.edges.slice(0, 5).map((e) => e.node.id);
    const myOwners = new Set(mine.edges.map((e) => e.node.owner.id));
    const foreign = everything.edges.find((e) => !myOwners.has(e.node.owner.id))!.node;
    const unknown = toGlobalId('Device', '00000000-0000-4000-8000-000000000000');
    const forged = toGlobalId('Device', 'not-a-uuid');

    calls.length = 0;
    const result = await gw.gql<{ nodes: ({ id: string; name: string; networkId: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Device { id name networkId } } }',
      { ids: [...myIds, foreign.id, unknown, forged] },
      member,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes).toEqual([
      ...mine.edges.slice(0, 5).map(({ node }) => ({ id: node.id, name: node.name, networkId: node.networkId })),
      null,
      null,
      null,
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/v1\/devices\?ids=/);
  });

  it('resolves devices by id for a technician, who reads devices but not monitoring, with their records\' fields', async () => {
    const technician = await tokenFor(gw, demoUsers.technician);
    const theirs = await search({ first: 3 }, technician);
    expect(theirs.totalCount).toBeGreaterThan(0);
    const result = await gw.gql<{ nodes: ({ name: string; firmwareVersion: string | null } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Device { name firmwareVersion } } }',
      { ids: theirs.edges.map((e) => e.node.id) },
      technician,
    );
    expect(result.errors).toBeUndefined();
    // Place, latest message and firmware come from the devices' records (GET /devices/full), which they may read.
    const firmware = await Promise.all(
      theirs.edges.map(async (e) => {
        const res = await fetch(`${gw.apiUrl}/api/v1/devices/${e.node.deviceId}`, { headers: { authorization: `Bearer ${technician}` } });
        const record = (await res.json()) as { properties: { firmwareVersion?: string } };
        return record.properties.firmwareVersion ?? null;
      }),
    );
    expect(result.data!.nodes).toEqual(theirs.edges.map((e, i) => ({ name: e.node.name, firmwareVersion: firmware[i] })));
  });
});
