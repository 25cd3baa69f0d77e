import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/auth/passwords.ts';
import { schema } from '../../../../src/db/client.ts';
import { deviceListItemSchema } from '../../../../src/devices/deviceListItemSchema.ts';
import { organizationSchema } from '../../../../src/organizations/organizationSchema.ts';
import { createTestApp, DEMO_PASSWORD, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'mikkel' | 'orgReader', string> = {} as never;
const get = (url: string, token: string = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...t.auth(token), ...headers } });

interface Organization {
  _id: string;
  name: string;
  slug: string;
  devices: number;
  members: number;
  group_org_id: string | null;
  createdAt: string;
  updatedAt: string;
}
interface Device {
  _id: string;
  name: string;
  device: string;
  serialNumber: string | null;
  owner: { _id: string; name: string };
  createdAt: string;
}
let all: Organization[];
const bySlug = (slug: string) => all.find((o) => o.slug === slug)!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A user whose only role reads one organisation but none of its devices (for the 403 case).
  const [vejle] = await db.select().from(schema.organizations).where(eq(schema.organizations.slug, 'vejle-forsyning'));
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'org.reader@example.com', passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Org', lastName: 'Reader' })
    .returning();
  const [role] = await db.insert(schema.roles).values({ name: 'Organisation reader', organizationId: vejle!.id }).returning();
  await db.insert(schema.roleRules).values({ roleId: role!.id, action: ['read'], subject: ['Organization'], conditions: { id: '${organizationId}' } });
  await db.insert(schema.organizationMembers).values({ organizationId: vejle!.id, userId: user!.id });
  await db.insert(schema.userRoles).values({ userId: user!.id, roleId: role!.id, organizationId: vejle!.id });

  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.mikkel = await t.login('mikkel.andersen@example.com');
  tokens.orgReader = await t.login('org.reader@example.com');
  all = (await get('/api/v1/organizations')).json().data;
});
afterAll(() => t?.close());

/** The organisations the demo technician's service centres serve, read from the database. */
async function servedByTechnician(): Promise<string[]> {
  const result = await t.database.db.execute<{ organization_id: string }>(sql`
    select distinct sco.organization_id from service_center_organizations sco
    join service_centers sc on sc.id = sco.service_center_id and sc.is_active
    join technicians te on te.service_center_id = sc.id and te.is_active
    join users u on u.id = te.user_id and u.email = 'technician@example.com'`);
  return result.rows.map((r) => r.organization_id).sort();
}

describe('GET /api/v1/organizations', () => {
  it('lists every organisation for the admin, by name, with device counts, group organisation and slug', async () => {
    const counts = (
      await t.database.db.execute<{ id: string; name: string; slug: string; parent_id: string | null; devices: number; members: number; children: number }>(sql`
        select o.id, o.name, o.slug, o.parent_id, (select count(*)::int from devices d where d.owner_id = o.id and d.deleted_at is null) as devices,
          (select count(*)::int from organization_members m where m.organization_id = o.id) as members,
          (select count(*)::int from organizations c where c.parent_id = o.id) as children
        from organizations o order by lower(o.name)`)
    ).rows;
    expect(all.map(({ createdAt: _, updatedAt: __, ...o }) => o)).toEqual(
      counts.map((o) => ({ _id: o.id, name: o.name, slug: o.slug, devices: o.devices, members: o.members, group_org_id: o.parent_id, children: o.children })),
    );
    expect(all.some((o) => o.members > 0)).toBe(true);
    for (const organization of all) expect(organizationSchema.strict().parse(organization)).toEqual(organization);
    expect(all.some((o) => o.group_org_id !== null)).toBe(true);
  });

  it('lists only their own organisations for members', async () => {
    expect((await get('/api/v1/organizations', tokens.member)).json().data.map((o: Organization) => o.name)).toEqual(['Aarhus Kommune']);
    expect((await get('/api/v1/organizations', tokens.mikkel)).json().data.map((o: Organization) => o.name)).toEqual([
      'Odense Vandselskab',
      'Vejle Forsyning',
    ]);
  });

  it('lists exactly the organisations whose devices the technician’s service centres serve', async () => {
    const served = await servedByTechnician();
    expect(served.length).toBeGreaterThan(0);
    const body = (await get('/api/v1/organizations', tokens.technician)).json();
    expect(body.data.map((o: Organization) => o._id).sort()).toEqual(served);
    expect(body.data.map((o: Organization) => o.name)).toEqual(['Aarhus Kommune', 'Silkeborg Forsyning']);
    // Their device counts are the real ones.
    expect(body.data).toEqual(all.filter((o) => served.includes(o._id)));
  });

  it('answers some organisations by id, leaving out those outside the scope', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const vejle = bySlug('vejle-forsyning');
    const both = (await get(`/api/v1/organizations?ids=${vejle._id},${aarhus._id}`)).json().data;
    expect(both).toEqual([aarhus, vejle]);
    expect((await get(`/api/v1/organizations?ids=${vejle._id}&ids=${aarhus._id}`, tokens.member)).json().data).toEqual([aarhus]);
    const bad = await get('/api/v1/organizations?ids=aarhus', tokens.admin, { 'accept-language': 'da' });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
    expect(bad.json().fields).toEqual([{ field: 'ids', message: 'Skal være et gyldigt id.' }]);
  });

  it('drops the technician’s organisations when they are deactivated, and when their centre closes', async () => {
    const db = t.database.db;
    const [technician] = await db.select().from(schema.users).where(eq(schema.users.email, 'technician@example.com'));
    await db.update(schema.technicians).set({ isActive: false }).where(eq(schema.technicians.userId, technician!.id));
    try {
      // Rules are read per request: the next call already sees it.
      expect((await get('/api/v1/organizations', tokens.technician)).json().data).toEqual([]);
      expect((await get('/api/v1/devices', tokens.technician)).json().total).toBe(0);
    } finally {
      await db.update(schema.technicians).set({ isActive: true }).where(eq(schema.technicians.userId, technician!.id));
    }
    const [centre] = await db.select().from(schema.technicians).where(eq(schema.technicians.userId, technician!.id));
    await db.update(schema.serviceCenters).set({ isActive: false }).where(eq(schema.serviceCenters.id, centre!.serviceCenterId));
    try {
      expect((await get('/api/v1/organizations', tokens.technician)).json().data).toEqual([]);
    } finally {
      await db.update(schema.serviceCenters).set({ isActive: true }).where(eq(schema.serviceCenters.id, centre!.serviceCenterId));
    }
    expect((await get('/api/v1/organizations', tokens.technician)).json().data).toHaveLength(2);
  });
});

describe('GET /api/v1/organizations/{id}', () => {
  it('answers one organisation as the list does', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const response = await get(`/api/v1/organizations/${aarhus._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(aarhus);
    const vejle = bySlug('vejle-forsyning');
    expect((await get(`/api/v1/organizations/${vejle._id}`)).json().group_org_id).toBe(bySlug('forsyningsgruppen-syd')._id);
  });

  it('answers each role its own organisations and 404 for the others, as for one that does not exist', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const silkeborg = bySlug('silkeborg-forsyning');
    const vejle = bySlug('vejle-forsyning');
    expect((await get(`/api/v1/organizations/${aarhus._id}`, tokens.member)).statusCode).toBe(200);
    expect((await get(`/api/v1/organizations/${silkeborg._id}`, tokens.technician)).json()).toEqual(silkeborg);
    for (const [token, id] of [
      [tokens.member, vejle._id],
      [tokens.technician, vejle._id],
      [tokens.mikkel, aarhus._id],
      [tokens.admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await get(`/api/v1/organizations/${id}`, token, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
      expect(response.json().message).toBe('The organisation does not exist.');
    }
  });

  it("answers a malformed id with 400 in the caller's language", async () => {
    const da = await get('/api/v1/organizations/not-an-id', tokens.member, { 'accept-language': 'da' });
    expect(da.statusCode).toBe(400);
    expect(da.json()).toEqual({
      message: 'Nogle felter er ikke udfyldt korrekt.',
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'id', message: 'Skal være et gyldigt id.' }],
    });
    const en = await get('/api/v1/organizations/not-an-id', tokens.member, { 'accept-language': 'en' });
    expect(en.json().fields).toEqual([{ field: 'id', message: 'Must be a valid id.' }]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: `/api/v1/organizations/${bySlug('aarhus-kommune')._id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/organizations/{id}/devices', () => {
  const devicesOf = (id: string, query = '', token: string = tokens.admin, headers: Record<string, string> = {}) =>
    get(`/api/v1/organizations/${id}/devices${query}`, token, headers);

  it("answers the organisation's devices newest first, paged, in the lean list shape of GET /devices", async () => {
    const aarhus = bySlug('aarhus-kommune');
    const everything = (await get(`/api/v1/devices?perPage=10000&orgIds=${aarhus._id}`)).json().data as Device[];
    expect(everything.length).toBe(aarhus.devices);
    expect(everything.length).toBeGreaterThan(2);
    const first = await devicesOf(aarhus._id, '', tokens.admin, { 'accept-language': 'en' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, perPage: 10, total: aarhus.devices, lastPage: Math.ceil(aarhus.devices / 10) });
    for (const item of body.data) expect(deviceListItemSchema.strict().parse(item)).toEqual(item);
    expect(body.data.every((d: Device) => d.owner._id === aarhus._id)).toBe(true);
    const created = body.data.map((d: Device) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const page2 = (await devicesOf(aarhus._id, '?perPage=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, perPage: 2, total: aarhus.devices, lastPage: Math.ceil(aarhus.devices / 2) });
    expect(page2.data.map((d: Device) => d._id)).toEqual(everything.slice(2, 4).map((d) => d._id));
    const beyond = (await devicesOf(aarhus._id, '?perPage=2&page=999')).json();
    expect(beyond).toMatchObject({ data: [], page: 999, total: aarhus.devices });
  });

  it('searches the name, network id and serial number', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const everything = (await devicesOf(aarhus._id, '?perPage=10000')).json().data as Device[];
    const needle = everything[1]!.device.slice(-5).toUpperCase();
    const found = (await devicesOf(aarhus._id, `?search=${encodeURIComponent(needle)}`)).json();
    const want = everything.filter((d) =>
      [d.name, d.device, d.serialNumber ?? ''].some((v) => v.toLowerCase().includes(needle.toLowerCase())),
    );
    expect(found.data.map((d: Device) => d._id)).toEqual(want.slice(0, 10).map((d) => d._id));
    expect(found.total).toBe(want.length);
    expect((await devicesOf(aarhus._id, '?search=%25_%5C')).json().total).toBe(0);
  });

  it('answers each role only the organisations it may read, 404 for the others', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const silkeborg = bySlug('silkeborg-forsyning');
    const vejle = bySlug('vejle-forsyning');
    expect((await devicesOf(aarhus._id, '', tokens.member)).json().total).toBe(aarhus.devices);
    expect((await devicesOf(silkeborg._id, '', tokens.technician)).json().total).toBe(silkeborg.devices);
    expect((await devicesOf(aarhus._id, '', tokens.technician)).json().total).toBe(aarhus.devices);
    for (const [token, id] of [
      [tokens.member, vejle._id],
      [tokens.technician, vejle._id],
      [tokens.mikkel, aarhus._id],
      [tokens.admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await devicesOf(id, '', token);
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
  });

  it("answers 403 to a caller who may read the organisation but not its devices", async () => {
    const response = await devicesOf(bySlug('vejle-forsyning')._id, '', tokens.orgReader, { 'accept-language': 'da' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Du har ikke adgang til dette.', code: 'FORBIDDEN' });
  });

  it("validates the id, the page and the search in the caller's language", async () => {
    const aarhus = bySlug('aarhus-kommune');
    const badId = await get('/api/v1/organizations/42/devices', tokens.member, { 'accept-language': 'da' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual([{ field: 'id', message: 'Skal være et gyldigt id.' }]);
    const badPage = await devicesOf(aarhus._id, '?page=0&perPage=10001', tokens.admin, { 'accept-language': 'en' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().fields).toEqual([
      { field: 'page', message: 'Must be at least 1.' },
      { field: 'perPage', message: 'Must be at most 10000.' },
    ]);
    const longSearch = await devicesOf(aarhus._id, `?search=${'x'.repeat(201)}`, tokens.admin, { 'accept-language': 'da' });
    expect(longSearch.json().fields).toEqual([{ field: 'search', message: 'Må højst være 200 tegn.' }]);
  });
});

describe("the technician's dashboard", () => {
  it('reads the served organisations’ trends and schedules, and nothing of the others', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const vejle = bySlug('vejle-forsyning');
    const ok = [
      `/api/v1/analytics/trends/organizations/${aarhus._id}`,
      `/api/v1/analytics/service-schedules/organizations/${aarhus._id}`,
      `/api/v1/analytics/service-schedules?orgId=${aarhus._id}&period=day`,
    ];
    for (const url of ok) expect((await get(url, tokens.technician)).statusCode, url).toBe(200);
    const device = (await get(`/api/v1/organizations/${aarhus._id}/devices?perPage=1`, tokens.technician)).json().data[0] as Device;
    const trend = await get(`/api/v1/analytics/trends?orgId=${aarhus._id}&deviceId=${device._id}&period=day`, tokens.technician);
    expect(trend.statusCode, trend.body).toBe(200);
    for (const url of [
      `/api/v1/analytics/trends/organizations/${vejle._id}`,
      `/api/v1/analytics/service-schedules/organizations/${vejle._id}`,
      `/api/v1/analytics/service-schedules?orgId=${vejle._id}&period=day`,
    ]) {
      expect((await get(url, tokens.technician)).statusCode, url).toBe(404);
    }
  });

  it('reads only: no service targets, no monitoring, only the served devices', async () => {
    const aarhus = bySlug('aarhus-kommune');
    const device = (await get(`/api/v1/organizations/${aarhus._id}/devices?perPage=1`, tokens.technician)).json().data[0] as Device;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${aarhus._id}/devices/${device._id}/service-schedule`,
      headers: t.auth(tokens.technician),
      payload: { serviceTargetCount: 10, notificationEmail: 'a@example.com' },
    });
    expect(put.statusCode).toBe(403);
    expect((await get('/api/v1/monitoring', tokens.technician)).statusCode).toBe(403);
    const served = await servedByTechnician();
    const devices = (await get('/api/v1/devices?perPage=10000', tokens.technician)).json();
    expect(devices.total).toBe(all.filter((o) => served.includes(o._id)).reduce((sum, o) => sum + o.devices, 0));
    expect(devices.data.every((d: Device) => served.includes(d.owner._id))).toBe(true);
  });
});
