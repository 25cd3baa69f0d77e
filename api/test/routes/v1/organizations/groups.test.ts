import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

// An organisation's dashboard groups: create with devices, rename, add and take out devices, delete;
// only its own live devices; each write audited; the dashboard reads them; a group an API key is
// limited to is not deleted under it.

let t: TestApp;
const tokens = { admin: '', member: '', vejleAdmin: '' };
let vejle: string;
let aarhus: string;
let vejleDevices: { id: string; device: string; name: string }[];
let aarhusDevice: string;

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  const db = t.database.db;
  const orgs = await db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations);
  vejle = orgs.find((o) => o.slug === 'vejle-forsyning')!.id;
  aarhus = orgs.find((o) => o.slug === 'aarhus-kommune')!.id;
  // The small test data set gives Vejle few devices: three of its own for these tests.
  const [model] = await db.select({ id: schema.deviceModels.id }).from(schema.deviceModels).orderBy(schema.deviceModels.title).limit(1);
  await db.insert(schema.devices).values(['1', '2', '3'].map((n) => ({ device: `groups-test-${n}`, name: `AA Gruppetest ${n}`, ownerId: vejle, deviceModelId: model!.id })));
  vejleDevices = await db
    .select({ id: schema.devices.id, device: schema.devices.device, name: schema.devices.name })
    .from(schema.devices)
    .where(and(eq(schema.devices.ownerId, vejle), isNull(schema.devices.deletedAt)))
    .orderBy(schema.devices.name)
    .limit(3);
  [{ id: aarhusDevice }] = await db.select({ id: schema.devices.id }).from(schema.devices).where(eq(schema.devices.ownerId, aarhus)).limit(1) as [{ id: string }];
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...t.auth(token), 'accept-language': language }, ...(payload ? { payload } : {}) });
const groupsUrl = (orgId: string) => `/api/v1/organizations/${orgId}/groups`;
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(desc(schema.auditLog.id)).limit(1))[0];

describe('device groups', () => {
  it('creates a group with two devices, which the dashboard shows as a section', async () => {
    const created = await call('POST', groupsUrl(vejle), tokens.vejleAdmin, { name: ' Pumper ved åen ', deviceIds: [vejleDevices[0]!.id, vejleDevices[1]!.id] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ name: 'Pumper ved åen', organizationId: vejle, devices: 2, apiKeys: 0 });
    expect(await lastAudit('group.create')).toMatchObject({ subjectId: group._id, organizationId: vejle });

    const devices = (await call('GET', `${groupsUrl(vejle)}/${group._id}/devices`, tokens.vejleAdmin)).json();
    expect(devices.data.map((d: { _id: string }) => d._id).sort()).toEqual([vejleDevices[0]!.id, vejleDevices[1]!.id].sort());
    expect(devices.total).toBe(2);

    const dashboard = (await call('GET', `/api/v1/analytics/trends/organizations/${vejle}`, tokens.vejleAdmin)).json();
    const section = dashboard.data.find((g: { _id: string }) => g._id === group._id);
    expect(section.devices.map((d: { _id: string }) => d._id).sort()).toEqual([vejleDevices[0]!.id, vejleDevices[1]!.id].sort());

    const listed = (await call('GET', `${groupsUrl(vejle)}?search=PUMPER%20VED`, tokens.vejleAdmin)).json();
    expect(listed.data.map((g: { name: string }) => g.name)).toEqual(['Pumper ved åen']);
  });

  it('renames, adds and takes out devices (audited), refusing a taken name and foreign devices', async () => {
    const group = (await call('POST', groupsUrl(vejle), tokens.vejleAdmin, { name: 'Renamed soon' })).json();
    expect((await call('PATCH', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin, { name: 'Pumper ved åen' })).statusCode).toBe(409);
    const renamed = await call('PATCH', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin, { name: 'Bassiner' });
    expect(renamed.json().name).toBe('Bassiner');
    expect((await lastAudit('group.update'))!.changes).toEqual({ name: { before: 'Renamed soon', after: 'Bassiner' } });

    const foreign = await call('POST', `${groupsUrl(vejle)}/${group._id}/devices`, tokens.vejleAdmin, { deviceIds: [vejleDevices[2]!.id, aarhusDevice] }, 'da');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ field: 'deviceIds', message: `Disse enheder findes ikke eller tilhører ikke organisationen: ${aarhusDevice}.` }]);
    expect((await call('GET', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin)).json().devices).toBe(0);

    const added = await call('POST', `${groupsUrl(vejle)}/${group._id}/devices`, tokens.vejleAdmin, { deviceIds: [vejleDevices[2]!.id, vejleDevices[2]!.id] });
    expect(added.json().devices).toBe(1);
    expect((await lastAudit('group.addDevices'))!.changes).toEqual({ devicesAdded: { before: null, after: [vejleDevices[2]!.id] } });
    // Adding it again changes nothing and writes no entry.
    const entries = (await t.database.db.select().from(schema.auditLog)).length;
    expect((await call('POST', `${groupsUrl(vejle)}/${group._id}/devices`, tokens.vejleAdmin, { deviceIds: [vejleDevices[2]!.id] })).json().devices).toBe(1);
    expect((await t.database.db.select().from(schema.auditLog)).length).toBe(entries);

    const removed = await call('DELETE', `${groupsUrl(vejle)}/${group._id}/devices/${vejleDevices[2]!.id}`, tokens.vejleAdmin);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `${groupsUrl(vejle)}/${group._id}/devices/${vejleDevices[2]!.id}`, tokens.vejleAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin)).json().devices).toBe(0);
  });

  it('refuses to delete a group an unrevoked API key is limited to; deletes it once the key is revoked', async () => {
    const group = (await call('POST', groupsUrl(vejle), tokens.vejleAdmin, { name: 'Keyed', deviceIds: [vejleDevices[0]!.id] })).json();
    const key = (await call('POST', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin, { name: 'Pump callback', groupId: group._id })).json();
    expect(key).toMatchObject({ groupId: group._id, group: { _id: group._id, name: 'Keyed' }, network: null });
    expect((await call('GET', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin)).json().apiKeys).toBe(1);

    const refused = await call('DELETE', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The group cannot be deleted while API keys are limited to it (Pump callback). Revoke them first.');
    expect((await call('DELETE', `/api/v1/organizations/${vejle}/keys/${key._id}`, tokens.vejleAdmin)).statusCode).toBe(204);
    expect((await call('DELETE', `${groupsUrl(vejle)}/${group._id}`, tokens.vejleAdmin)).statusCode).toBe(204);
    expect(await lastAudit('group.delete')).toMatchObject({ subjectId: group._id, changes: { name: { before: 'Keyed', after: null }, deviceIds: { before: [vejleDevices[0]!.id], after: [] } } });
    // The device stays; the revoked key stays, no longer naming a group.
    expect(await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, vejleDevices[0]!.id))).toHaveLength(1);
    const [revoked] = await t.database.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, key._id));
    expect(revoked).toMatchObject({ groupId: null, revokedAt: expect.any(Date) });
  });

  it('lets a member read their organisation’s groups but change none; strangers get 404', async () => {
    expect((await call('GET', groupsUrl(aarhus), tokens.member)).statusCode).toBe(200);
    const refused = await call('POST', groupsUrl(aarhus), tokens.member, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expectErrorShape(refused.json(), 'FORBIDDEN');
    expect((await call('GET', groupsUrl(vejle), tokens.member)).statusCode).toBe(404);
    const group = (await call('GET', groupsUrl(vejle), tokens.vejleAdmin)).json().data[0];
    expect((await call('DELETE', `${groupsUrl(aarhus)}/${group._id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `${groupsUrl(vejle)}/${group._id}`, tokens.admin)).statusCode).toBe(200);
  });
});

describe('API keys limited to a group or a network', () => {
  const ingest = (key: string, device: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ingest/messages', headers: { 'x-api-key': key, 'accept-language': 'en' }, payload: { device, time: new Date().toISOString(), readings: {} } });

  it('ingests only for the devices of its group', async () => {
    const group = (await call('POST', groupsUrl(vejle), tokens.vejleAdmin, { name: 'Key scope', deviceIds: [vejleDevices[1]!.id] })).json();
    const key = (await call('POST', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin, { name: 'Scoped', groupId: group._id })).json().key;
    expect((await ingest(key, vejleDevices[1]!.device)).statusCode).toBe(202);
    const outside = await ingest(key, vejleDevices[2]!.device);
    expect(outside.statusCode).toBe(403);
    expectErrorShape(outside.json(), 'FORBIDDEN_DEVICE');
    expect(outside.json().message).toBe(`The API key is limited to the group "Key scope", and the device ${vejleDevices[2]!.device} is not in it.`);
  });

  it('ingests only for devices of its network', async () => {
    const rows = await t.database.db
      .select({ device: schema.devices.device, network: schema.deviceModels.networkType })
      .from(schema.devices)
      .innerJoin(schema.deviceModels, eq(schema.deviceModels.id, schema.devices.deviceModelId))
      .where(and(eq(schema.devices.ownerId, vejle), isNull(schema.devices.deletedAt)));
    const network = rows[0]!.network;
    const other = rows.find((r) => r.network !== network);
    const key = (await call('POST', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin, { name: 'Network', network })).json();
    expect(key.network).toBe(network);
    expect((await ingest(key.key, rows[0]!.device)).statusCode).toBe(202);
    if (other) expect((await ingest(key.key, other.device)).json().code).toBe('FORBIDDEN_DEVICE');
  });

  it("refuses a group of another organisation and lists each key's scope", async () => {
    const aarhusGroup = (await call('POST', groupsUrl(aarhus), tokens.admin, { name: 'Aarhus only' })).json();
    const refused = await call('POST', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin, { name: 'Bad', groupId: aarhusGroup._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'groupId', message: 'The group does not exist in the organisation.' }]);
    const list = (await call('GET', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin)).json().data;
    expect(list.find((k: { name: string }) => k.name === 'Scoped')).toMatchObject({ group: { name: 'Key scope' }, network: null });
  });
});

describe('GET /organizations/{id}/integrations', () => {
  it('lists NB-IoT, Sigfox and MQTT with device counts and the newest message, which ingestion moves', async () => {
    const before = (await call('GET', `/api/v1/organizations/${vejle}/integrations`, tokens.vejleAdmin)).json();
    expect(before.ingestUrl).toMatch(/\/api\/v1\/ingest\/messages$/);
    expect(before.mqtt).toMatchObject({ uplinkTopic: 'fieldsense/devices/<networkId>/up' });
    expect(before.data.map((i: { network: string }) => i.network).slice(0, 3)).toEqual(['nbiot', 'sigfox', 'mqtt']);
    const [device] = await t.database.db
      .select({ id: schema.devices.id, device: schema.devices.device, network: schema.deviceModels.networkType })
      .from(schema.devices)
      .innerJoin(schema.deviceModels, eq(schema.deviceModels.id, schema.devices.deviceModelId))
      .where(and(eq(schema.devices.ownerId, vejle), isNull(schema.devices.deletedAt), eq(schema.deviceModels.networkType, 'nbiot')))
      .limit(1);
    const nbiot = before.data.find((i: { network: string }) => i.network === 'nbiot');
    expect(nbiot.devices).toBeGreaterThan(0);

    const key = (await call('POST', `/api/v1/organizations/${vejle}/keys`, tokens.vejleAdmin, { name: 'NB-IoT platform', network: 'nbiot' })).json().key;
    // A minute ahead (clocks may run 5 minutes fast): newer than what the tests above sent.
    const time = new Date(Date.now() + 60_000).toISOString();
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/ingest/messages', headers: { 'x-api-key': key }, payload: { device: device!.device, time, readings: {} } });
    expect(posted.statusCode, posted.body).toBe(202);
    const after = (await call('GET', `/api/v1/organizations/${vejle}/integrations`, tokens.vejleAdmin)).json();
    const moved = after.data.find((i: { network: string }) => i.network === 'nbiot');
    expect(moved).toMatchObject({ lastMessageAt: time, lastDevice: { _id: device!.id, device: device!.device }, keys: nbiot.keys + 1 });
  });

  it('is for those who may read the keys: 403 for a member, 404 for strangers', async () => {
    expect((await call('GET', `/api/v1/organizations/${aarhus}/integrations`, tokens.member)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/organizations/${aarhus}/integrations`, tokens.vejleAdmin)).statusCode).toBe(404);
  });
});
