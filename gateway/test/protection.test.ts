import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../src/protection.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let closed: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
  closed = await startGateway({ introspection: false, graphiql: false });
});
afterAll(async () => {
  await gw.close();
  await closed.close();
});

const noStackTraces = (raw: string) => {
  expect(raw).not.toContain('stacktrace');
  expect(raw).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

describe('graphql-armor', () => {
  it('rejects an over-deep query before resolving anything', async () => {
    // The schema has no cycles yet, so depth comes from nested fragments.
    let selection = 'id';
    for (let i = 0; i < limits.maxDepth + 2; i++) selection = `... on Viewer { ${selection} }`;
    const result = await gw.gql(`{ viewer { ${selection} } }`);
    expect(result.data).toBeUndefined();
    expect(codeOf(result)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    noStackTraces(result.raw);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: limits.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const result = await gw.gql(`{ ${aliases} }`);
    expect(codeOf(result)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  // 100 centres × 100 technicians with their users and models: 10,000 rows in one answer.
  const wide = `query Wide($centers: Int, $technicians: Int) {
    serviceCenters(first: $centers) { edges { node { id name address technicians(first: $technicians) {
      edges { node { id name isActive user { userId email firstName lastName } models { id title } serviceCenter { id name } } } } } } }
  }`;

  it('counts page sizes given as variables at their values: an over-budget query is refused before it runs, in the caller\'s language', async () => {
    const token = await tokenFor(gw, demoUsers.admin);
    const refused = await gw.gql(wide, { centers: 100, technicians: 100 }, token);
    expect(refused.data).toBeUndefined();
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toMatch(/^The query asks for too much at once: it costs \d+, and at most 1000000 is allowed\. Ask for smaller pages/);
    noStackTraces(refused.raw);
    const danish = await gw.gql(wide, { centers: 100, technicians: 100 }, token, { headers: { 'accept-language': 'da' } });
    expect(danish.errors?.[0]?.message).toMatch(/^Forespørgslen beder om for meget på én gang/);
    // The same sizes written in the query are refused by graphql-armor itself while validating.
    const literal = await gw.gql(wide.replace('first: $centers', 'first: 100').replace('first: $technicians', 'first: 100'), {}, token);
    expect(codeOf(literal)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.errors?.[0]?.message).toMatch(/Cost limit of 1000000 exceeded/);
    // Smaller pages of the same query are served.
    const served = await gw.gql(wide, { centers: 10, technicians: 10 }, token);
    expect(served.errors).toBeUndefined();
    expect(served.data?.serviceCenters).toBeDefined();
  });

  it("lets the product's own kind of query through", async () => {
    const token = await tokenFor(gw, demoUsers.member);
    const result = await gw.gql(
      `query AppShell {
        viewer {
          id
          ...Sidebar
          ...TopBar
          newReleaseNotifications { id notificationId releaseVersion createdAt }
        }
      }
      fragment Sidebar on Viewer { abilities { action subject conditions fields inverted reason } }
      fragment TopBar on Viewer {
        user { id name email roles { roleId name organizationId } organizations { organizationId name } }
        config { language utcOffset }
      }`,
      undefined,
      token,
    );
    expect(result.errors).toBeUndefined();
  });
});

describe('errors', () => {
  it('never carry stack traces', async () => {
    for (const result of [
      await gw.gql('{ viewer { nope } }'),
      await gw.gql('{ viewer { id '),
      await gw.gql('query ($input: UpdateUserConfigInput!) { __typename }', { input: { utcOffset: 'x' } }),
      await gw.gql('{ viewer { id } }', undefined, 'rejected'),
    ]) {
      expect(result.errors?.length).toBeGreaterThan(0);
      noStackTraces(result.raw);
    }
  });

  it('does not suggest field names', async () => {
    const result = await gw.gql('{ viewr { id } }');
    expect(result.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});

describe('introspection and GraphiQL switches', () => {
  it('allows introspection by default', async () => {
    const result = await gw.gql('{ __schema { queryType { name } } }');
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses introspection and serves no GraphiQL when switched off', async () => {
    const result = await closed.gql('{ __schema { queryType { name } } }');
    expect(codeOf(result)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await fetch(`${closed.url}/graphiql`)).status).toBe(404);
  });
});
