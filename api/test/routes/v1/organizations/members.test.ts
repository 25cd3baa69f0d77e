import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { waitFor } from '../../../events/readEvents.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

// An organisation's members: who may list, invite, change and remove them; an invitation's link
// sets the new account's password (the reset machinery); a change of rights ends the member's
// event streams at once, so their open sessions come back with the new rights.

let t: TestApp;
let baseUrl: string;
const tokens = { admin: '', member: '', vejleAdmin: '' };
const ids: Record<string, string> = {};
const roleIds: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [tokens.admin, tokens.member, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  const db = t.database.db;
  for (const row of await db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations)) ids[row.slug] = row.id;
  for (const role of await db.select().from(schema.roles)) {
    if (role.organizationId) (roleIds[role.organizationId] ??= {})[role.name] = role.id;
  }
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...t.auth(token), 'accept-language': language }, ...(payload ? { payload } : {}) });
const membersUrl = (slug: string) => `/api/v1/organizations/${ids[slug]}/members`;
const userIdOf = async (email: string) => (await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(desc(schema.auditLog.id)).limit(1))[0];

describe('GET /organizations/{id}/members', () => {
  it('lists the members with their roles in the organisation, searched and paged', async () => {
    const response = await call('GET', membersUrl('aarhus-kommune'), tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const jens = body.data.find((m: { email: string }) => m.email === 'member@example.com');
    expect(jens).toMatchObject({ name: 'Jens Hansen', pending: false, isActive: true, roles: [{ name: 'Medlem' }] });
    expect(body.total).toBe(body.data.length);

    const searched = (await call('GET', `${membersUrl('aarhus-kommune')}?search=HANSEN`, tokens.admin)).json();
    expect(searched.data.map((m: { email: string }) => m.email)).toEqual(['member@example.com']);
    const paged = (await call('GET', `${membersUrl('aarhus-kommune')}?perPage=10&page=99`, tokens.admin)).json();
    expect(paged).toMatchObject({ data: [], page: 99, total: body.total });
  });

  it("lets an organisation's administrator read its members, not another's; a plain member reads none", async () => {
    expect((await call('GET', membersUrl('vejle-forsyning'), tokens.vejleAdmin)).statusCode).toBe(200);
    expect((await call('GET', membersUrl('aarhus-kommune'), tokens.vejleAdmin)).statusCode).toBe(404);
    const member = await call('GET', membersUrl('aarhus-kommune'), tokens.member);
    expect(member.statusCode).toBe(403);
    expectErrorShape(member.json(), 'FORBIDDEN');
  });

  it("offers the organisation's own roles only", async () => {
    const roles = (await call('GET', `/api/v1/organizations/${ids['vejle-forsyning']}/member-roles`, tokens.vejleAdmin)).json().data;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Administrator', 'Medlem']);
    expect(roles.map((r: { _id: string }) => r._id).sort()).toEqual(Object.values(roleIds[ids['vejle-forsyning']!]!).sort());
  });
});

describe('inviting a member', () => {
  it('creates a pending account, e-mails a one-time link that sets its password, and the member signs in', async () => {
    const before = t.sentMail.length;
    const response = await call('POST', membersUrl('vejle-forsyning'), tokens.vejleAdmin, {
      email: '  Ny.Kollega@Example.com ',
      firstName: 'Ny',
      lastName: 'Kollega',
      language: 'en',
      roleIds: [roleIds[ids['vejle-forsyning']!]!.Medlem],
    });
    expect(response.statusCode, response.body).toBe(201);
    const member = response.json();
    expect(member).toMatchObject({ email: 'ny.kollega@example.com', name: 'Ny Kollega', pending: true, roles: [{ name: 'Medlem' }] });
    expect(await lastAudit('member.invite')).toMatchObject({ subjectId: member._id, organizationId: ids['vejle-forsyning'], changes: { newAccount: { after: true } } });

    // The e-mail goes in the background.
    await expect.poll(() => t.sentMail.length).toBe(before + 1);
    const mail = t.sentMail.at(-1)!.message;
    expect(mail.to).toBe('ny.kollega@example.com');
    expect(mail.subject).toBe('You are invited to Vejle Forsyning on FieldSense');
    const link = /http:\/\/localhost:4000\/password\/new\?token=([^&\s]+)&invite=1/.exec(mail.text);
    expect(link).not.toBeNull();

    // No password yet: nobody signs in as them.
    const early = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'ny.kollega@example.com', password: 'anything-at-all' } });
    expect(early.statusCode).toBe(401);

    const set = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/new', payload: { token: decodeURIComponent(link![1]!), password: 'Velkommen123!' } });
    expect(set.statusCode, set.body).toBe(200);
    const token = await t.login('ny.kollega@example.com', 'Velkommen123!');
    const devices = await t.app.inject({ url: '/api/v1/devices', headers: t.auth(token) });
    expect(devices.json().data.every((d: { owner: { _id: string } }) => d.owner._id === ids['vejle-forsyning'])).toBe(true);
    expect(devices.json().total).toBeGreaterThan(0);
    expect((await call('GET', `${membersUrl('vejle-forsyning')}/${member._id}`, tokens.vejleAdmin)).json().pending).toBe(false);
    // The link works once.
    const twice = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/new', payload: { token: decodeURIComponent(link![1]!), password: 'Another123!' } });
    expect(twice.statusCode).toBe(400);
  });

  it('adds an existing account at once, without a link; refuses a second time and foreign roles', async () => {
    const before = t.sentMail.length;
    const added = await call('POST', membersUrl('vejle-forsyning'), tokens.admin, { email: 'member@example.com' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ pending: false, roles: [] });
    const again = await call('POST', membersUrl('vejle-forsyning'), tokens.admin, { email: 'member@example.com' }, 'da');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('member@example.com er allerede medlem af organisationen.');
    const foreignRole = await call('POST', membersUrl('vejle-forsyning'), tokens.admin, {
      email: 'someone.new@example.com',
      roleIds: [roleIds[ids['aarhus-kommune']!]!.Administrator],
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().fields[0].field).toBe('roleIds');
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.email, 'someone.new@example.com'))).toEqual([]);
    expect(t.sentMail.length).toBe(before);
    await call('DELETE', `${membersUrl('vejle-forsyning')}/${added.json()._id}`, tokens.admin);
  });

  it('is refused to a plain member (403) and for another organisation (404); bad input is 400', async () => {
    expect((await call('POST', membersUrl('aarhus-kommune'), tokens.member, { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await call('POST', membersUrl('aarhus-kommune'), tokens.vejleAdmin, { email: 'x@example.com' })).statusCode).toBe(404);
    const bad = await call('POST', membersUrl('vejle-forsyning'), tokens.vejleAdmin, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('email');
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.email, 'x@example.com'))).toEqual([]);
  });

  it('sends a pending member a new link on request, and refuses for one who has a password', async () => {
    const invited = (await call('POST', membersUrl('vejle-forsyning'), tokens.vejleAdmin, { email: 'later@example.com' })).json();
    const before = t.sentMail.length;
    const resent = await call('POST', `${membersUrl('vejle-forsyning')}/${invited._id}/invitation`, tokens.vejleAdmin);
    expect(resent.statusCode).toBe(202);
    await expect.poll(() => t.sentMail.length).toBe(before + 1);
    expect(t.sentMail.at(-1)!.message.subject).toBe('Du er inviteret til Vejle Forsyning i FieldSense');
    expect(await lastAudit('member.invitation.resend')).toMatchObject({ subjectId: invited._id });
    const sofie = await userIdOf('sofie.jensen@example.com');
    expect((await call('POST', `${membersUrl('vejle-forsyning')}/${sofie}/invitation`, tokens.vejleAdmin)).statusCode).toBe(409);
  });
});

describe("changing a member's roles and removing a member", () => {
  /** An open event stream of the token, and a promise that resolves when the server ends it. */
  async function openStream(token: string) {
    const response = await fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(token) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    // Subscribed (LISTEN) before the change, or the change could come first.
    await waitFor(() => t.app.events.subscriberCount === 1);
    // In an object: an async function returning the promise itself would wait for the end.
    return { ended };
  }

  it('replaces the roles in the organisation (audited), and the member has the new rights at once', async () => {
    const jens = await userIdOf('member@example.com');
    const aarhus = ids['aarhus-kommune']!;
    const session = await t.login('member@example.com');
    expect((await call('GET', membersUrl('aarhus-kommune'), session)).statusCode).toBe(403);
    const stream = await openStream(session);

    const admin = roleIds[aarhus]!.Administrator!;
    const changed = await call('PATCH', `${membersUrl('aarhus-kommune')}/${jens}`, tokens.admin, { roleIds: [admin] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().roles.map((r: { name: string }) => r.name)).toEqual(['Administrator']);
    expect((await lastAudit('member.update'))!.changes).toEqual({ roleIds: { before: [roleIds[aarhus]!.Medlem], after: [admin] } });
    // The stream that was opened with the old rights ends; the same token reads with the new ones.
    expect(await stream.ended).toBe(true);
    expect((await call('GET', membersUrl('aarhus-kommune'), session)).statusCode).toBe(200);

    const back = await call('PATCH', `${membersUrl('aarhus-kommune')}/${jens}`, tokens.admin, { roleIds: [roleIds[aarhus]!.Medlem] });
    expect(back.json().roles.map((r: { name: string }) => r.name)).toEqual(['Medlem']);
    expect((await call('GET', membersUrl('aarhus-kommune'), session)).statusCode).toBe(403);
  }, 30_000);

  it('refuses a plain member, roles of another organisation and someone who is no member', async () => {
    const jens = await userIdOf('member@example.com');
    expect((await call('PATCH', `${membersUrl('aarhus-kommune')}/${jens}`, tokens.member, { roleIds: [] })).statusCode).toBe(403);
    const foreign = await call('PATCH', `${membersUrl('aarhus-kommune')}/${jens}`, tokens.admin, { roleIds: [roleIds[ids['vejle-forsyning']!]!.Administrator] });
    expect(foreign.statusCode).toBe(400);
    const admin = await userIdOf('admin@example.com');
    const none = await call('PATCH', `${membersUrl('aarhus-kommune')}/${admin}`, tokens.admin, { roleIds: [] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('The user is not a member of the organisation.');
  });

  it('removes the membership and the roles held in it (audited); the account stays, the member loses the organisation at once', async () => {
    const mikkel = await userIdOf('mikkel.andersen@example.com');
    const session = await t.login('mikkel.andersen@example.com');
    expect((await call('GET', `/api/v1/organizations/${ids['odense-vandselskab']}`, session)).statusCode).toBe(200);
    const stream = await openStream(session);

    const removed = await call('DELETE', `${membersUrl('odense-vandselskab')}/${mikkel}`, tokens.admin);
    expect(removed.statusCode).toBe(204);
    expect(await stream.ended).toBe(true);
    expect((await call('GET', `/api/v1/organizations/${ids['odense-vandselskab']}`, session)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(schema.userRoles).where(and(eq(schema.userRoles.userId, mikkel), eq(schema.userRoles.organizationId, ids['odense-vandselskab']!)))).toEqual([]);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, mikkel))).toHaveLength(1);
    expect(await lastAudit('member.remove')).toMatchObject({ subjectId: mikkel, changes: { email: { before: 'mikkel.andersen@example.com', after: null } } });
    expect((await call('DELETE', `${membersUrl('odense-vandselskab')}/${mikkel}`, tokens.admin)).statusCode).toBe(404);
  }, 30_000);
});
