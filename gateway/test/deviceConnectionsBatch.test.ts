import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// Every per-device connection of a table page batched per page: the calls a page makes, as "METHOD path".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}`);

let gw: TestGateway;
let admin: string;
let member: string;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
});
afterAll(() => gw.close());

// Every connection of a device. Page sizes as variables, as the web sends them (graphql-armor
// multiplies a literal `first` into the cost).
const connections = `
  id deviceId
  readings(from: $from, to: $to) { units { slug } points { time values } hasMore nextFrom }
  networkHistory(from: $from, to: $to) { available scale points { time band } hasMore nextFrom }
  images(first: $n) { totalCount edges { node { id name } } }
  alarms(first: $n) { totalCount edges { node { id state } } }
  alarmTrips(first: $n) { totalCount edges { node { tripId } } }
  contracts(first: $n) { totalCount edges { node { contractId } } }
  auditEntries(first: $n) { totalCount edges { node { action actorName } } }
  downlinkConfig { brokerNumber topic inSync }
  ownerOptions { organization { id name } current }
  serviceHistory { orderId }
`;
const tableQuery = `query ($first: Int, $n: Int, $from: DateTime, $to: DateTime) {
  devices(first: $first, orderBy: { field: NAME }) { edges { node { ${connections} } } }
}`;
const nodeQuery = `query ($id: ID!, $n: Int, $from: DateTime, $to: DateTime) { node(id: $id) { ... on Device { ${connections} } } }`;

/** The window the web's Data tab asks: the latest day, to the hour. */
const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const from = new Date(Date.parse(to) - 24 * 3_600_000).toISOString();

const batchReads = [
  'GET /api/v1/devices/alarm-trips',
  'GET /api/v1/devices/alarms',
  'GET /api/v1/devices/audit',
  'GET /api/v1/devices/contracts',
  'GET /api/v1/devices/downlink-configs',
  'GET /api/v1/devices/images',
  'GET /api/v1/devices/messages',
  'GET /api/v1/devices/network-info',
  'GET /api/v1/devices/organizations',
  'GET /api/v1/devices/service-orders',
];

describe('a table page asking every connection of every device', () => {
  it('takes the same 12 upstream calls for 10 and for 100 devices, none of them per device', async () => {
    const forEach: Record<number, string[]> = {};
    for (const first of [10, 100]) {
      calls.length = 0;
      const result = await gw.gql(tableQuery, { first, n: 10, from, to }, admin);
      expect(result.errors, result.raw.slice(0, 500)).toBeUndefined();
      expect(result.data!.devices.edges).toHaveLength(first);
      forEach[first] = [...calls].sort();
    }
    // The list, the model list (downlink support), and one batch read per kind of connection.
    expect(forEach[100]).toEqual(['GET /api/v1/devices', 'GET /api/v1/devices/devicemodels', ...batchReads].sort());
    expect(forEach[10]).toEqual(forEach[100]);
  });

  it("answers each row what the device's own page (the single reads) answers", async () => {
    const { data } = await gw.gql(tableQuery, { first: 100, n: 10, from, to }, admin);
    const rows = data!.devices.edges.map((e: { node: { id: string } }) => e.node);
    // Rows with something in each connection, and the first rows.
    const pick = (has: (row: any) => boolean) => rows.find(has) ?? rows[0];
    const chosen = new Set([
      rows[0],
      rows[1],
      pick((r) => r.readings.points.length > 0),
      pick((r) => r.networkHistory.points.length > 0),
      pick((r) => r.contracts.totalCount > 0),
      pick((r) => r.serviceHistory.length > 0),
      pick((r) => r.downlinkConfig !== null),
      pick((r) => r.alarms.totalCount > 0),
    ]);
    // The demo data gives the comparison something in each of these.
    for (const has of [
      (r: any) => r.readings.points.length > 0,
      (r: any) => r.networkHistory.points.length > 0,
      (r: any) => r.contracts.totalCount > 0,
      (r: any) => r.serviceHistory.length > 0,
      (r: any) => r.downlinkConfig !== null,
      (r: any) => r.downlinkConfig === null,
    ]) {
      expect(rows.some(has)).toBe(true);
    }
    for (const row of chosen) {
      calls.length = 0;
      const single = await gw.gql(nodeQuery, { id: row.id, n: 10, from, to }, admin);
      expect(single.errors).toBeUndefined();
      expect(single.data!.node).toEqual(row);
      // A device alone reads through the single reads.
      expect(calls.filter((c) => /\/devices\/[0-9a-f-]{36}\//.test(c)).length).toBeGreaterThan(5);
    }
  });

  it('keeps the errors each caller sees: a member is refused contracts per device as on the device page, with the same message', async () => {
    const da = { headers: { 'accept-language': 'da' } };
    // Service history a member may not read is none (its single read answers 403), audit entries theirs.
    calls.length = 0;
    const table = await gw.gql(
      'query ($first: Int, $n: Int) { devices(first: $first, orderBy: { field: NAME }) { edges { node { id serviceHistory { orderId } auditEntries(first: $n) { totalCount } } } } }',
      { first: 10, n: 5 },
      member,
      da,
    );
    expect(table.errors).toBeUndefined();
    expect(calls.sort()).toEqual(['GET /api/v1/devices', 'GET /api/v1/devices/audit', 'GET /api/v1/devices/service-orders']);
    const edges = table.data!.devices.edges as { node: { id: string; serviceHistory: unknown[] } }[];
    expect(edges.length).toBeGreaterThan(1);
    expect(edges.every((e) => e.node.serviceHistory.length === 0)).toBe(true);

    // Contracts: FORBIDDEN for each device, from one batch call, worded as the single read's.
    const ids = edges.slice(0, 5).map((e) => e.node.id);
    calls.length = 0;
    const many = await gw.gql('query ($ids: [ID!]!, $n: Int) { nodes(ids: $ids) { ... on Device { id contracts(first: $n) { totalCount } } } }', { ids, n: 5 }, member, da);
    expect(calls.filter((c) => c.includes('contracts'))).toEqual(['GET /api/v1/devices/contracts']);
    expect(many.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual(ids.map((_, i) => [`nodes.${i}.contracts`, 'FORBIDDEN']));
    const single = await gw.gql('query ($id: ID!, $n: Int) { node(id: $id) { ... on Device { id contracts(first: $n) { totalCount } } } }', { id: ids[0], n: 5 }, member, da);
    expect(calls.filter((c) => c.includes('contracts'))).toEqual(['GET /api/v1/devices/contracts', expect.stringMatching(/^GET \/api\/v1\/devices\/[0-9a-f-]{36}\/contracts$/)]);
    const { path: _manyPath, locations: _manyAt, ...batchError } = many.errors![0]!;
    const { path: _singlePath, locations: _singleAt, ...singleError } = single.errors![0]!;
    expect(batchError).toEqual(singleError);
    expect(batchError.message).toBe('Du har ikke adgang til dette.');
  });
});
