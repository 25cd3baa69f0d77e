import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { skippedDeviceSchema } from '../../../../src/routes/v1/devices/heartbeatSkipped.ts';
import { deviceListItemSchema } from '../../../../src/devices/deviceListItemSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'orgAdmin', string> = {} as never;
const get = (url: string, token = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...t.auth(token), ...headers } });
interface Item {
  _id: string;
  device: string;
  name: string;
  serialNumber: string | null;
  owner: { _id: string; name: string };
  deviceModel: { _id: string; title: string };
  deviceType: { _id: string; slug: string; name: string };
  createdAt: string;
}
let all: Item[];

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.orgAdmin = await t.login('sofie.jensen@example.com');
  all = (await get('/api/v1/devices?perPage=10000')).json().data;
});
afterAll(() => t?.close());

describe('GET /api/v1/devices', () => {
  it('lists every device newest first, up to 10000 a page', async () => {
    const [{ count }] = (await t.database.db.execute<{ count: number }>(sql`select count(*)::int as count from devices where deleted_at is null`)).rows as [{ count: number }];
    expect(all).toHaveLength(count);
    const created = all.map((d) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const page = (await get('/api/v1/devices')).json();
    expect(page).toMatchObject({ page: 1, perPage: 10, total: count, lastPage: Math.ceil(count / 10) });
    expect(page.data.map((d: Item) => d._id)).toEqual(all.slice(0, 10).map((d) => d._id));
    expect((await get('/api/v1/devices?perPage=10001')).statusCode).toBe(400);
  });

  it('writes every item in the documented shape (the JSON comes from Postgres)', async () => {
    const response = await get('/api/v1/devices?perPage=10000', tokens.admin, { 'accept-language': 'en' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    for (const item of response.json().data) expect(deviceListItemSchema.strict().parse(item)).toEqual(item);
    const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, all[0]!._id));
    expect(all[0]!.createdAt).toBe(row!.createdAt.toISOString());
    expect(all[0]).toMatchObject({ device: row!.device, name: row!.name, serialNumber: row!.serialNumber, lifecycle: row!.lifecycle });
    expect(response.json().data.find((d: Item) => d.deviceType.slug === 'water_level').deviceType.name).toBe('Water level');
    const danish = (await get('/api/v1/devices?perPage=10000', tokens.admin, { 'accept-language': 'da' })).json();
    expect(danish.data.find((d: Item) => d.deviceType.slug === 'water_level').deviceType.name).toBe('Vandstand');
  });

  it('filters by owner, type, model, ids and search text', async () => {
    const some = all[3]!;
    const check = async (query: string, keep: (d: Item) => boolean) => {
      const body = (await get(`/api/v1/devices?perPage=10000&${query}`)).json();
      const want = all.filter(keep).map((d) => d._id);
      expect(want.length, query).toBeGreaterThan(0);
      expect(body.data.map((d: Item) => d._id), query).toEqual(want);
      expect(body.total).toBe(want.length);
    };
    await check(`orgIds=${some.owner._id}`, (d) => d.owner._id === some.owner._id);
    await check(`deviceTypeCategoryIds=${some.deviceType._id}`, (d) => d.deviceType._id === some.deviceType._id);
    await check(`deviceModelIds=${some.deviceModel._id}&deviceModelIds=${all[0]!.deviceModel._id}`, (d) =>
      [some.deviceModel._id, all[0]!.deviceModel._id].includes(d.deviceModel._id),
    );
    await check(`ids=${some._id},${all[0]!._id}`, (d) => d._id === some._id || d._id === all[0]!._id);
    await check(`search=${encodeURIComponent(some.device.slice(-6).toUpperCase())}`, (d) =>
      [d.name, d.device, d.serialNumber ?? ''].some((v) => v.toLowerCase().includes(some.device.slice(-6).toLowerCase())),
    );
    expect((await get('/api/v1/devices?search=%25_%5C')).json().total).toBe(0);
    const bad = await get('/api/v1/devices?orgIds=aarhus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('orgIds');
  });

  it("scopes to the caller's organisations", async () => {
    const body = (await get('/api/v1/devices?perPage=10000', tokens.member)).json();
    expect(new Set(body.data.map((d: Item) => d.owner.name))).toEqual(new Set(['Aarhus Kommune']));
    expect(body.data.map((d: Item) => d._id)).toEqual(all.filter((d) => d.owner.name === 'Aarhus Kommune').map((d) => d._id));
    // The technician reads the devices of the organisations their service centre serves.
    const technician = (await get('/api/v1/devices?perPage=10000', tokens.technician)).json();
    const served = new Set(['Aarhus Kommune', 'Silkeborg Forsyning']);
    expect(technician.data.map((d: Item) => d._id)).toEqual(all.filter((d) => served.has(d.owner.name)).map((d) => d._id));
  });
});

describe('GET /api/v1/devices/heartbeat-skipped', () => {
  it('lists installed devices silent for 24 hours, scoped', async () => {
    const installed = all.filter((d) => d.owner.name === 'Vejle Forsyning');
    const [silent, fresh] = await Promise.all(
      installed.slice(0, 2).map(async (d) => {
        const [row] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, d._id));
        return row!;
      }),
    );
    await t.database.db.update(schema.devices).set({ lifecycle: 'installed', lastSeenAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(schema.devices.id, silent!.id));
    await t.database.db.update(schema.devices).set({ lifecycle: 'installed', lastSeenAt: new Date(Date.now() - 23 * 3600_000) }).where(eq(schema.devices.id, fresh!.id));
    const body = (await get('/api/v1/devices/heartbeat-skipped')).json();
    for (const item of body.data) expect(skippedDeviceSchema.strict().parse(item)).toEqual(item);
    const ids = body.data.map((d: { _id: string }) => d._id);
    expect(ids).toContain(silent!.id);
    expect(ids).not.toContain(fresh!.id);
    expect(body.data.find((d: { _id: string }) => d._id === silent!.id)).toMatchObject({
      device: silent!.device,
      name: silent!.name,
      owner: { name: 'Vejle Forsyning' },
      lastSeenAt: silent!.lastSeenAt === null ? null : expect.any(String),
    });
    const [reread] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, silent!.id));
    expect(body.data.find((d: { _id: string }) => d._id === silent!.id).lastSeenAt).toBe(reread!.lastSeenAt!.toISOString());
    const expectedCount = (
      await t.database.db.execute<{ count: number }>(sql`
        select count(*)::int as count from devices where deleted_at is null and lifecycle = 'installed'
        and (last_seen_at < now() - interval '24 hours' or (last_seen_at is null and created_at < now() - interval '24 hours'))`)
    ).rows[0]!.count;
    expect(body.data).toHaveLength(expectedCount);
    const member = (await get('/api/v1/devices/heartbeat-skipped', tokens.member)).json();
    expect(member.data.every((d: { owner: { name: string } }) => d.owner.name === 'Aarhus Kommune')).toBe(true);
    expect(member.data.map((d: { _id: string }) => d._id)).not.toContain(silent!.id);
  });
});

describe('GET /api/v1/devices/{id}/service-orders', () => {
  it("answers a device's service history newest first, with solutions and status", async () => {
    const orders = (
      await t.database.db.execute<{ device_id: string; owner: string; n: number }>(sql`
        select so.device_id, o.slug as owner, count(*)::int as n from service_orders so join organizations o on o.id = so.owner_id
        where o.slug in ('aarhus-kommune', 'silkeborg-forsyning')
        group by so.device_id, o.slug order by count(*) desc, so.device_id limit 1`)
    ).rows[0]!;
    const response = await get(`/api/v1/devices/${orders.device_id}/service-orders`, tokens.technician, { 'accept-language': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().data;
    expect(history).toHaveLength(orders.n);
    const created = history.map((h: { createdAt: string }) => h.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(history[0]).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String), status: { slug: expect.stringMatching(/^sos_/), name: expect.any(String) } });
    expect(Array.isArray(history[0].solutions)).toBe(true);
    const withSolutions = (
      await t.database.db.execute<{ device_id: string; n: number }>(sql`
        select so.device_id, count(*)::int as n from service_order_solutions s join service_orders so on so.id = s.service_order_id
        group by so.device_id limit 1`)
    ).rows[0];
    if (withSolutions) {
      const entries = (await get(`/api/v1/devices/${withSolutions.device_id}/service-orders`)).json().data;
      expect(entries.flatMap((e: { solutions: unknown[] }) => e.solutions).length).toBe(withSolutions.n);
      expect(entries.flatMap((e: { solutions: unknown[] }) => e.solutions)[0]).toMatchObject({ _id: expect.any(String), slug: expect.any(String), name: expect.any(String) });
    }
  });

  it('answers 404 outside the scope, 403 without read Service', async () => {
    const aarhusDevice = all.find((d) => d.owner.name === 'Aarhus Kommune')!;
    const hidden = await get(`/api/v1/devices/${aarhusDevice._id}/service-orders`, tokens.orgAdmin);
    expect(hidden.statusCode).toBe(404);
    expectErrorShape(hidden.json(), 'NOT_FOUND');
    const forbidden = await get(`/api/v1/devices/${aarhusDevice._id}/service-orders`, tokens.member);
    expect(forbidden.statusCode).toBe(403);
    expect((await get('/api/v1/devices/00000000-0000-4000-8000-000000000000/service-orders')).statusCode).toBe(404);
    const vejleDevice = all.find((d) => d.owner.name === 'Vejle Forsyning')!;
    expect((await get(`/api/v1/devices/${vejleDevice._id}/service-orders`, tokens.orgAdmin)).statusCode).toBe(200);
    // The technician's service centre does not serve Vejle.
    expect((await get(`/api/v1/devices/${vejleDevice._id}/service-orders`, tokens.technician)).statusCode).toBe(404);
  });
});
