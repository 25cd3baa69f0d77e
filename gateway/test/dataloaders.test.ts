import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// Every upstream call the gateway makes, as "METHOD path".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}`);
const countOf = (call: string) => calls.filter((c) => c === call).length;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
});
afterAll(() => gw.close());

describe('one upstream call per distinct key', () => {
  it('asks the API once however many times a query repeats the same thing', async () => {
    const token = await tokenFor(gw, demoUsers.admin);
    const { data } = await gw.gql('{ viewer { id user { id } } }', undefined, token);
    const userId: string = data?.viewer.user.id;
    const viewerId: string = data?.viewer.id;

    calls.length = 0;
    const aliases = Array.from({ length: 10 }, (_, i) => `v${i}: viewer { id user { email } config { language } abilities { action } newReleaseNotifications { id } }`);
    const result = await gw.gql(
      `query ($ids: [ID!]!) {
        ${aliases.join('\n')}
        nodes(ids: $ids) { id ... on User { email } }
      }`,
      { ids: [...Array(10).fill(userId), ...Array(10).fill(viewerId)] },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toHaveLength(20);

    expect(countOf('GET /api/v1/users/me')).toBe(1);
    expect(countOf('GET /api/v1/users/config')).toBe(1);
    expect(countOf('GET /api/v1/users/abilities')).toBe(1);
    expect(countOf('GET /api/v1/notify/new-release')).toBe(1);
    // Ten User ids, one call (nodes resolves in parallel with the viewer, before /users/me primes it).
    expect(calls.filter((c) => c.startsWith('GET /api/v1/users/') && !/\/(me|config|abilities)$/.test(c))).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });

  it('fetches each distinct user id once', async () => {
    const adminToken = await tokenFor(gw, demoUsers.admin);
    // The admin may read every user; take the member's id from their own session.
    const member = await gw.gql('{ viewer { user { id } } }', undefined, await tokenFor(gw, demoUsers.member));
    const memberNodeId: string = member.data?.viewer.user.id;

    calls.length = 0;
    const result = await gw.gql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on User { email } } }',
      { ids: Array(15).fill(memberNodeId) },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual(Array(15).fill({ id: memberNodeId, email: demoUsers.member }));
    expect(calls.filter((c) => c.startsWith('GET /api/v1/users/'))).toHaveLength(1);
  });

  it('starts with empty caches on every request', async () => {
    const token = await tokenFor(gw, demoUsers.admin);
    calls.length = 0;
    await gw.gql('{ viewer { id } }', undefined, token);
    await gw.gql('{ viewer { id } }', undefined, token);
    expect(countOf('GET /api/v1/users/me')).toBe(2);
  });
});
