import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOfDeviceSchema } from '../../../../src/contracts/contractOfDeviceSchema.ts';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from '../devices/fixtures.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string>;
let aarhusDevice: { id: string; ownerId: string };
let vejleDevice: { id: string; ownerId: string };
const contractIds = {} as Record<'older' | 'newer' | 'vejle', string>;

async function makeContract(organizationId: string, createdAt: Date, deviceIds: string[], extra: Partial<typeof schema.contracts.$inferInsert> = {}) {
  const [pkg] = (await t.database.db.execute<{ id: string }>(sql`select id from packages where slug = 'premium'`)).rows;
  const [contract] = await t.database.db
    .insert(schema.contracts)
    .values({ organizationId, packageId: pkg!.id, startDate: '2026-01-01', pricePerDeviceMonth: '49.50', createdAt, ...extra })
    .returning({ id: schema.contracts.id });
  for (const deviceId of deviceIds) await t.database.db.insert(schema.contractDevices).values({ contractId: contract!.id, deviceId, createdAt });
  return contract!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.technician, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  aarhusDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'rain', networkType: 'sigfox' });
  vejleDevice = await makeDevice(t, { org: 'Vejle Forsyning', category: 'rain', networkType: 'sigfox' });
  contractIds.older = await makeContract(aarhusDevice.ownerId, new Date('2026-01-01T00:00:00Z'), [aarhusDevice.id], {
    projectId: 'P-17',
    debitorNumber: 'D-9',
    note: 'Første kontrakt',
    invoiceFrequencyMonths: 3,
  });
  contractIds.newer = await makeContract(aarhusDevice.ownerId, new Date('2026-06-01T00:00:00Z'), [aarhusDevice.id]);
  contractIds.vejle = await makeContract(vejleDevice.ownerId, new Date('2026-03-01T00:00:00Z'), [vejleDevice.id]);
});
afterAll(() => t?.close());

const get = (url: string, token: string | null = tokens.admin) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const remove = (contractId: string, deviceId: string, token: string | null = tokens.admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/contracts/${contractId}/devices/${deviceId}`, headers: token ? t.auth(token) : {} });

describe('GET /api/v1/devices/{id}/contracts', () => {
  it("lists the device's contracts newest first, in the documented shape", async () => {
    const response = await get(`/api/v1/devices/${aarhusDevice.id}/contracts`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, perPage: 100, total: 2, lastPage: 1 });
    for (const item of body.data) expect(contractOfDeviceSchema.strict().parse(item)).toEqual(item);
    expect(body.data.map((c: { _id: string }) => c._id)).toEqual([contractIds.newer, contractIds.older]);
    expect(body.data[1]).toMatchObject({
      organization: { _id: aarhusDevice.ownerId, name: 'Aarhus Kommune' },
      package: { slug: 'premium', name: 'Premium' },
      startDate: '2026-01-01',
      invoiceFrequencyMonths: 3,
      projectId: 'P-17',
      debitorNumber: 'D-9',
      note: 'Første kontrakt',
      pricePerDeviceMonth: '49.50',
      createdAt: '2026-01-01T00:00:00.000Z',
      deviceAddedAt: '2026-01-01T00:00:00.000Z',
    });
    const paged = (await get(`/api/v1/devices/${aarhusDevice.id}/contracts?perPage=1&page=2`)).json();
    expect(paged).toMatchObject({ total: 2, lastPage: 2, data: [{ _id: contractIds.older }] });
    expect((await get(`/api/v1/devices/${aarhusDevice.id}/contracts?perPage=101`)).statusCode).toBe(400);
  });

  it('needs read Contract in the device organisation; other organisations answer 404', async () => {
    expect((await get(`/api/v1/devices/${aarhusDevice.id}/contracts`, null)).statusCode).toBe(401);
    // The member and the technician read the device but not its contracts.
    for (const token of [tokens.member, tokens.technician]) {
      const response = await get(`/api/v1/devices/${aarhusDevice.id}/contracts`, token);
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    expect((await get(`/api/v1/devices/${aarhusDevice.id}/contracts`, tokens.vejleAdmin)).statusCode).toBe(404);
    expect((await get(`/api/v1/devices/${vejleDevice.id}/contracts`, tokens.member)).statusCode).toBe(404);
    const own = (await get(`/api/v1/devices/${vejleDevice.id}/contracts`, tokens.vejleAdmin)).json();
    expect(own.data.map((c: { _id: string }) => c._id)).toEqual([contractIds.vejle]);
  });
});

describe('DELETE /api/v1/contracts/{contractId}/devices/{deviceId}', () => {
  it('needs update Contract; callers who may not read the contract get 404', async () => {
    expect((await remove(contractIds.vejle, vejleDevice.id, null)).statusCode).toBe(401);
    const readOnly = await remove(contractIds.vejle, vejleDevice.id, tokens.vejleAdmin);
    expect(readOnly.statusCode).toBe(403);
    expectErrorShape(readOnly.json(), 'FORBIDDEN');
    for (const token of [tokens.vejleAdmin, tokens.member, tokens.technician]) {
      const response = await remove(contractIds.newer, aarhusDevice.id, token);
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
    expect((await remove('not-a-contract', aarhusDevice.id)).statusCode).toBe(400);
    expect((await remove('00000000-0000-4000-8000-000000000000', aarhusDevice.id)).statusCode).toBe(404);
    // Nothing changed.
    expect((await t.database.db.select().from(schema.contractDevices).where(eq(schema.contractDevices.deviceId, aarhusDevice.id)))).toHaveLength(2);
  });

  it("takes the device off the contract and writes remove_device to the contract's log", async () => {
    const response = await remove(contractIds.newer, aarhusDevice.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const left = await t.database.db.select().from(schema.contractDevices).where(eq(schema.contractDevices.deviceId, aarhusDevice.id));
    expect(left.map((r) => r.contractId)).toEqual([contractIds.older]);
    const logs = await t.database.db
      .select()
      .from(schema.contractLogs)
      .where(and(eq(schema.contractLogs.contractId, contractIds.newer), eq(schema.contractLogs.action, 'remove_device')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ deviceId: aarhusDevice.id, organizationId: aarhusDevice.ownerId, changes: { device: { name: expect.any(String) } } });
    const [admin] = (await t.database.db.execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)).rows;
    expect(logs[0]!.userId).toBe(admin!.id);
    expect((await get(`/api/v1/devices/${aarhusDevice.id}/contracts`)).json().total).toBe(1);
    // Once more: the device is no longer on it.
    const again = await remove(contractIds.newer, aarhusDevice.id, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not on the contract|ikke med i kontrakten/);
  });
});
