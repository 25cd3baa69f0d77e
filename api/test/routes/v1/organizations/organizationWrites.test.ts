import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

// The organisations list's search, sort and pages, and what an administrator writes: create (with
// the starting roles), rename or move under a group organisation, delete — each audited, each
// refused to whoever may not, a delete refused while the organisation owns devices.

let t: TestApp;
const tokens = { admin: '', member: '', vejleAdmin: '', technician: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.vejleAdmin, tokens.technician] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('technician@example.com'),
  ]);
  for (const row of await t.database.db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations)) ids[row.slug] = row.id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...t.auth(token), 'accept-language': language }, ...(payload ? { payload } : {}) });

const lastAudit = async (action: string) =>
  (await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(desc(schema.auditLog.id)).limit(1))[0];

describe('GET /api/v1/organizations, paged', () => {
  it('searches anywhere in the name, pages and sorts by a count', async () => {
    const everything = (await call('GET', '/api/v1/organizations', tokens.admin)).json();
    expect(everything).toMatchObject({ page: 1, lastPage: 1, total: everything.data.length });

    const found = (await call('GET', '/api/v1/organizations?search=FORSYN&perPage=10', tokens.admin)).json();
    expect(found.data.length).toBeGreaterThan(1);
    expect(found.data.every((o: { name: string }) => o.name.toLowerCase().includes('forsyn'))).toBe(true);
    expect(found).toMatchObject({ perPage: 10, total: found.data.length });

    const page = (await call('GET', '/api/v1/organizations?perPage=2&page=2', tokens.admin)).json();
    expect(page.data.map((o: { _id: string }) => o._id)).toEqual(everything.data.slice(2, 4).map((o: { _id: string }) => o._id));
    expect(page).toMatchObject({ page: 2, perPage: 2, total: everything.total, lastPage: Math.ceil(everything.total / 2) });

    const byDevices = (await call('GET', '/api/v1/organizations?sort=-devices&perPage=100', tokens.admin)).json().data.map((o: { devices: number }) => o.devices);
    expect(byDevices).toEqual([...byDevices].sort((a, b) => b - a));
    // A percent sign is a character, not a wildcard.
    expect((await call('GET', '/api/v1/organizations?search=%25', tokens.admin)).json().data).toEqual([]);
  });

  it('keeps the scope: the member finds only their own organisation', async () => {
    const body = (await call('GET', '/api/v1/organizations?search=a&perPage=10', tokens.member)).json();
    expect(body.data.map((o: { slug: string }) => o.slug)).toEqual(['aarhus-kommune']);
    expect(body.total).toBe(1);
  });
});

describe('POST /api/v1/organizations', () => {
  it('creates an organisation with its starting roles, under a group organisation, audited', async () => {
    const response = await call('POST', '/api/v1/organizations', tokens.admin, { name: '  Køge Å Forsyning ', group_org_id: ids['forsyningsgruppen-syd'] });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Køge Å Forsyning', slug: 'koege-aa-forsyning', devices: 0, members: 0, children: 0, group_org_id: ids['forsyningsgruppen-syd'] });
    const roles = await t.database.db.select({ name: schema.roles.name }).from(schema.roles).where(eq(schema.roles.organizationId, created._id));
    expect(roles.map((r) => r.name).sort()).toEqual(['Administrator', 'Medlem']);
    const audit = await lastAudit('organization.create');
    expect(audit).toMatchObject({ subjectId: created._id, organizationId: created._id, changes: { name: { before: null, after: 'Køge Å Forsyning' } } });
    expect(audit!.actorUserId).toBeTruthy();

    // The same name in another case is taken; the slug of a similar name gets a suffix.
    const again = await call('POST', '/api/v1/organizations', tokens.admin, { name: 'KØGE Å FORSYNING' });
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.json(), 'CONFLICT');
    expect(again.json().message).toBe('An organisation named "KØGE Å FORSYNING" already exists.');
    const similar = (await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Køge-Å Forsyning!' })).json();
    expect(similar.slug).toBe('koege-aa-forsyning-2');
  });

  it('refuses an unknown parent (400 on the field) and whoever may not create organisations (403)', async () => {
    const unknown = await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Orphan', group_org_id: '00000000-0000-4000-8000-000000000000' }, 'da');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'group_org_id', message: 'Den overordnede organisation findes ikke.' }]);
    for (const token of [tokens.member, tokens.vejleAdmin, tokens.technician]) {
      const refused = await call('POST', '/api/v1/organizations', token, { name: 'Not mine' });
      expect(refused.statusCode).toBe(403);
      expectErrorShape(refused.json(), 'FORBIDDEN');
    }
    expect(await t.database.db.select().from(schema.organizations).where(eq(schema.organizations.name, 'Not mine'))).toEqual([]);
  });
});

describe('PATCH /api/v1/organizations/{id}', () => {
  it("lets the organisation's administrator rename it (a new slug), audited before and after", async () => {
    const response = await call('PATCH', `/api/v1/organizations/${ids['vejle-forsyning']}`, tokens.vejleAdmin, { name: 'Vejle Forsyning A/S' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Vejle Forsyning A/S', slug: 'vejle-forsyning-a-s' });
    expect((await lastAudit('organization.update'))!.changes).toEqual({
      name: { before: 'Vejle Forsyning', after: 'Vejle Forsyning A/S' },
      slug: { before: 'vejle-forsyning', after: 'vejle-forsyning-a-s' },
    });
    // Back, so the other tests find it by its slug.
    expect((await call('PATCH', `/api/v1/organizations/${ids['vejle-forsyning']}`, tokens.admin, { name: 'Vejle Forsyning' })).json().slug).toBe('vejle-forsyning');
  });

  it('refuses a loop of group organisations, a taken name, readers (403) and strangers (404)', async () => {
    const group = ids['forsyningsgruppen-syd']!;
    const loop = await call('PATCH', `/api/v1/organizations/${group}`, tokens.admin, { group_org_id: ids['vejle-forsyning'] });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields).toEqual([{ field: 'group_org_id', message: 'An organisation cannot belong to itself or to one of its own sub-organisations.' }]);
    expect((await call('PATCH', `/api/v1/organizations/${group}`, tokens.admin, { group_org_id: group })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/v1/organizations/${group}`, tokens.admin, { name: 'aarhus kommune' })).statusCode).toBe(409);

    const reader = await call('PATCH', `/api/v1/organizations/${ids['aarhus-kommune']}`, tokens.member, { name: 'Mine now' });
    expect(reader.statusCode).toBe(403);
    const stranger = await call('PATCH', `/api/v1/organizations/${ids['aarhus-kommune']}`, tokens.vejleAdmin, { name: 'Mine now' });
    expect(stranger.statusCode).toBe(404);
    expectErrorShape(stranger.json(), 'NOT_FOUND');
    const [aarhus] = await t.database.db.select().from(schema.organizations).where(eq(schema.organizations.id, ids['aarhus-kommune']!));
    expect(aarhus!.name).toBe('Aarhus Kommune');
  });

  it('takes an organisation out of its group with null', async () => {
    const created = (await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Sub of Syd', group_org_id: ids['forsyningsgruppen-syd'] })).json();
    const moved = await call('PATCH', `/api/v1/organizations/${created._id}`, tokens.admin, { group_org_id: null });
    expect(moved.json().group_org_id).toBeNull();
    expect((await lastAudit('organization.update'))!.changes).toEqual({ group_org_id: { before: ids['forsyningsgruppen-syd'], after: null } });
  });
});

describe('DELETE /api/v1/organizations/{id}', () => {
  it('is refused while the organisation owns devices, saying how many, in the caller’s language', async () => {
    const aarhus = (await call('GET', `/api/v1/organizations/${ids['aarhus-kommune']}`, tokens.admin)).json();
    const da = await call('DELETE', `/api/v1/organizations/${aarhus._id}`, tokens.admin, undefined, 'da');
    expect(da.statusCode).toBe(409);
    expectErrorShape(da.json(), 'CONFLICT');
    expect(da.json().message).toBe(`Organisationen kan ikke slettes, mens den ejer enheder (${aarhus.devices}). Flyt eller slet dem først.`);
    expect((await t.database.db.select().from(schema.organizations).where(eq(schema.organizations.id, aarhus._id))).length).toBe(1);
  });

  it('is refused while deleted devices wait in the bin, and while it has contracts', async () => {
    const org = (await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Short-lived' })).json();
    const [model] = await t.database.db.select({ id: schema.deviceModels.id }).from(schema.deviceModels).limit(1);
    const [device] = await t.database.db
      .insert(schema.devices)
      .values({ device: 'short-lived-1', name: 'Short', ownerId: org._id, deviceModelId: model!.id, deletedAt: new Date() })
      .returning();
    const binned = await call('DELETE', `/api/v1/organizations/${org._id}`, tokens.admin);
    expect(binned.statusCode).toBe(409);
    expect(binned.json().message).toBe('The organisation cannot be deleted while its bin holds deleted devices (1). Delete them permanently first.');
    await t.database.db.delete(schema.devices).where(eq(schema.devices.id, device!.id));
    const [pkg] = await t.database.db.select({ id: schema.packages.id }).from(schema.packages).limit(1);
    const [contract] = await t.database.db
      .insert(schema.contracts)
      .values({ organizationId: org._id, packageId: pkg!.id, startDate: '2026-01-01', pricePerDeviceMonth: '10.00' })
      .returning();
    expect((await call('DELETE', `/api/v1/organizations/${org._id}`, tokens.admin)).json().message).toBe(
      'The organisation cannot be deleted while it has contracts (1). Delete them first.',
    );
    await t.database.db.delete(schema.contracts).where(eq(schema.contracts.id, contract!.id));
    expect((await call('DELETE', `/api/v1/organizations/${org._id}`, tokens.admin)).statusCode).toBe(204);
  });

  it('deletes an organisation without devices with its roles and memberships, audited; its sub-organisations stay', async () => {
    const parent = (await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Parent to go' })).json();
    const child = (await call('POST', '/api/v1/organizations', tokens.admin, { name: 'Child to stay', group_org_id: parent._id })).json();
    const invited = await call('POST', `/api/v1/organizations/${parent._id}/members`, tokens.admin, { email: 'member@example.com' });
    expect(invited.statusCode, invited.body).toBe(201);

    for (const token of [tokens.member, tokens.vejleAdmin]) expect([403, 404]).toContain((await call('DELETE', `/api/v1/organizations/${parent._id}`, token)).statusCode);
    const deleted = await call('DELETE', `/api/v1/organizations/${parent._id}`, tokens.admin);
    expect(deleted.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(schema.organizations).where(eq(schema.organizations.id, parent._id))).toEqual([]);
    expect(await db.select().from(schema.roles).where(eq(schema.roles.organizationId, parent._id))).toEqual([]);
    expect(await db.select().from(schema.organizationMembers).where(eq(schema.organizationMembers.organizationId, parent._id))).toEqual([]);
    expect((await call('GET', `/api/v1/organizations/${child._id}`, tokens.admin)).json().group_org_id).toBeNull();
    const audit = await lastAudit('organization.delete');
    expect(audit).toMatchObject({ subjectId: parent._id, organizationId: null, changes: { name: { before: 'Parent to go', after: null }, members: { before: 1, after: 0 } } });
    expect((await call('DELETE', `/api/v1/organizations/${parent._id}`, tokens.admin)).statusCode).toBe(404);
    // The member's own organisation is untouched.
    expect(
      await db
        .select()
        .from(schema.organizationMembers)
        .where(and(eq(schema.organizationMembers.organizationId, ids['aarhus-kommune']!))),
    ).not.toEqual([]);
  });
});
