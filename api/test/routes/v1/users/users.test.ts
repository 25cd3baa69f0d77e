import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'orgAdmin', string> = {} as never;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.orgAdmin = await t.login('sofie.jensen@example.com');
  for (const user of await t.database.db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users)) {
    ids[user.email] = user.id;
  }
});
afterAll(() => t?.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: t.auth(token) });

describe('GET /api/v1/users/me', () => {
  it("answers the token's user", async () => {
    const response = await get('/api/v1/users/me', tokens.member);
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({ _id: ids['member@example.com'], email: 'member@example.com', name: `${me.firstName} ${me.lastName}` });
    expect(me.organizations).toHaveLength(1);
    expect(me.roles[0]).toMatchObject({ organizationId: me.organizations[0]._id });
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('lets anyone read themself', async () => {
    const response = await get(`/api/v1/users/${ids['member@example.com']}`, tokens.member);
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for another user to a member without read User (no probing)", async () => {
    const other = await get(`/api/v1/users/${ids['sofie.jensen@example.com']}`, tokens.member);
    expect(other.statusCode).toBe(404);
    expectErrorShape(other.json(), 'NOT_FOUND');
    const missing = await get('/api/v1/users/00000000-0000-4000-8000-000000000000', tokens.member);
    expect(missing.json()).toEqual(other.json());
  });

  it("lets an organisation admin read their organisation's users but not another organisation's", async () => {
    const sofie = (await get('/api/v1/users/me', tokens.orgAdmin)).json();
    const orgId = sofie.organizations[0]._id;
    const members = await t.database.db.select().from(schema.organizationMembers);
    const colleague = members.find((m) => m.organizationId === orgId && m.userId !== sofie._id);
    const outsider = members.find((m) => !members.some((n) => n.userId === m.userId && n.organizationId === orgId));
    if (colleague) expect((await get(`/api/v1/users/${colleague.userId}`, tokens.orgAdmin)).statusCode).toBe(200);
    expect(outsider).toBeDefined();
    expect((await get(`/api/v1/users/${outsider!.userId}`, tokens.orgAdmin)).statusCode).toBe(404);
  });

  it('lets the admin read anyone, and 404s an unknown id', async () => {
    expect((await get(`/api/v1/users/${ids['member@example.com']}`, tokens.admin)).statusCode).toBe(200);
    expect((await get('/api/v1/users/00000000-0000-4000-8000-000000000000', tokens.admin)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await get('/api/v1/users/not-a-uuid', tokens.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('id');
  });
});

describe('GET /api/v1/users', () => {
  it('pages through every user for the admin', async () => {
    const first = (await get('/api/v1/users?perPage=3', tokens.admin)).json();
    expect(first).toMatchObject({ page: 1, perPage: 3, total: Object.keys(ids).length });
    expect(first.data).toHaveLength(3);
    expect(first.lastPage).toBe(Math.ceil(first.total / 3));
    const second = (await get('/api/v1/users?perPage=3&page=2', tokens.admin)).json();
    expect(second.data[0]._id).not.toBe(first.data[0]._id);
  });

  it("scopes an organisation admin's list to their organisations", async () => {
    const body = (await get('/api/v1/users?perPage=100', tokens.orgAdmin)).json();
    const orgId = (await get('/api/v1/users/me', tokens.orgAdmin)).json().organizations[0]._id;
    expect(body.total).toBe(body.data.length);
    expect(body.total).toBeLessThan(Object.keys(ids).length);
    for (const user of body.data) expect(user.organizations.map((o: { _id: string }) => o._id)).toContain(orgId);
  });

  it('forbids a member without read User', async () => {
    const response = await get('/api/v1/users', tokens.member);
    expect(response.statusCode).toBe(403);
    expectErrorShape(response.json(), 'FORBIDDEN');
  });

  it('finds users by any part of their name or e-mail, in any case', async () => {
    const names = async (query: string, token = tokens.admin) => {
      const response = await get(`/api/v1/users?perPage=100&${query}`, token);
      expect(response.statusCode).toBe(200);
      return (response.json().data as { email: string }[]).map((u) => u.email);
    };
    // Mid-word in the last name, any case; the whole name across first and last; part of the e-mail.
    expect(await names('search=ANSE')).toContain('member@example.com');
    expect(await names(`search=${encodeURIComponent('jens hans')}`)).toEqual(['member@example.com']);
    expect(await names('search=ofie.jen')).toEqual(['sofie.jensen@example.com']);
    expect(await names('search=%C3%B8rensen')).toEqual(['ida.soerensen@example.com']);
    // LIKE's own characters are literal, not wildcards.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    // The search stays within the caller's scope.
    expect(await names('search=example.com', tokens.orgAdmin)).not.toContain('member@example.com');
  });

  it('filters by activity, organisation and role, and combines them', async () => {
    const db = t.database.db;
    const [aarhus] = await db.select().from(schema.organizations).where(eq(schema.organizations.slug, 'aarhus-kommune'));
    const memberIds = (await db.select().from(schema.organizationMembers).where(eq(schema.organizationMembers.organizationId, aarhus!.id))).map((m) => m.userId);
    const inAarhus = (await get(`/api/v1/users?perPage=100&organizationIds=${aarhus!.id}`, tokens.admin)).json();
    expect(inAarhus.data.map((u: { _id: string }) => u._id).sort()).toEqual([...memberIds].sort());

    const [technicianRole] = await db.select().from(schema.roles).where(and(eq(schema.roles.name, 'Technician'), isNull(schema.roles.organizationId)));
    const technicians = (await get(`/api/v1/users?perPage=100&roleIds=${technicianRole!.id}`, tokens.admin)).json();
    expect(technicians.total).toBeGreaterThan(1);
    for (const user of technicians.data) expect(user.roles.map((r: { _id: string }) => r._id)).toContain(technicianRole!.id);

    const inactiveEmails = async () =>
      (await get('/api/v1/users?perPage=100&isActive=false', tokens.admin)).json().data.map((u: { email: string; isActive: boolean }) => {
        expect(u.isActive).toBe(false);
        return u.email;
      });
    const before = await inactiveEmails();
    await db.update(schema.users).set({ isActive: false }).where(eq(schema.users.email, 'niels.poulsen@example.com'));
    try {
      expect((await inactiveEmails()).sort()).toEqual([...before, 'niels.poulsen@example.com'].sort());
      const activeTechnicians = (await get(`/api/v1/users?perPage=100&isActive=true&roleIds=${technicianRole!.id}`, tokens.admin)).json();
      expect(activeTechnicians.total).toBe(technicians.total - 1);
    } finally {
      await db.update(schema.users).set({ isActive: true }).where(eq(schema.users.email, 'niels.poulsen@example.com'));
    }
    // A filter naming organisations outside the caller's scope finds nobody there.
    const sofie = (await get('/api/v1/users/me', tokens.orgAdmin)).json();
    expect((await get(`/api/v1/users?organizationIds=${aarhus!.id}`, tokens.orgAdmin)).json().total).toBe(0);
    expect((await get(`/api/v1/users?organizationIds=${sofie.organizations[0]._id}`, tokens.orgAdmin)).json().total).toBeGreaterThan(0);
  });

  it('orders by name, e-mail or creation, either way, without overlapping pages', async () => {
    const all = async (sort: string) => {
      const body = (await get(`/api/v1/users?perPage=100&sort=${sort}`, tokens.admin)).json();
      return body.data as { _id: string; email: string; firstName: string; lastName: string; createdAt: string }[];
    };
    const byEmail = (await all('email')).map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await all('-email')).map((u) => u.email)).toEqual([...byEmail].reverse());
    const byName = (await all('name')).map((u) => `${u.lastName} ${u.firstName}`.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await all('-name')).map((u) => u._id)).toEqual((await all('name')).map((u) => u._id).reverse());
    const created = (await all('-createdAt')).map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    // Two pages of 3 by e-mail are the first six e-mails.
    const pages = [1, 2].map((page) => get(`/api/v1/users?perPage=3&page=${page}&sort=email`, tokens.admin));
    const emails = (await Promise.all(pages)).flatMap((r) => r.json().data.map((u: { email: string }) => u.email));
    expect(emails).toEqual(byEmail.slice(0, 6));
  });

  it('refuses bad filters on their field', async () => {
    for (const [query, field] of [
      ['sort=password', 'sort'],
      ['isActive=yes', 'isActive'],
      ['organizationIds=not-an-id', 'organizationIds'],
      ['roleIds=1,2', 'roleIds'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['perPage=10001', 'perPage'],
      ['colour=red', ''],
    ] as const) {
      const response = await get(`/api/v1/users?${query}`, tokens.admin);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      if (field) expect(response.json().fields[0].field, query).toBe(field);
    }
  });

  it('validates paging', async () => {
    const response = await get('/api/v1/users?page=0', tokens.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('page');
  });
});
