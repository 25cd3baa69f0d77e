import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeType, toGlobalId } from '../src/globalId.ts';
import { limits } from '../src/protection.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// One GraphQL request must not fan out into thousands of API calls: id lists are capped, an
// operation whose lists ask for more than its budget is refused before it runs, one whose size does
// not show is cut off cleanly, and anonymous callers can do nothing costly.
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}`);

let gw: TestGateway;
let small: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  small = await startGateway({ onUpstreamCall: countCall, callBudget: { signedIn: 2, anonymous: 1 } });
  token = await tokenFor(gw, demoUsers.admin);
});
afterAll(async () => {
  await gw.close();
  await small.close();
});

const ids = (n: number, type: NodeType = 'Organization') => Array.from({ length: n }, (_, i) => toGlobalId(type, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));

describe('the upstream calls of one operation', () => {
  it(`caps an id list at ${limits.maxListIds}, before any call`, async () => {
    calls.length = 0;
    const result = await gw.gql('query ($ids: [ID!]!) { analyticsOrganizations(organizationIds: $ids) { id } }', { ids: ids(limits.maxListIds + 1) }, token);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(calls).toEqual([]);
  });

  it('refuses before it runs an operation whose aliases and id lists ask for more than its budget', async () => {
    const viaVariables = `query ($ids: [ID!]!) { ${Array.from({ length: 30 }, (_, i) => `a${i}: nodes(ids: $ids) { id }`).join(' ')} }`;
    const literal = `[${ids(60, 'User').map((id) => JSON.stringify(id)).join(', ')}]`;
    const viaLiterals = `query { a: nodes(ids: ${literal}) { id } b: nodes(ids: ${literal}) { id } }`;
    for (const [query, variables] of [
      [viaVariables, { ids: ids(100, 'User') }],
      [viaLiterals, {}],
    ] as const) {
      calls.length = 0;
      const result = await gw.gql(query, variables, token);
      expect(result.status).toBe(400);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(/at most 100 look-ups/);
      expect(calls).toEqual([]);
    }
    // Within the budget, the same shape runs.
    const within = await gw.gql('query ($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } }', { ids: ids(50, 'User') }, token);
    expect(within.status).toBe(200);
    expect(within.data?.a).toHaveLength(50);
  });

  it('cuts off cleanly what the arguments do not show: the calls past the budget fail, the rest of the answer stands', async () => {
    const lookups = await gw.gql<Record<string, { id: string }[]>>('{ packages { id } statusCodes { id } errorCodes { id } }', undefined, token);
    const [pkg, status, error] = [lookups.data!.packages![0]!.id, lookups.data!.statusCodes![0]!.id, lookups.data!.errorCodes![0]!.id];
    const smallToken = await tokenFor(small, demoUsers.admin);
    calls.length = 0;
    // Three lookups of three kinds: three calls, for a budget of two.
    const result = await small.gql(
      'query ($a: ID!, $b: ID!, $c: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } c: node(id: $c) { id } }',
      { a: pkg, b: status, c: error },
      smallToken,
    );
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(result.status).toBe(200);
    expect(result.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', expect.stringMatching(/at most 2 look-ups/)]]);
    expect(Object.values(result.data ?? {}).filter((value) => value !== null)).toHaveLength(2);
  });

  it('lets anonymous callers do nothing costly', async () => {
    calls.length = 0;
    const refused = await gw.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(limits.maxAnonymousUpstreamCalls + 1, 'User') });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(calls).toEqual([]);
    // Signing in still works.
    const login = await small.gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: demoUsers.member, password: 'Demo1234!' },
    });
    expect(login.data?.login.token).toEqual(expect.any(String));
  });
});
