import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * `Query.technicians`: every centre's technicians from one upstream call per page (GET /technicians),
 * scoped by the API, filtered and ordered as the technicians tab needs; a page of 100 with centre,
 * user and models costs the same calls as a page of 10.
 */
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let technician: string;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const list = `query ($filter: TechnicianListFilter, $orderBy: TechnicianOrder, $first: Int, $page: Int) {
  technicians(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
    totalCount
    edges { node { id technicianId name isActive serviceCenter { id name } user { email } models { id title } openOrderCount } }
  }
}`;
type Row = { id: string; name: string; isActive: boolean; serviceCenter: { id: string; name: string }; user: { email: string }; models: { id: string }[] };
type Page = { technicians: { totalCount: number; edges: { node: Row }[] } };

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.technician)]);
});
afterAll(() => gw.close());

describe('Query.technicians', () => {
  it('lists every centre\'s technicians the viewer may read, as the centres\' counts say', async () => {
    const centers = (await ok('{ serviceCenters(first: 100) { edges { node { id technicianCount } } } }')).serviceCenters.edges;
    const all = (await ok<Page>(list, { first: 100 })).technicians;
    expect(all.totalCount).toBe(centers.reduce((sum: number, e: { node: { technicianCount: number } }) => sum + e.node.technicianCount, 0));
    const names = all.edges.map((e) => e.node.name.toLowerCase());
    const reversed = (await ok<Page>(list, { first: 100, orderBy: { field: 'NAME', direction: 'DESC' } })).technicians.edges.map((e) => e.node.name.toLowerCase());
    expect(reversed).toEqual([...names].reverse());

    // A technician reads the technicians of their own centres only.
    const own = (await ok<Page>(list, { first: 100 }, technician)).technicians;
    const ownCenters = (await ok('{ serviceCenters(first: 100) { edges { node { id } } } }', {}, technician)).serviceCenters.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(own.totalCount).toBeLessThan(all.totalCount);
    expect(own.edges.every((e) => ownCenters.includes(e.node.serviceCenter.id))).toBe(true);
    expect(codeOf(await gw.gql(list, { first: 10 }, null))).toBe('UNAUTHENTICATED');
  });

  it('filters by centre, activity, search and model', async () => {
    const all = (await ok<Page>(list, { first: 100 })).technicians.edges.map((e) => e.node);
    const center = all[0]!.serviceCenter.id;
    const ofCenter = (await ok<Page>(list, { first: 100, filter: { serviceCenterIds: [center] } })).technicians.edges;
    expect(ofCenter.length).toBeGreaterThan(0);
    expect(ofCenter.every((e) => e.node.serviceCenter.id === center)).toBe(true);
    const inactive = (await ok<Page>(list, { first: 100, filter: { isActive: false } })).technicians.edges;
    expect(inactive.length).toBe(all.filter((x) => !x.isActive).length);
    const found = (await ok<Page>(list, { first: 100, filter: { search: demoUsers.technician.slice(2, 12) } })).technicians.edges;
    expect(found.map((e) => e.node.user.email)).toContain(demoUsers.technician);
    const withModel = all.find((x) => x.models.length > 0)!;
    const byModel = (await ok<Page>(list, { first: 100, filter: { deviceModelIds: [withModel.models[0]!.id] } })).technicians.edges;
    expect(byModel.map((e) => e.node.id)).toContain(withModel.id);
    // Ids of another type and page sizes outside the table's are refused on their field.
    expect(codeOf(await gw.gql(list, { first: 100, filter: { serviceCenterIds: [withModel.id] } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gw.gql(list, { first: 7 }))).toBe('BAD_USER_INPUT');
  });

  it('costs the same upstream calls for a page of 10 and a page of 100 with centre, user and models', async () => {
    const callsFor = async (first: number) => {
      const fresh = await tokenFor(gw, demoUsers.admin);
      calls.length = 0;
      await ok(list, { first }, fresh);
      return calls.filter((c) => !c.includes('/auth/') && !c.includes('/users/me'));
    };
    const ten = await callsFor(10);
    const hundred = await callsFor(100);
    expect(hundred.length).toBe(ten.length);
    // The page, the centres' list (their names), the models' list; no call per centre or technician.
    expect(hundred.filter((c) => c.startsWith('GET /api/v1/technicians'))).toHaveLength(1);
    expect(hundred.some((c) => /\/service-centers\/[^/]+\/technicians/.test(c))).toBe(false);
    expect(hundred.length).toBeLessThanOrEqual(4);
  });
});
