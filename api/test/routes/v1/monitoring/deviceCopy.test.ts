import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

// monitoring_records keeps copies of device columns (owner, model, package, name, network id, deleted)
// through database triggers (drizzle/0001_monitoring_device_copy.sql, 0004_monitoring_sort.sql); the
// list reads only those copies.
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  member = await t.login('member@example.com');
});
afterAll(() => t?.close());

const list = async (query: string, token = admin) =>
  (await t.app.inject({ url: `/api/v1/monitoring?perPage=100&${query}`, headers: t.auth(token) })).json();

describe('monitoring records follow their device', () => {
  it('are filled from the device when created', async () => {
    const rows = await t.database.db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from monitoring_records mr join devices d on d.id = mr.device_id
      where mr.device_owner_id is distinct from d.owner_id or mr.device_model_id is distinct from d.device_model_id
        or mr.device_package_id is distinct from d.package_id or mr.device_name is distinct from d.name
        or mr.device_network_id is distinct from d.device or mr.device_deleted <> (d.deleted_at is not null)`);
    expect(rows.rows[0]!.mismatches).toBe(0);
  });

  it('follow a change of network id, in the network-id order', async () => {
    const { db } = t.database;
    const [record] = (await list('sort=networkId')).data as { _id: string; device: { _id: string } }[];
    await db.update(schema.devices).set({ device: 'zzz-renamed-network-id' }).where(eq(schema.devices.id, record!.device._id));
    const [stored] = await db.select().from(schema.monitoringRecords).where(eq(schema.monitoringRecords.id, record!._id));
    expect(stored!.deviceNetworkId).toBe('zzz-renamed-network-id');
    const [first] = (await list('sort=networkId&order=desc')).data as { _id: string; device: { device: string } }[];
    expect(first).toMatchObject({ _id: record!._id, device: { device: 'zzz-renamed-network-id' } });
  });

  it('follow a change of owner, name, package and model, and a soft delete', async () => {
    const { db } = t.database;
    const [record] = (await list('')).data as { _id: string; device: { _id: string }; org: { _id: string } }[];
    const [aarhus] = await db.select().from(schema.organizations).where(eq(schema.organizations.slug, 'aarhus-kommune'));
    const [vejle] = await db.select().from(schema.organizations).where(eq(schema.organizations.slug, 'vejle-forsyning'));
    const [basic] = await db.select().from(schema.packages).where(eq(schema.packages.slug, 'basic'));
    const [model] = await db.select().from(schema.deviceModels).limit(1);
    const target = record!.org._id === aarhus!.id ? vejle! : aarhus!;

    await db
      .update(schema.devices)
      .set({ ownerId: target.id, name: 'Å allersidst', packageId: basic!.id, deviceModelId: model!.id })
      .where(eq(schema.devices.id, record!.device._id));
    const moved = await list(`orgIds=${target.id}&packageIds=${basic!.id}&deviceModelIds=${model!.id}`);
    expect(moved.data.map((r: { _id: string }) => r._id)).toContain(record!._id);
    expect(moved.data.find((r: { _id: string }) => r._id === record!._id).device.name).toBe('Å allersidst');
    const memberSees = (await list('', member)).data.map((r: { _id: string }) => r._id).includes(record!._id);
    expect(memberSees).toBe(target.id === aarhus!.id);

    const before = (await list('')).total;
    await db.update(schema.devices).set({ deletedAt: new Date() }).where(eq(schema.devices.id, record!.device._id));
    const after = await list('');
    expect(after.total).toBe(before - 1);
    expect(after.data.map((r: { _id: string }) => r._id)).not.toContain(record!._id);
    expect((await t.app.inject({ url: `/api/v1/monitoring/${record!._id}`, headers: t.auth(admin) })).statusCode).toBe(404);
  });
});
