import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { SERVICE_CENTER_CHANGED } from '../../../../src/events/serviceCenterChanged.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'manager', string> = {} as never;
const URL = '/api/v1/service-centers';

interface Center {
  _id: string;
  name: string;
  address: string | null;
  geo: { lat: number; lon: number } | null;
  isActive: boolean;
  users: { _id: string; email: string }[];
  organizations: { _id: string; name: string }[];
  technicianCount: number;
  openOrderCount: number;
  createdAt: string;
  updatedAt: string;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? t.auth(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const ids: Record<'aarhusOrg' | 'vejleOrg' | 'member' | 'technicianUser' | 'aarhus' | 'koge' | 'kolding', string> = {} as never;
async function idOf(table: 'organizations' | 'users', column: 'slug' | 'email', value: string): Promise<string> {
  const { rows } = await t.database.db.execute<{ id: string }>(sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`);
  return rows[0]!.id;
}
async function centerId(name: string): Promise<string> {
  const [row] = await t.database.db.select().from(schema.serviceCenters).where(eq(schema.serviceCenters.name, name));
  return row!.id;
}

/** Events published on `app_events` while the test runs (a real LISTEN on the database). */
const events: { type: string; data: Record<string, unknown>; audience: Record<string, unknown> }[] = [];
async function waitForEvent(match: (e: (typeof events)[number]) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.manager = await t.login('peter.rasmussen@example.com');
  ids.aarhusOrg = await idOf('organizations', 'slug', 'aarhus-kommune');
  ids.vejleOrg = await idOf('organizations', 'slug', 'vejle-forsyning');
  ids.member = await idOf('users', 'email', 'member@example.com');
  ids.technicianUser = await idOf('users', 'email', 'technician@example.com');
  ids.aarhus = await centerId('Servicecenter Aarhus');
  ids.koge = await centerId('Servicecenter Køge');
  ids.kolding = await centerId('Servicecenter Kolding');
  await t.database.listen('app_events', (payload) => {
    const event = JSON.parse(payload) as (typeof events)[number];
    if (event.type === SERVICE_CENTER_CHANGED) events.push(event);
  });
});
afterAll(() => t?.close());

describe('GET /service-centers', () => {
  it('pages every centre for an administrator, by name, with staff, served organisations and counts', async () => {
    const response = await call('GET', `${URL}?perPage=10`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Center[]; page: number; perPage: number; total: number; lastPage: number }>();
    expect(body).toMatchObject({ page: 1, perPage: 10, total: 4, lastPage: 1 });
    expect(body.data.map((c) => c.name)).toEqual(['Servicecenter Aalborg', 'Servicecenter Aarhus', 'Servicecenter Kolding', 'Servicecenter Køge']);
    const aarhus = body.data.find((c) => c._id === ids.aarhus)!;
    expect(aarhus.geo).toEqual({ lat: 56.1496, lon: 10.1694 });
    expect(aarhus.organizations.map((o) => o._id)).toContain(ids.aarhusOrg);
    expect(aarhus.users.map((u) => u.email)).toContain('technician@example.com');
    expect(aarhus.technicianCount).toBe(2);
    expect(aarhus.createdAt).toMatch(/Z$/);
  });

  it('searches mid-word in any case, filters by activation, sorts and pages', async () => {
    const search = (await call('GET', `${URL}?search=ARHU`, tokens.admin)).json<{ data: Center[] }>();
    expect(search.data.map((c) => c.name)).toEqual(['Servicecenter Aarhus']);
    const wildcard = (await call('GET', `${URL}?search=${encodeURIComponent('%')}`, tokens.admin)).json<{ total: number }>();
    expect(wildcard.total).toBe(0);
    const inactive = (await call('GET', `${URL}?isActive=false`, tokens.admin)).json<{ data: Center[] }>();
    expect(inactive.data.map((c) => c._id)).toEqual([ids.kolding]);
    const reversed = (await call('GET', `${URL}?sort=-name&perPage=10&page=1`, tokens.admin)).json<{ data: Center[] }>();
    expect(reversed.data[0]!.name).toBe('Servicecenter Køge');
    const pastEnd = (await call('GET', `${URL}?page=9`, tokens.admin)).json<{ data: Center[]; total: number }>();
    expect(pastEnd).toMatchObject({ data: [], total: 4 });
    const serving = (await call('GET', `${URL}?organizationIds=${ids.aarhusOrg}`, tokens.admin)).json<{ data: Center[] }>();
    expect(serving.data.map((c) => c._id)).toEqual([ids.aarhus]);
  });

  it('refuses page sizes other than 10, 20, 30, 50, 100 and over-long searches', async () => {
    for (const query of ['perPage=15', 'perPage=1000', 'page=0', `search=${'x'.repeat(201)}`, 'search=%00', 'sort=email', 'isActive=yes', 'organizationIds=x']) {
      const response = await call('GET', `${URL}?${query}`, tokens.admin);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
  });

  it('shows a technician only the centres they work in', async () => {
    const body = (await call('GET', URL, tokens.technician)).json<{ data: Center[]; total: number }>();
    expect(body.data.map((c) => c._id)).toEqual([ids.aarhus]);
    expect((await call('GET', `${URL}/${ids.aarhus}`, tokens.technician)).statusCode).toBe(200);
    const other = await call('GET', `${URL}/${ids.koge}`, tokens.technician, undefined, { 'accept-language': 'en' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'The service centre does not exist.' });
  });

  it('answers 401 to the anonymous and 403 to a member whose rules grant no centre', async () => {
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    expect((await call('GET', `${URL}/${ids.aarhus}`, null)).statusCode).toBe(401);
    const member = await call('GET', URL, tokens.member);
    expect(member.statusCode).toBe(403);
    expectErrorShape(member.json(), 'FORBIDDEN');
  });

  it("shows a member the centres serving their organisation once their role says so, and 404 for another's", async () => {
    const [role] = await t.database.db
      .select({ id: schema.roles.id })
      .from(schema.roles)
      .where(and(eq(schema.roles.name, 'Medlem'), eq(schema.roles.organizationId, ids.aarhusOrg)));
    await t.database.db
      .insert(schema.roleRules)
      .values({ roleId: role!.id, action: ['read'], subject: ['ServiceCenter'], conditions: { organizationIds: '${organizationId}' }, position: 99 });
    const body = (await call('GET', URL, tokens.member)).json<{ data: Center[] }>();
    expect(body.data.map((c) => c._id)).toEqual([ids.aarhus]);
    expect((await call('GET', `${URL}/${ids.aarhus}`, tokens.member)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${ids.koge}`, tokens.member)).statusCode).toBe(404);
    // Read-only: writing needs update ServiceCenter.
    expect((await call('PATCH', `${URL}/${ids.aarhus}`, tokens.member, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `${URL}/${ids.aarhus}`, tokens.member)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown centre and 400 for a malformed id', async () => {
    expect((await call('GET', `${URL}/00000000-0000-4000-8000-000000000000`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `${URL}/not-an-id`, tokens.admin)).statusCode).toBe(400);
  });
});

describe('POST, PATCH and DELETE /service-centers', () => {
  let created: Center;

  it('creates a centre with geo, staff and served organisations, audited and announced', async () => {
    const response = await call('POST', URL, tokens.admin, {
      name: '  Servicecenter Vejle  ',
      address: ' Bygholm Søpark 21\n 7100 Vejle ',
      geo: { lat: 55.7113, lon: 9.5357 },
      userIds: [ids.member, ids.member],
      organizationIds: [ids.vejleOrg],
    });
    expect(response.statusCode).toBe(201);
    created = response.json<Center>();
    expect(created).toMatchObject({
      name: 'Servicecenter Vejle',
      // One line, as lists and the order form show it.
      address: 'Bygholm Søpark 21, 7100 Vejle',
      geo: { lat: 55.7113, lon: 9.5357 },
      isActive: true,
      technicianCount: 0,
      openOrderCount: 0,
      organizations: [{ _id: ids.vejleOrg }],
    });
    expect(created.users.map((u) => u._id)).toEqual([ids.member]);
    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, created._id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'serviceCenter.create', subject: 'ServiceCenter' });
    expect(audit[0]!.changes).toMatchObject({
      name: { before: null, after: 'Servicecenter Vejle' },
      address: { before: null, after: 'Bygholm Søpark 21, 7100 Vejle' },
      organizationIds: { after: [ids.vejleOrg] },
    });
    // A dispatcher finds a centre by its town as well as by its name.
    const found = await call('GET', `${URL}?search=s%C3%B8PARK`, tokens.admin);
    expect(found.json<{ data: Center[] }>().data.map((c) => c.name)).toEqual(['Servicecenter Vejle']);
    const event = await waitForEvent((e) => e.data.serviceCenterId === created._id && e.data.kind === 'CREATED');
    expect(event.audience).toMatchObject({ admins: true, userIds: [ids.member] });
  });

  it('refuses a taken name in any case (409), unknown users or organisations (400), bad geo and unknown keys', async () => {
    const taken = await call('POST', URL, tokens.admin, { name: 'SERVICECENTER AARHUS' }, { 'accept-language': 'da' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'Der findes allerede et servicecenter med navnet "SERVICECENTER AARHUS".' });
    const unknownUser = await call('POST', URL, tokens.admin, { name: 'X', userIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().fields).toEqual([{ field: 'userIds', message: expect.stringContaining('00000000-0000-4000-8000-000000000001') }]);
    const unknownOrg = await call('POST', URL, tokens.admin, { name: 'X', organizationIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(unknownOrg.statusCode).toBe(400);
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(201) },
      { name: 'a\u0000b' },
      { name: 'X', geo: { lat: 'NaN', lon: 0 } },
      { name: 'X', geo: { lat: 91, lon: 0 } },
      { name: 'X', geo: { lat: 1 } },
      { name: 'X', extra: true },
      { name: 'X', address: 'x'.repeat(301) },
      { name: 'X', address: 7100 },
      { name: 'X', userIds: ['nope'] },
      { name: 'X', userIds: Array.from({ length: 501 }, () => ids.member) },
    ]) {
      const response = await call('POST', URL, tokens.admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
    expect(await t.database.db.select().from(schema.serviceCenters).where(eq(schema.serviceCenters.name, 'X'))).toHaveLength(0);
  });

  it('needs create ServiceCenter: a technician and a member are refused', async () => {
    expect((await call('POST', URL, tokens.technician, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('POST', URL, tokens.member, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('POST', URL, null, { name: 'Mine' })).statusCode).toBe(401);
  });

  it('changes only the fields sent, replaces the lists, and audits what changed', async () => {
    const response = await call('PATCH', `${URL}/${created._id}`, tokens.manager, { name: 'Servicecenter Vejle Nord', userIds: [], geo: null, address: '  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Center>()).toMatchObject({ name: 'Servicecenter Vejle Nord', address: null, users: [], geo: null, organizations: [{ _id: ids.vejleOrg }] });
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, created._id), eq(schema.auditLog.action, 'serviceCenter.update')));
    expect(audit!.changes).toEqual({
      name: { before: 'Servicecenter Vejle', after: 'Servicecenter Vejle Nord' },
      address: { before: 'Bygholm Søpark 21, 7100 Vejle', after: null },
      geo: { before: { lat: 55.7113, lon: 9.5357 }, after: null },
      userIds: { before: [ids.member], after: [] },
    });
    expect((await call('PATCH', `${URL}/${created._id}`, tokens.admin, { name: 'servicecenter aarhus' })).statusCode).toBe(409);
    expect((await call('PATCH', `${URL}/${created._id}`, tokens.admin, { isActive: 'no' })).statusCode).toBe(400);
    expect((await call('PATCH', `${URL}/00000000-0000-4000-8000-000000000000`, tokens.admin, { isActive: false })).statusCode).toBe(404);
  });

  it('deactivates and activates a centre with isActive', async () => {
    const off = await call('PATCH', `${URL}/${created._id}`, tokens.admin, { isActive: false });
    expect(off.json<Center>().isActive).toBe(false);
    const on = await call('PATCH', `${URL}/${created._id}`, tokens.admin, { isActive: true });
    expect(on.json<Center>().isActive).toBe(true);
    const actions = await t.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, created._id))
      .orderBy(schema.auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(['serviceCenter.create', 'serviceCenter.update', 'serviceCenter.deactivate', 'serviceCenter.activate']);
  });

  it('refuses to delete a centre with open service orders (409), and deletes one without', async () => {
    const open = await call('GET', `${URL}/${ids.aarhus}`, tokens.admin);
    expect(open.json<Center>().openOrderCount).toBeGreaterThan(0);
    const refused = await call('DELETE', `${URL}/${ids.aarhus}`, tokens.admin, undefined, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.json(), 'CONFLICT');
    expect(refused.json().message).toContain('open service orders');
    expect((await call('GET', `${URL}/${ids.aarhus}`, tokens.admin)).statusCode).toBe(200);

    expect((await call('DELETE', `${URL}/${created._id}`, tokens.technician)).statusCode).toBe(403);
    const deleted = await call('DELETE', `${URL}/${created._id}`, tokens.admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `${URL}/${created._id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${created._id}`, tokens.admin)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, created._id), eq(schema.auditLog.action, 'serviceCenter.delete')));
    expect(audit!.changes).toMatchObject({ name: { before: 'Servicecenter Vejle Nord', after: null } });
    await waitForEvent((e) => e.data.serviceCenterId === created._id && e.data.kind === 'DELETED');
  });
});
