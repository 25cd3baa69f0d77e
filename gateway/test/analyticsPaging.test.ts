import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/globalId.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * The dashboard's cards a page at a time against the real API: a page of every section is one
 * upstream call per organisation, a further page one more, filters travel to the API, and cards
 * asked for by id are one call naming them — never the organisation's whole device list.
 */
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);
const dashboardCalls = (orgId: string) => calls.filter((c) => c.startsWith(`GET /api/v1/analytics/trends/organizations/${orgId}`));

let gw: TestGateway;
let member: string;
let aarhus: { restId: string; nodeId: string };
type RestDevice = { _id: string; name: string; deviceTypeCategory: { _id: string } };
let listing: { data: { _id: string; name: string; devices: RestDevice[] }[]; ungrouped: RestDevice[] };

const pageQuery = `query ($ids: [ID!]!, $first: Int, $filter: AnalyticsDeviceFilter) {
  analyticsOrganizations(organizationIds: $ids) {
    groups { id groupId deviceCount units { slug } deviceCards(first: $first, filter: $filter) { totalCount pageInfo { hasNextPage endCursor } edges { node { id deviceId } } } }
    ungroupedDeviceCards(first: $first, filter: $filter) { totalCount pageInfo { hasNextPage endCursor } edges { node { id deviceId } } }
  }
}`;

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  member = await tokenFor(gw, demoUsers.member);
  const orgs = await gw.gql<{ organizations: { id: string; organizationId: string; name: string }[] }>('{ organizations { id organizationId name } }', undefined, member);
  const org = orgs.data!.organizations.find((o) => o.name === 'Aarhus Kommune')!;
  aarhus = { restId: org.organizationId, nodeId: org.id };
  const res = await fetch(`${gw.apiUrl}/api/v1/analytics/trends/organizations/${aarhus.restId}`, { headers: { authorization: `Bearer ${member}` } });
  listing = (await res.json()) as typeof listing;
});
afterAll(() => gw?.close());

describe('AnalyticsGroup.deviceCards and AnalyticsOrganization.ungroupedDeviceCards', () => {
  it('answers the first page of every section from one upstream call, with totals', async () => {
    calls.length = 0;
    // The web app's page size (24), which the groups' list is read with too.
    const result = await gw.gql(pageQuery, { ids: [aarhus.nodeId] }, member);
    expect(result.errors).toBeUndefined();
    const org = result.data!.analyticsOrganizations[0];
    expect(dashboardCalls(aarhus.restId)).toHaveLength(1);
    for (const group of org.groups) {
      const rest = listing.data.find((g) => g._id === group.groupId)!;
      expect(group.deviceCards.totalCount).toBe(rest.devices.length);
      expect(group.deviceCards.edges.map((e: any) => e.node.deviceId)).toEqual(rest.devices.slice(0, 24).map((d) => d._id));
      expect(group.deviceCount).toBe(rest.devices.length);
    }
    expect(org.ungroupedDeviceCards.totalCount).toBe(listing.ungrouped.length);
    expect(org.ungroupedDeviceCards.edges.map((e: any) => e.node.deviceId)).toEqual(listing.ungrouped.slice(0, 24).map((d) => d._id));
  });

  it('pages a section with one more call, through the node of its group', async () => {
    const group = listing.data.find((g) => g.devices.length > 4)!;
    const groupNode = toGlobalId('AnalyticsGroup', `${aarhus.restId}:${group._id}`);
    const query = `query ($id: ID!, $after: String) { node(id: $id) { ... on AnalyticsGroup {
      deviceCards(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { deviceId name } } } } } }`;
    const first = await gw.gql(query, { id: groupNode }, member);
    calls.length = 0;
    const second = await gw.gql(query, { id: groupNode, after: first.data!.node.deviceCards.pageInfo.endCursor }, member);
    expect(second.errors).toBeUndefined();
    expect(second.data!.node.deviceCards.edges.map((e: any) => e.node.deviceId)).toEqual(group.devices.slice(2, 4).map((d) => d._id));
    // The node's check and the page: two calls, whatever the group's size.
    expect(dashboardCalls(aarhus.restId)).toHaveLength(2);
    expect(dashboardCalls(aarhus.restId).some((c) => c.includes(`groupId=${group._id}`) && c.includes('page=2'))).toBe(true);
  });

  it('sends the filter to the API: the cards are of that kind, in two calls per organisation', async () => {
    const kind = listing.ungrouped[0]?.deviceTypeCategory._id ?? listing.data[0]!.devices[0]!.deviceTypeCategory._id;
    const all = [...listing.data.flatMap((g) => g.devices), ...listing.ungrouped];
    calls.length = 0;
    const result = await gw.gql(pageQuery, { ids: [aarhus.nodeId], first: 100, filter: { deviceTypeCategoryIds: [toGlobalId('DeviceTypeCategory', kind)] } }, member);
    expect(result.errors).toBeUndefined();
    const org = result.data!.analyticsOrganizations[0];
    const shown = [...org.groups.flatMap((g: any) => g.deviceCards.edges), ...org.ungroupedDeviceCards.edges].map((e: any) => e.node.deviceId);
    expect(new Set(shown)).toEqual(new Set(all.filter((d) => d.deviceTypeCategory._id === kind).map((d) => d._id)));
    expect(dashboardCalls(aarhus.restId)).toHaveLength(2);
    expect(dashboardCalls(aarhus.restId).some((c) => c.includes(`deviceTypeCategoryIds=${kind}`))).toBe(true);

    const picked = all.slice(0, 2);
    const byIds = await gw.gql(pageQuery, { ids: [aarhus.nodeId], first: 100, filter: { deviceIds: picked.map((d) => toGlobalId('Device', d._id)) } }, member);
    const org2 = byIds.data!.analyticsOrganizations[0];
    const shown2 = [...org2.groups.flatMap((g: any) => g.deviceCards.edges), ...org2.ungroupedDeviceCards.edges].map((e: any) => e.node.deviceId);
    expect(new Set(shown2)).toEqual(new Set(picked.map((d) => d._id)));
    const none = await gw.gql(pageQuery, { ids: [aarhus.nodeId], filter: { deviceIds: [] } }, member);
    expect(none.data!.analyticsOrganizations[0].ungroupedDeviceCards.totalCount).toBe(0);
  });

  it('refuses ids of another type in the filter, naming the field', async () => {
    const result = await gw.gql(pageQuery, { ids: [aarhus.nodeId], filter: { deviceModelIds: [aarhus.nodeId] } }, member);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result.errors)).toContain('filter.deviceModelIds.0');
  });

  it('loads cards asked for by id with one call naming them, and a group trend without every device series', async () => {
    const group = listing.data.find((g) => g.devices.length > 2)!;
    const ids = group.devices.slice(0, 3).map((d) => toGlobalId('AnalyticsDevice', `${aarhus.restId}:${group._id}:${d._id}`));
    const groupId = toGlobalId('AnalyticsGroup', `${aarhus.restId}:${group._id}`);
    calls.length = 0;
    const result = await gw.gql(
      `query ($ids: [ID!]!, $group: ID!) {
        nodes(ids: $ids) { ... on AnalyticsDevice { deviceId trend(input: { period: day }) { series { deviceId } } } }
        node(id: $group) { ... on AnalyticsGroup { trend(input: { period: day }) { series { deviceId } } } }
      }`,
      { ids, group: groupId },
      member,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes.map((n: any) => n.deviceId)).toEqual(group.devices.slice(0, 3).map((d) => d._id));
    const listings = dashboardCalls(aarhus.restId);
    // One call names the three cards' devices, one checks the group: no call lists the organisation.
    expect(listings.filter((c) => c.includes('deviceIds='))).toHaveLength(1);
    expect(listings.every((c) => c.includes('deviceIds=') || c.includes('groupId='))).toBe(true);
    expect(result.data!.node.trend.series.map((s: any) => s.deviceId)).toEqual([null]);
    // The group's call carries only the asked devices' series.
    const groupTrend = calls.filter((c) => c.startsWith('GET /api/v1/analytics/trends?') && c.includes(`groupId=${group._id}`));
    expect(groupTrend.length).toBeGreaterThan(0);
    expect(groupTrend.every((c) => /deviceIds=/.test(c))).toBe(true);
  });
});
