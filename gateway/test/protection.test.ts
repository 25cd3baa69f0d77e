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
