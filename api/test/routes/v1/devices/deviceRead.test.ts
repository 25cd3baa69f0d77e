import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { deviceLeanItemSchema, deviceSchema } from '../../../../src/devices/deviceSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
type Who = 'admin' | 'member' | 'technician' | 'orgAdmin';
const tokens = {} as Record<Who, string>;
const get = (url: string, who: Who | null = 'admin', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(who ? t.auth(tokens[who]) : {}), ...headers } });

type Row = {
  id: string;
  name: string;
  device: string;
  owner: string;
  lifecycle: string;
  created_at: Date | string;
  last_seen_at: Date | string | null;
};
let rows: Row[];
const ofOwner = (owner: string) => rows.filter((r) => r.owner === owner);

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com'); // Aarhus Kommune member
  tokens.technician = await t.login('technician@example.com'); // serves Aarhus Kommune, Silkeborg Forsyning
  tokens.orgAdmin = await t.login('sofie.jensen@example.com'); // Vejle Forsyning administrator
  // Two deleted devices, one in Aarhus, one in Vejle.
  const { rows: all } = await t.database.db.execute<Row>(sql`
    select d.id, d.name, d.device, o.name as owner, d.lifecycle, d.created_at, d.last_seen_at
    from devices d join organizations o on o.id = d.owner_id order by d.created_at desc, d.id`);
  rows = all;
  for (const owner of ['Aarhus Kommune', 'Vejle Forsyning']) {
    await t.database.db.update(schema.devices).set({ deletedAt: new Date() }).where(eq(schema.devices.id, ofOwner(owner).at(-1)!.id));
  }
});
afterAll(() => t?.close());

const deletedIds = () => ['Aarhus Kommune', 'Vejle Forsyning'].map((owner) => ofOwner(owner).at(-1)!.id);

describe('GET /api/v1/devices', () => {
  it('filters by lifecycle (one or several states)', async () => {
    const live = rows.filter((r) => !deletedIds().includes(r.id));
    for (const query of ['installed', 'in_stock,taken_down']) {
      const want = live.filter((r) => query.split(',').includes(r.lifecycle)).map((r) => r.id);
      const body = (await get(`/api/v1/devices?perPage=10000&lifecycle=${query}`)).json();
      expect(body.data.map((d: { _id: string }) => d._id), query).toEqual(want);
      expect(body.total).toBe(want.length);
    }
    const bad = await get('/api/v1/devices?lifecycle=broken', 'admin', { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
    expect(bad.json().fields[0]).toMatchObject({ field: 'lifecycle', message: expect.stringContaining('in_stock') });
  });

  it('lists only live devices by default and only deleted ones with deleted=true, scoped', async () => {
    const live = (await get('/api/v1/devices?perPage=10000')).json();
    expect(live.data.map((d: { _id: string }) => d._id)).not.toContain(deletedIds()[0]);
    const deleted = (await get('/api/v1/devices?deleted=true')).json();
    expect(deleted.data.map((d: { _id: string }) => d._id).sort()).toEqual([...deletedIds()].sort());
    // A member reads its own organisation's deleted device only; the technician Aarhus's too.
    expect((await get('/api/v1/devices?deleted=true', 'member')).json().data.map((d: { _id: string }) => d._id)).toEqual([deletedIds()[0]]);
    expect((await get('/api/v1/devices?deleted=true', 'technician')).json().data.map((d: { _id: string }) => d._id)).toEqual([deletedIds()[0]]);
    expect((await get('/api/v1/devices?deleted=true', 'orgAdmin')).json().data.map((d: { _id: string }) => d._id)).toEqual([deletedIds()[1]]);
    expect((await get('/api/v1/devices?deleted=maybe')).statusCode).toBe(400);
  });

  it('sorts by name, network id, creation and last seen, both ways', async () => {
    const live = rows.filter((r) => !deletedIds().includes(r.id));
    const ids = async (sort: string) =>
      (await get(`/api/v1/devices?perPage=10000${sort ? `&sort=${sort}` : ''}`)).json().data.map((d: { _id: string }) => d._id);
    // Postgres orders text by its collation: the expected orders come from the database too.
    const { rows: dbOrder } = await t.database.db.execute<{ id: string }>(
      sql`select id from devices where deleted_at is null order by name, id`,
    );
    expect(await ids('name')).toEqual(dbOrder.map((r) => r.id));
    const { rows: dbDesc } = await t.database.db.execute<{ id: string }>(
      sql`select id from devices where deleted_at is null order by name desc, id desc`,
    );
    expect(await ids('-name')).toEqual(dbDesc.map((r) => r.id));
    const { rows: byDevice } = await t.database.db.execute<{ id: string }>(sql`select id from devices where deleted_at is null order by device`);
    expect(await ids('device')).toEqual(byDevice.map((r) => r.id));
    expect(await ids('-createdAt')).toEqual(live.map((r) => r.id));
    expect(await ids('-createdAt')).toEqual(await ids('')); // the default
    const seen = await ids('-lastSeenAt');
    const lastSeen = seen.map((id: string) => live.find((r) => r.id === id)!.last_seen_at);
    const firstNull = lastSeen.indexOf(null);
    // Newest first, devices never seen last.
    expect(lastSeen.slice(firstNull === -1 ? lastSeen.length : firstNull).every((v: unknown) => v === null)).toBe(true);
    const times = lastSeen.filter((v: unknown) => v !== null).map((v: Date | string) => new Date(v).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ascending = await ids('lastSeenAt');
    expect(ascending.map((id: string) => live.find((r) => r.id === id)!.last_seen_at).at(-1)).toEqual(firstNull === -1 ? expect.anything() : null);
    expect((await get('/api/v1/devices?sort=owner')).statusCode).toBe(400);
  });

  it('searches mid-word in name, network id and serial number', async () => {
    const some = rows[5]!;
    const part = some.device.slice(3, 9);
    const body = (await get(`/api/v1/devices?perPage=10000&search=${part}`)).json();
    expect(body.data.map((d: { _id: string }) => d._id)).toContain(some.id);
    const word = some.name.split(' ')[1]!.slice(1, 5).toUpperCase();
    const byName = (await get(`/api/v1/devices?perPage=10000&search=${encodeURIComponent(word)}`)).json();
    expect(byName.data.map((d: { _id: string }) => d._id)).toContain(some.id);
    expect((await get(`/api/v1/devices?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await get('/api/v1/devices', null);
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/devices/lean', () => {
  it('answers the lean shape with the same filters and paging, scoped', async () => {
    const response = await get('/api/v1/devices/lean?perPage=10000');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const full = (await get('/api/v1/devices?perPage=10000')).json();
    expect(body.total).toBe(full.total);
    expect(body.data.map((d: { _id: string }) => d._id)).toEqual(full.data.map((d: { _id: string }) => d._id));
    for (const item of body.data) expect(deviceLeanItemSchema.strict().parse(item)).toEqual(item);
    const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, body.data[0]._id));
    expect(body.data[0]).toEqual({
      _id: row!.id,
      name: row!.name,
      device: row!.device,
      geo: row!.lat === null ? null : { lat: row!.lat, lon: row!.lon },
      owner: { _id: row!.ownerId },
      lastSeenAt: row!.lastSeenAt?.toISOString() ?? null,
    });
    const member = (await get('/api/v1/devices/lean?perPage=10000&lifecycle=installed', 'member')).json();
    expect(member.data.map((d: { _id: string }) => d._id)).toEqual(
      ofOwner('Aarhus Kommune').filter((r) => r.lifecycle === 'installed' && !deletedIds().includes(r.id)).map((r) => r.id),
    );
    expect((await get('/api/v1/devices/lean', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/devices/{id}', () => {
  it('answers every attribute of the device', async () => {
    const some = ofOwner('Aarhus Kommune')[0]!;
    const response = await get(`/api/v1/devices/${some.id}`, 'admin', { 'accept-language': 'da' });
    expect(response.statusCode, response.body).toBe(200);
    const device = response.json();
    expect(deviceSchema.strict().parse(device)).toEqual(device);
    const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, some.id));
    expect(device).toMatchObject({
      _id: row!.id,
      name: row!.name,
      device: row!.device,
      serialNumber: row!.serialNumber,
      owner: { _id: row!.ownerId, name: 'Aarhus Kommune' },
      geo: row!.lat === null ? null : { lat: row!.lat, lon: row!.lon },
      properties: row!.properties,
      lifecycle: row!.lifecycle,
      deleted: false,
      deletedAt: null,
      created_at: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
      lastSeenAt: row!.lastSeenAt?.toISOString() ?? null,
    });
    expect(device.device_model).toMatchObject({ _id: row!.deviceModelId, title: expect.any(String), data_model: expect.any(Array) });
    expect(device.device_model.deviceTypeCategory.name).toMatch(/^[A-ZÆØÅ]/);
    if (row!.latestMessage) expect(device.latestMessage.time).toBe(new Date(row!.latestMessage.time).toISOString());
  });

  it('answers deleted devices, flagged', async () => {
    const device = (await get(`/api/v1/devices/${deletedIds()[0]}`, 'member')).json();
    expect(device).toMatchObject({ deleted: true, deletedAt: expect.any(String) });
  });

  it('is scoped: other organisations and unknown ids answer 404; anonymous 401', async () => {
    const aarhus = ofOwner('Aarhus Kommune')[0]!.id;
    const vejle = ofOwner('Vejle Forsyning')[0]!.id;
    expect((await get(`/api/v1/devices/${aarhus}`, 'member')).statusCode).toBe(200);
    expect((await get(`/api/v1/devices/${aarhus}`, 'technician')).statusCode).toBe(200);
    for (const [who, id] of [['member', vejle], ['technician', vejle], ['orgAdmin', aarhus]] as const) {
      const response = await get(`/api/v1/devices/${id}`, who, { 'accept-language': 'en' });
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual({ message: 'The device does not exist.', code: 'NOT_FOUND' });
    }
    const unknown = await get('/api/v1/devices/00000000-0000-4000-8000-000000000000', 'admin', { 'accept-language': 'da' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Enheden findes ikke.');
    expect((await get('/api/v1/devices/not-an-id')).statusCode).toBe(400);
    expect((await get(`/api/v1/devices/${aarhus}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/organizations/{orgId}/devices/{deviceId}', () => {
  it('answers the device only under its own organisation', async () => {
    const some = ofOwner('Aarhus Kommune')[0]!;
    const device = (await get(`/api/v1/devices/${some.id}`)).json();
    const ok = await get(`/api/v1/organizations/${device.owner._id}/devices/${some.id}`, 'member');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(device);
    const vejleId = (await get(`/api/v1/devices/${ofOwner('Vejle Forsyning')[0]!.id}`)).json().owner._id;
    expect((await get(`/api/v1/organizations/${vejleId}/devices/${some.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/organizations/${device.owner._id}/devices/${some.id}`, 'orgAdmin')).statusCode).toBe(404);
    expect((await get(`/api/v1/organizations/${device.owner._id}/devices/${some.id}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/devices/{id}/organizations', () => {
  it('lists the owners the caller may give the device, the current one marked', async () => {
    const vejle = ofOwner('Vejle Forsyning')[0]!.id;
    const admin = (await get(`/api/v1/devices/${vejle}/organizations`)).json().data;
    const { rows: orgs } = await t.database.db.execute<{ id: string }>(sql`select id from organizations`);
    expect(admin).toHaveLength(orgs.length);
    expect(admin.filter((o: { current: boolean }) => o.current).map((o: { name: string }) => o.name)).toEqual(['Vejle Forsyning']);
    // The Vejle administrator may create devices in Vejle only; a member may move nothing.
    expect((await get(`/api/v1/devices/${vejle}/organizations`, 'orgAdmin')).json().data).toEqual([
      { _id: expect.any(String), name: 'Vejle Forsyning', current: true },
    ]);
    const aarhus = ofOwner('Aarhus Kommune')[0]!.id;
    expect((await get(`/api/v1/devices/${aarhus}/organizations`, 'member')).json().data).toEqual([
      { _id: expect.any(String), name: 'Aarhus Kommune', current: true },
    ]);
    expect((await get(`/api/v1/devices/${vejle}/organizations`, 'member')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/devices/lifecycles', () => {
  it("names the states in the caller's language, with the next state", async () => {
    const en = (await get('/api/v1/devices/lifecycles', 'member', { 'accept-language': 'en' })).json();
    expect(en.data).toEqual([
      { slug: 'in_stock', name: 'In stock', next: 'installed' },
      { slug: 'installed', name: 'Installed', next: 'taken_down' },
      { slug: 'taken_down', name: 'Taken down', next: 'in_stock' },
    ]);
    const da = (await get('/api/v1/devices/lifecycles', 'technician', { 'accept-language': 'da' })).json();
    expect(da.data.map((s: { name: string }) => s.name)).toEqual(['På lager', 'Installeret', 'Nedtaget']);
    expect((await get('/api/v1/devices/lifecycles', null)).statusCode).toBe(401);
  });
});
