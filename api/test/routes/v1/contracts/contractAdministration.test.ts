import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractLogEntrySchema, contractSchema, invoicePreviewSchema } from '../../../../src/contracts/contractSchemas.ts';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from '../devices/fixtures.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string>;
let aarhusId: string;
let vejleId: string;
let premiumId: string;
let basicId: string;
const aarhusDevices: string[] = [];
let vejleDevice: string;
let deletedDevice: string;

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.technician, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  for (let i = 0; i < 3; i++) aarhusDevices.push((await makeDevice(t, { org: 'Aarhus Kommune', category: 'rain', networkType: 'sigfox' })).id);
  const vejle = await makeDevice(t, { org: 'Vejle Forsyning', category: 'rain', networkType: 'sigfox' });
  vejleDevice = vejle.id;
  vejleId = vejle.ownerId;
  deletedDevice = (await makeDevice(t, { org: 'Aarhus Kommune', category: 'rain', networkType: 'sigfox', deleted: true })).id;
  const { rows } = await t.database.db.execute<{ aarhus: string; premium: string; basic: string }>(sql`
    select (select id from organizations where name = 'Aarhus Kommune') as aarhus,
      (select id from packages where slug = 'premium') as premium, (select id from packages where slug = 'basic') as basic`);
  aarhusId = rows[0]!.aarhus;
  premiumId = rows[0]!.premium;
  basicId = rows[0]!.basic;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin, language = 'en') =>
  t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}), headers: { ...(token ? t.auth(token) : {}), 'accept-language': language } });

const newContract = (extra: object = {}) => ({
  packageId: premiumId,
  startDate: '2026-01-15',
  invoiceFrequencyMonths: 3,
  projectId: 'P-2044',
  debitorNumber: '102030',
  note: 'Vandstandsmålere langs Aarhus Å',
  pricePerDeviceMonth: '49.5',
  ...extra,
});

async function auditOf(subjectId: string) {
  return t.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.subject, 'Contract'), eq(schema.auditLog.subjectId, subjectId)));
}

describe('creating and reading contracts', () => {
  it('creates a contract with two devices, logged and audited, in the documented shape', async () => {
    const response = await call('POST', `/organizations/${aarhusId}/contracts`, newContract({ deviceIds: aarhusDevices.slice(0, 2) }));
    expect(response.statusCode, response.body).toBe(201);
    const contract = contractSchema.strict().parse(response.json());
    expect(contract).toMatchObject({
      organization: { _id: aarhusId, name: 'Aarhus Kommune' },
      package: { _id: premiumId, slug: 'premium' },
      startDate: '2026-01-15',
      invoiceFrequencyMonths: 3,
      projectId: 'P-2044',
      pricePerDeviceMonth: '49.50',
      deviceCount: 2,
      monthlyAmount: '99.00',
      createdBy: { name: 'Mette Nielsen' },
    });
    expect((await call('GET', `/contracts/${contract._id}`)).json()).toEqual(contract);

    const logs = (await call('GET', `/contracts/${contract._id}/logs`)).json();
    expect(logs.total).toBe(3);
    for (const entry of logs.data) contractLogEntrySchema.strict().parse(entry);
    expect(logs.data.map((e: { action: string }) => e.action).sort()).toEqual(['add_device', 'add_device', 'create']);
    const created = logs.data.find((e: { action: string }) => e.action === 'create');
    expect(created.changes.pricePerDeviceMonth).toEqual({ before: null, after: '49.50' });
    // Packages are named in the log, not left as ids.
    expect(created.changes.packageId.after).toEqual({ _id: premiumId, name: 'Premium' });
    expect(logs.data.find((e: { action: string }) => e.action === 'add_device').device).toMatchObject({ name: expect.stringContaining('Test rain') });

    const audit = await auditOf(contract._id);
    expect(audit.map((a) => a.action)).toEqual(['contract.create']);
    expect(audit[0]!.changes).toMatchObject({ deviceIds: { before: null, after: expect.arrayContaining(aarhusDevices.slice(0, 2)) } });
  });

  it('lists the organisation contracts newest first, searchable, sortable and paged', async () => {
    const older = (await call('POST', `/organizations/${aarhusId}/contracts`, newContract({ projectId: 'SEARCH-ME', packageId: basicId }))).json();
    const list = (await call('GET', `/organizations/${aarhusId}/contracts?perPage=100`)).json();
    expect(list.data[0]._id).toBe(older._id);
    const times = list.data.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.data.every((c: { organization: { _id: string } }) => c.organization._id === aarhusId)).toBe(true);
    const found = (await call('GET', `/organizations/${aarhusId}/contracts?search=search-me`)).json();
    expect(found.data.map((c: { _id: string }) => c._id)).toEqual([older._id]);
    const basic = (await call('GET', `/organizations/${aarhusId}/contracts?perPage=100&packageIds=${basicId}`)).json();
    expect(basic.data.every((c: { package: { slug: string } }) => c.package.slug === 'basic')).toBe(true);
    const byDevices = (await call('GET', `/organizations/${aarhusId}/contracts?perPage=100&sort=-deviceCount`)).json();
    const counts = byDevices.data.map((c: { deviceCount: number }) => c.deviceCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const paged = (await call('GET', `/organizations/${aarhusId}/contracts?perPage=10&page=1`)).json();
    expect(paged).toMatchObject({ page: 1, perPage: 10, total: list.total });
    expect((await call('GET', `/organizations/${aarhusId}/contracts?perPage=7`)).statusCode).toBe(400);
  });

  it('refuses bad input with field errors in the caller’s language', async () => {
    const cases: [object, string][] = [
      [newContract({ pricePerDeviceMonth: '49,50' }), 'pricePerDeviceMonth'],
      [newContract({ pricePerDeviceMonth: '-1' }), 'pricePerDeviceMonth'],
      [newContract({ pricePerDeviceMonth: '1.234' }), 'pricePerDeviceMonth'],
      [newContract({ invoiceFrequencyMonths: 0 }), 'invoiceFrequencyMonths'],
      [newContract({ invoiceFrequencyMonths: 121 }), 'invoiceFrequencyMonths'],
      [newContract({ startDate: '2026-02-30' }), 'startDate'],
      [newContract({ startDate: '9999-01-01' }), 'startDate'],
      [newContract({ packageId: '00000000-0000-4000-8000-000000000000' }), 'packageId'],
      [newContract({ deviceIds: [vejleDevice] }), 'deviceIds'],
      [newContract({ deviceIds: [deletedDevice] }), 'deviceIds'],
      [newContract({ note: 'x'.repeat(2001) }), 'note'],
      [{ ...newContract(), extra: true }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', `/organizations/${aarhusId}/contracts`, payload, tokens.admin, 'da');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      if (field) expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const foreign = await call('POST', `/organizations/${aarhusId}/contracts`, newContract({ deviceIds: [vejleDevice] }), tokens.admin, 'da');
    expect(foreign.json().message).toContain('kontraktens organisation');
  });

  it('lets only those who may read contracts see them, and only admins write them', async () => {
    const contract = (await call('POST', `/organizations/${vejleId}/contracts`, newContract())).json();
    // The Vejle organisation administrator reads Vejle's contracts but may not write them.
    expect((await call('GET', `/organizations/${vejleId}/contracts`, undefined, tokens.vejleAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/contracts/${contract._id}`, undefined, tokens.vejleAdmin)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/organizations/${vejleId}/contracts`, newContract()],
      ['PATCH', `/contracts/${contract._id}`, { note: 'x' }],
      ['DELETE', `/contracts/${contract._id}`, undefined],
      ['POST', `/contracts/${contract._id}/devices`, { deviceIds: [vejleDevice] }],
    ] as [Method, string, object | undefined][]) {
      const response = await call(method, url, payload, tokens.vejleAdmin);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    // The member reads Aarhus but not its contracts; others' contracts are not found.
    expect((await call('GET', `/organizations/${aarhusId}/contracts`, undefined, tokens.member)).statusCode).toBe(403);
    expect((await call('GET', `/organizations/${vejleId}/contracts`, undefined, tokens.member)).statusCode).toBe(404);
    for (const token of [tokens.member, tokens.technician]) {
      for (const url of [`/contracts/${contract._id}`, `/contracts/${contract._id}/devices`, `/contracts/${contract._id}/logs`, `/contracts/${contract._id}/invoice-preview`]) {
        const response = await call('GET', url, undefined, token);
        expect(response.statusCode, url).toBe(404);
        expectErrorShape(response.json(), 'NOT_FOUND');
      }
      expect((await call('DELETE', `/contracts/${contract._id}`, undefined, token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/contracts/${contract._id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/contracts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/contracts/not-an-id')).statusCode).toBe(400);
  });
});

describe('changing contracts and their devices', () => {
  it('changes the fields sent, logging and auditing only what changed', async () => {
    const contract = (await call('POST', `/organizations/${aarhusId}/contracts`, newContract())).json();
    const response = await call('PATCH', `/contracts/${contract._id}`, { pricePerDeviceMonth: '55', note: '', projectId: 'P-2044', packageId: basicId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pricePerDeviceMonth: '55.00', note: null, projectId: 'P-2044', package: { slug: 'basic' } });
    const logs = (await call('GET', `/contracts/${contract._id}/logs`)).json();
    expect(logs.data[0]).toMatchObject({
      action: 'update',
      user: { name: 'Mette Nielsen' },
      changes: {
        pricePerDeviceMonth: { before: '49.50', after: '55.00' },
        note: { before: 'Vandstandsmålere langs Aarhus Å', after: null },
        packageId: { before: { name: 'Premium' }, after: { name: 'Basic' } },
      },
    });
    expect(Object.keys(logs.data[0].changes).sort()).toEqual(['note', 'packageId', 'pricePerDeviceMonth']);
    const audit = await auditOf(contract._id);
    expect(audit.map((a) => a.action).sort()).toEqual(['contract.create', 'contract.update']);
    // Nothing changed: no entry.
    await call('PATCH', `/contracts/${contract._id}`, { pricePerDeviceMonth: '55.00' });
    expect((await call('GET', `/contracts/${contract._id}/logs`)).json().total).toBe(logs.total);
    expect((await call('PATCH', `/contracts/${contract._id}`, { invoiceFrequencyMonths: 'x' })).statusCode).toBe(400);
  });

  it('adds and removes devices, each in the log, and refuses deletion while it has devices', async () => {
    const contract = (await call('POST', `/organizations/${aarhusId}/contracts`, newContract())).json();
    const added = await call('POST', `/contracts/${contract._id}/devices`, { deviceIds: [aarhusDevices[2], aarhusDevices[0]] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().addedDeviceIds.sort()).toEqual([aarhusDevices[0], aarhusDevices[2]].sort());
    expect(added.json().contract.deviceCount).toBe(2);
    // Again: nothing new, nothing logged.
    expect((await call('POST', `/contracts/${contract._id}/devices`, { deviceIds: [aarhusDevices[0]] })).json().addedDeviceIds).toEqual([]);
    const refused = await call('POST', `/contracts/${contract._id}/devices`, { deviceIds: [aarhusDevices[1], vejleDevice] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(vejleDevice);
    expect((await call('GET', `/contracts/${contract._id}`)).json().deviceCount).toBe(2);

    const devices = (await call('GET', `/contracts/${contract._id}/devices`)).json();
    expect(devices.total).toBe(2);
    expect(devices.data[0]).toMatchObject({ deviceModel: { title: expect.any(String) }, deleted: false, lifecycle: 'in_stock' });

    const conflict = await call('DELETE', `/contracts/${contract._id}`, undefined, tokens.admin, 'da');
    expect(conflict.statusCode).toBe(409);
    expectErrorShape(conflict.json(), 'CONFLICT');
    expect(conflict.json().message).toContain('Fjern enhederne først');
    expect((await call('GET', `/contracts/${contract._id}`)).statusCode).toBe(200);

    for (const deviceId of [aarhusDevices[0], aarhusDevices[2]]) {
      expect((await call('DELETE', `/contracts/${contract._id}/devices/${deviceId}`)).statusCode).toBe(200);
    }
    const logs = (await call('GET', `/contracts/${contract._id}/logs`)).json();
    expect(logs.data.map((e: { action: string }) => e.action)).toEqual(['remove_device', 'remove_device', 'add_device', 'add_device', 'create']);
    expect((await auditOf(contract._id)).map((a) => a.action).sort()).toEqual([
      'contract.addDevices',
      'contract.create',
      'contract.removeDevice',
      'contract.removeDevice',
    ]);

    expect((await call('DELETE', `/contracts/${contract._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/contracts/${contract._id}`)).statusCode).toBe(404);
    // The log stays, ending with the deletion; the audit log has it too.
    const kept = await t.database.db.execute<{ action: string }>(sql`select action from contract_logs where changes->'contractId'->>'before' = ${contract._id}`);
    expect(kept.rows.map((r) => r.action)).toEqual(['delete']);
    expect((await auditOf(contract._id)).map((a) => a.action)).toContain('contract.delete');
  });
});

describe('the invoice preview', () => {
  it('bills devices × price × months for the period that holds today, and leaves deleted devices out', async () => {
    const start = new Date();
    start.setUTCMonth(start.getUTCMonth() - 4);
    const startDate = start.toISOString().slice(0, 10);
    const contract = (await call('POST', `/organizations/${aarhusId}/contracts`, newContract({ startDate, invoiceFrequencyMonths: 3, pricePerDeviceMonth: '49.50', deviceIds: aarhusDevices }))).json();
    // A device deleted after it went under the contract stays on it, unbilled.
    await t.database.db.insert(schema.contractDevices).values({ contractId: contract._id, deviceId: deletedDevice });
    const response = await call('GET', `/contracts/${contract._id}/invoice-preview?perPage=10`);
    expect(response.statusCode, response.body).toBe(200);
    const preview = invoicePreviewSchema.strict().parse(response.json());
    expect(preview.summary).toMatchObject({
      currency: 'DKK',
      months: 3,
      pricePerDeviceMonth: '49.50',
      billedDeviceCount: 3,
      unbilledDeletedCount: 1,
      monthlyAmount: '148.50',
      invoiceAmount: '445.50',
    });
    // Four months after the start, the second quarter is running.
    const second = new Date(`${startDate}T00:00:00Z`);
    second.setUTCMonth(second.getUTCMonth() + 3);
    expect(preview.summary.periodStart).toBe(second.toISOString().slice(0, 10));
    expect(preview.summary.periodEnd > preview.summary.periodStart).toBe(true);
    expect(preview.total).toBe(3);
    expect(preview.data.map((line) => line.amount)).toEqual(['148.50', '148.50', '148.50']);
    expect(preview.data.map((line) => line.deviceId).sort()).toEqual([...aarhusDevices].sort());
    const page2 = (await call('GET', `/contracts/${contract._id}/invoice-preview?perPage=10&page=2`)).json();
    expect(page2.data).toEqual([]);
    expect(page2.summary).toEqual(preview.summary);
    expect(contractSchema.parse((await call('GET', `/contracts/${contract._id}`)).json())).toMatchObject({ deviceCount: 4, monthlyAmount: '148.50' });

    // A contract that starts later invoices its first period.
    const later = (await call('POST', `/organizations/${aarhusId}/contracts`, newContract({ startDate: '2099-01-31', invoiceFrequencyMonths: 1 }))).json();
    const first = (await call('GET', `/contracts/${later._id}/invoice-preview`)).json();
    expect(first.summary).toMatchObject({ periodStart: '2099-01-31', periodEnd: '2099-02-27', billedDeviceCount: 0, invoiceAmount: '0.00' });
  });
});
