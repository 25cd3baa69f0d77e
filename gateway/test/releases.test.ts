import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { codeOf, demoUsers, freshToken, startGateway, tokenFor, type GqlOptions, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
const clients: Client[] = [];
const da: GqlOptions = { headers: { 'accept-language': 'da' } };
const publish = 'mutation ($input: PublishReleaseInput!) { publishRelease(input: $input) { release { id releaseId releaseVersion title notes read createdByName } } }';
/** A version no other run or test file used: the test database is shared. */
const version = `9.${Date.now() % 10_000}.${Math.floor(Math.random() * 1000)}`;

beforeAll(async () => {
  gw = await startGateway();
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

type ViewerValue = FormattedExecutionResult<{ viewerChanged: { id: string; newReleaseNotifications: { notificationId: string; releaseVersion: string | null }[] } }>;

async function next(events: AsyncIterator<ViewerValue>, what: string): Promise<ViewerValue> {
  const { value, done } = await Promise.race([
    events.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within 20 s`)), 20_000)),
  ]);
  expect(done, what).toBe(false);
  return value;
}

describe('releases', () => {
  it('publishes a release that reaches a signed-in member’s viewerChanged at once, and lists it first', async () => {
    const token = await freshToken(gw, demoUsers.member);
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}`, language: 'en' }, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate<ViewerValue['data'] & object>({ query: 'subscription { viewerChanged { id newReleaseNotifications { notificationId releaseVersion } } }' });
    const live = await next(events as AsyncIterator<ViewerValue>, 'the live viewer');
    expect(live.data?.viewerChanged.newReleaseNotifications.map((n) => n.releaseVersion)).not.toContain(version);

    const published = await gw.gql(publish, { input: { releaseVersion: version, notesDa: 'Kontrakter og kort.', notesEn: 'Contracts and maps.' } }, admin, da);
    expect(published.errors).toBeUndefined();
    const release = published.data!.publishRelease.release;
    expect(release).toMatchObject({ releaseVersion: version, title: `Version ${version}`, notes: 'Kontrakter og kort.', read: false, createdByName: 'Mette Nielsen' });

    const changed = await next(events as AsyncIterator<ViewerValue>, 'viewerChanged after the release');
    expect(changed.data?.viewerChanged.newReleaseNotifications[0]).toEqual({ notificationId: release.releaseId, releaseVersion: version });

    const list = await gw.gql<{ releases: { totalCount: number; edges: { node: { id: string; releaseVersion: string; notes: string; read: boolean } }[] } }>(
      '{ releases(first: 5) { totalCount edges { node { id releaseVersion notes read } } } }',
      {},
      member,
    );
    expect(list.data?.releases.edges[0]?.node).toMatchObject({ id: release.id, releaseVersion: version, read: false });
    expect(list.data!.releases.totalCount).toBeGreaterThanOrEqual(3);
    const { data } = await gw.gql('query ($id: ID!) { node(id: $id) { ... on Release { releaseVersion } } }', { id: release.id }, member);
    expect(data?.node).toEqual({ releaseVersion: version });
  }, 60_000);

  it('refuses a version published before, bad input and callers who may not publish', async () => {
    const again = await gw.gql(publish, { input: { releaseVersion: '1.49.3', notesDa: 'a', notesEn: 'b' } }, admin, da);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Version 1.49.3 er allerede udgivet.');
    const bad = await gw.gql(publish, { input: { releaseVersion: 'nyeste', notesDa: 'a', notesEn: 'b' } }, admin, da);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'input.releaseVersion' })]);
    expect(codeOf(await gw.gql(publish, { input: { releaseVersion: '9.9.9', notesDa: 'a', notesEn: 'b' } }, member))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(publish, { input: { releaseVersion: '9.9.9', notesDa: 'a', notesEn: 'b' } }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gw.gql('{ releases { totalCount } }', {}, null))).toBe('UNAUTHENTICATED');
  });
});
