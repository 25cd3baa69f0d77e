import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * `Query.users`: the users the viewer may read, searched, filtered and ordered, from one upstream
 * call per page (GET /users); a page of 100 costs the same calls as a page of 10.
 */
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const list = `query ($filter: UserFilter, $orderBy: UserOrder, $first: Int, $page: Int, $after: String) {
  users(filter: $filter, orderBy: $orderBy, first: $first, page: $page, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id userId name email isActive language utcOffset roles { roleId name organizationId } organizations { organizationId name } createdAt updatedAt } }
  }
}`;
type Row = { id: string; userId: string; name: string; email: string; isActive: boolean; organizations: { organizationId: string }[] };
type Page = { users: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Row }[] } };
const emailsOf = (page: Page) => page.users.edges.map((e) => e.node.email);

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
});
afterAll(() => gw.close());

describe('Query.users', () => {
  it('searches name and e-mail, mid-word and in any case, and each user is a node', async () => {
    const found = await ok<Page>(list, { filter: { search: 'ANSE' }, first: 10 });
    expect(emailsOf(found)).toContain(demoUsers.member);
    const jens = found.users.edges.find((e) => e.node.email === demoUsers.member)!.node;
    expect(jens).toMatchObject({ name: 'Jens Hansen', isActive: true, language: 'da' });
    const node = await ok(`query ($id: ID!) { node(id: $id) { id ... on User { email } } }`, { id: jens.id });
    expect(node.node).toEqual({ id: jens.id, email: demoUsers.member });
    expect(emailsOf(await ok<Page>(list, { filter: { search: 'jens hans' } }))).toEqual([demoUsers.member]);
    expect((await ok<Page>(list, { filter: { search: 'no such person' } })).users.totalCount).toBe(0);
  });

  it('filters by organisation and activity, orders, and pages by cursor or number', async () => {
    const all = await ok<Page>(list, { first: 100 });
    const withOrg = all.users.edges.find((e) => e.node.organizations.length > 0)!.node;
    const orgs = await ok<{ organizations: { id: string; organizationId: string }[] }>('{ organizations { id organizationId } }');
    const org = orgs.organizations.find((o) => o.organizationId === withOrg.organizations[0]!.organizationId)!;
    const members = (await ok<Page>(list, { first: 100, filter: { organizationIds: [org.id] } })).users.edges;
    expect(members.map((e) => e.node.email)).toContain(withOrg.email);
    expect(members.every((e) => e.node.organizations.some((o) => o.organizationId === org.organizationId))).toBe(true);
    expect((await ok<Page>(list, { first: 100, filter: { isActive: true } })).users.edges.every((e) => e.node.isActive)).toBe(true);

    const byEmail = emailsOf(await ok<Page>(list, { first: 100, orderBy: { field: 'EMAIL' } }));
    expect(byEmail).toEqual([...byEmail].sort());
    expect(emailsOf(await ok<Page>(list, { first: 100, orderBy: { field: 'EMAIL', direction: 'DESC' } }))).toEqual([...byEmail].reverse());
    const first = await ok<Page>(list, { first: 10, orderBy: { field: 'EMAIL' } });
    const second = await ok<Page>(list, { first: 10, orderBy: { field: 'EMAIL' }, after: first.users.pageInfo.endCursor });
    expect(emailsOf(second)).toEqual(byEmail.slice(10, 20));
    expect(emailsOf(await ok<Page>(list, { first: 10, page: 2, orderBy: { field: 'EMAIL' } }))).toEqual(byEmail.slice(10, 20));
  });

  it('refuses a member, a signed-out caller and bad arguments', async () => {
    expect(codeOf(await gw.gql(list, {}, member))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(list, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gw.gql(list, { first: 7 }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gw.gql(list, { filter: { search: 'x'.repeat(201) } }, admin))).toBe('BAD_USER_INPUT');
    const device = (await ok('{ deviceSearch(first: 1) { edges { node { id } } } }')).deviceSearch.edges[0].node.id;
    expect(codeOf(await gw.gql(list, { filter: { organizationIds: [device] } }, admin))).toBe('BAD_USER_INPUT');
  });

  it('costs one upstream call per page, for 10 rows as for 100', async () => {
    const callsFor = async (first: number) => {
      const fresh = await tokenFor(gw, demoUsers.admin);
      calls.length = 0;
      await ok(list, { first }, fresh);
      return calls.filter((c) => !c.includes('/auth/') && !c.includes('/users/me'));
    };
    const ten = await callsFor(10);
    const hundred = await callsFor(100);
    expect(hundred).toHaveLength(1);
    expect(ten).toHaveLength(1);
    expect(hundred[0]).toMatch(/^GET \/api\/v1\/users\?/);
  });
});
