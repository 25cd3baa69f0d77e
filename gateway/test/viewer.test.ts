import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const viewerQuery = `query Viewer {
  viewer {
    id
    user { id userId email firstName lastName name createdAt roles { roleId name organizationId } organizations { organizationId name } }
    config { language utcOffset }
    abilities { action subject conditions fields inverted reason }
    roleAbilities { action subject inverted }
  }
}`;

type Rule = { action: string[]; subject: string[]; inverted: boolean };
const can = (rules: Rule[], action: string, subject: string) =>
  rules.some(
    (r) => !r.inverted && (r.action.includes(action) || r.action.includes('manage')) && (r.subject.includes(subject) || r.subject.includes('all')),
  );

describe('viewer', () => {
  it('gives the admin manage-all', async () => {
    const { data, errors } = await gw.gql(viewerQuery, undefined, await tokenFor(gw, demoUsers.admin));
    expect(errors).toBeUndefined();
    expect(data?.viewer.user.email).toBe(demoUsers.admin);
    expect(data?.viewer.abilities).toContainEqual(expect.objectContaining({ action: ['manage'], subject: ['all'], inverted: false }));
    expect(can(data?.viewer.roleAbilities, 'manage', 'all')).toBe(true);
    expect(['da', 'en']).toContain(data?.viewer.config.language);
  });

  it('lets the member read devices but not services', async () => {
    const { data, errors } = await gw.gql(viewerQuery, undefined, await tokenFor(gw, demoUsers.member));
    expect(errors).toBeUndefined();
    const rules: Rule[] = data?.viewer.abilities;
    // Normalised to lists whatever form the API used.
    for (const rule of rules) {
      expect(Array.isArray(rule.action) && Array.isArray(rule.subject)).toBe(true);
    }
    expect(can(rules, 'read', 'Device')).toBe(true);
    expect(can(rules, 'read', 'Service')).toBe(false);
    expect(can(rules, 'manage', 'all')).toBe(false);
    expect(data?.viewer.user.organizations.length).toBeGreaterThanOrEqual(1);
  });

  it('lets the technician read devices and services', async () => {
    const { data, errors } = await gw.gql(viewerQuery, undefined, await tokenFor(gw, demoUsers.technician));
    expect(errors).toBeUndefined();
    expect(can(data?.viewer.abilities, 'read', 'Device')).toBe(true);
    expect(can(data?.viewer.abilities, 'read', 'Service')).toBe(true);
    expect(can(data?.viewer.abilities, 'manage', 'all')).toBe(false);
  });

  it("answers a member's rules within their organisation, NOT_FOUND elsewhere", async () => {
    const token = await tokenFor(gw, demoUsers.member);
    const me = await gw.gql('{ viewer { user { organizations { organizationId } } } }', undefined, token);
    const orgId: string = me.data?.viewer.user.organizations[0].organizationId;
    const inOrg = await gw.gql(
      'query ($id: String!) { viewer { organizationAbilities(organizationId: $id) { action subject conditions } } }',
      { id: orgId },
      token,
    );
    expect(inOrg.errors).toBeUndefined();
    expect(can(inOrg.data?.viewer.organizationAbilities.map((r: Rule) => ({ ...r, inverted: false })), 'read', 'Device')).toBe(true);

    const elsewhere = await gw.gql(
      'query ($id: String!) { viewer { organizationAbilities(organizationId: $id) { action } } }',
      { id: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
  });
});

describe('updateUserConfig', () => {
  const mutation = `mutation ($input: UpdateUserConfigInput!) { updateUserConfig(input: $input) { config { language utcOffset } } }`;

  it('stores the change and the viewer sees it', async () => {
    const token = await tokenFor(gw, demoUsers.technician);
    const result = await gw.gql(mutation, { input: { language: 'en', utcOffset: 2 } }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUserConfig.config).toEqual({ language: 'en', utcOffset: 2 });
    const after = await gw.gql('{ viewer { config { language utcOffset } } }', undefined, token);
    expect(after.data?.viewer.config).toEqual({ language: 'en', utcOffset: 2 });
    // Only the given field changes.
    const partial = await gw.gql(mutation, { input: { language: 'da' } }, token);
    expect(partial.data?.updateUserConfig.config).toEqual({ language: 'da', utcOffset: 2 });
  });

  it('reports the API validation failure as BAD_USER_INPUT with fields', async () => {
    const result = await gw.gql(mutation, { input: { utcOffset: 99 } }, await tokenFor(gw, demoUsers.technician));
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const fields = result.errors?.[0]?.extensions?.fields as { field: string; message: string }[];
    expect(fields.some((f) => f.field.includes('utcOffset'))).toBe(true);
  });

  it('needs a token', async () => {
    expect(codeOf(await gw.gql(mutation, { input: { language: 'da' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('release notifications', () => {
  it('lists unread notifications and marking one read removes it', async () => {
    const token = await tokenFor(gw, demoUsers.member);
    const list = await gw.gql('{ viewer { newReleaseNotifications { id notificationId releaseVersion createdAt } } }', undefined, token);
    expect(list.errors).toBeUndefined();
    const notifications = list.data?.viewer.newReleaseNotifications as { id: string; notificationId: string; releaseVersion: string | null }[];
    expect(notifications.some((n) => n.releaseVersion === '1.49.3')).toBe(true);
    const first = notifications[0]!;

    // The notification round-trips through node() while it is unread.
    const node = await gw.gql('query ($id: ID!) { node(id: $id) { id ... on ReleaseNotification { notificationId } } }', { id: first.id }, token);
    expect(node.data?.node).toEqual({ id: first.id, notificationId: first.notificationId });

    const marked = await gw.gql(
      `mutation ($input: MarkNotificationReadInput!) {
        markNotificationRead(input: $input) { notificationId viewer { newReleaseNotifications { notificationId } } }
      }`,
      { input: { notificationId: first.notificationId } },
      token,
    );
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.markNotificationRead.notificationId).toBe(first.notificationId);
    expect(marked.data?.markNotificationRead.viewer.newReleaseNotifications).not.toContainEqual({ notificationId: first.notificationId });

    const again = await gw.gql('{ viewer { newReleaseNotifications { notificationId } } }', undefined, token);
    expect(again.data?.viewer.newReleaseNotifications).not.toContainEqual({ notificationId: first.notificationId });
  });

  it('answers NOT_FOUND for an unknown notification', async () => {
    const result = await gw.gql(
      'mutation ($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notificationId } }',
      { input: { notificationId: '00000000-0000-4000-8000-000000000000' } },
      await tokenFor(gw, demoUsers.member),
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
  });
});

describe('node', () => {
  it('round-trips User and Viewer ids, and null for foreign or malformed ids', async () => {
    const token = await tokenFor(gw, demoUsers.admin);
    const { data } = await gw.gql('{ viewer { id user { id userId email } } }', undefined, token);
    const result = await gw.gql(
      `query ($user: ID!, $viewer: ID!) {
        user: node(id: $user) { id ... on User { email } }
        viewer: node(id: $viewer) { id ... on Viewer { user { email } } }
        bad: node(id: "not-an-id") { id }
        unknownUser: node(id: "VXNlcjpmb28") { id }
        all: nodes(ids: [$user, $viewer, "bm9wZQ"]) { id }
      }`,
      { user: data?.viewer.user.id, viewer: data?.viewer.id },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toEqual({ id: data?.viewer.user.id, email: demoUsers.admin });
    expect(result.data?.viewer).toEqual({ id: data?.viewer.id, user: { email: demoUsers.admin } });
    expect(result.data?.bad).toBeNull();
    expect(result.data?.unknownUser).toBeNull();
    expect(result.data?.all).toEqual([{ id: data?.viewer.user.id }, { id: data?.viewer.id }, null]);

    // Another user's viewer id does not resolve: a viewer is a session.
    const other = await gw.gql('query ($id: ID!) { node(id: $id) { id } }', { id: data?.viewer.id }, await tokenFor(gw, demoUsers.member));
    expect(other.data?.node).toBeNull();
  });

  it('keeps Viewer.id stable per user', async () => {
    const token = await tokenFor(gw, demoUsers.technician);
    const a = await gw.gql('{ viewer { id } }', undefined, token);
    const b = await gw.gql('{ viewer { id } }', undefined, token);
    expect(a.data?.viewer.id).toBe(b.data?.viewer.id);
  });
});
