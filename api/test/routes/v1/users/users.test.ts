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

  it('validates paging', async () => {
    const response = await get('/api/v1/users?page=0', tokens.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('page');
  });
});
