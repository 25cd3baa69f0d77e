import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { elfBytes, multipart, type Part, pngBytes } from '../../../storage/uploadFixtures.ts';
import { makeDevice } from '../devices/fixtures.ts';
import { day } from '../serviceOrders/serviceOrderFileFixtures.ts';

/**
 * The installation-order routes over real HTTP handling (inject) on a seeded database: create rules,
 * the list's filters and scoping for every demo role, the transitions and their refusals, the
 * order's devices, the idempotent install (installed and failed), the delete confirmation and the
 * devices' attachments with hostile files.
 */
let t: TestApp;
type Who = 'admin' | 'manager' | 'member' | 'lars' | 'niels' | 'camilla' | 'vejleAdmin';
const tokens = {} as Record<Who, string>;
const ids = {} as { aarhusCenter: string; kogeCenter: string; lars: string; niels: string; camilla: string; aarhusOrg: string; vejleOrg: string; waterModel: string; waterCategory: string };

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who ? t.auth(tokens[who]) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const upload = (who: Who, url: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...t.auth(tokens[who]), ...headers, 'accept-language': 'en' }, payload });
};
const one = async <T = { id: string }>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows[0] as T;

/** A water-level device in stock of the organisation. */
const stockDevice = (org = 'Aarhus Kommune') => makeDevice(t, { org, category: 'water_level', networkType: 'nbiot' });

const create = async (body: Record<string, unknown> = {}, who: Who = 'admin') => {
  const response = await call(who, 'POST', '/installation', {
    name: 'Opsætning Aarhus Havn',
    owner: ids.aarhusOrg,
    serviceCenter: ids.aarhusCenter,
    technician: ids.lars,
    dueDate: day(3),
    note: 'Nøglen hentes hos havnefogeden',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, any> & { _id: string };
};

const installBody = (extra: Record<string, unknown> = {}) => ({
  geo: { lat: 56.1572, lon: 10.2107 },
  name: 'Vandstand Aarhus Å',
  placeName: 'Aarhus Å ved Mølleparken',
  serialNumber: 'SN-4711',
  isComplete: true,
  locationTypeStancode: 'BRD',
  properties: { elevation: 2.5, heightOffset: -3 },
  note: 'Monteret under broen',
  ...extra,
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'installation-files-'));

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  const technicianOf = (email: string) =>
    one(sql`select t.id from technicians t join users u on u.id = t.user_id where u.email = ${email} order by t.is_active desc limit 1`).then((row) => row.id);
  Object.assign(ids, {
    aarhusCenter: (await one(sql`select id from service_centers where name = 'Servicecenter Aarhus'`)).id,
    kogeCenter: (await one(sql`select id from service_centers where name = 'Servicecenter Køge'`)).id,
    lars: await technicianOf('technician@example.com'),
    niels: await technicianOf('niels.poulsen@example.com'),
    camilla: await technicianOf('camilla.larsen@example.com'),
    aarhusOrg: (await one(sql`select id from organizations where name = 'Aarhus Kommune'`)).id,
    vejleOrg: (await one(sql`select id from organizations where name = 'Vejle Forsyning'`)).id,
    waterCategory: (await one(sql`select id from device_type_categories where slug = 'water_level'`)).id,
  });
  const device = await stockDevice();
  ids.waterModel = (await one<{ id: string }>(sql`select device_model_id as id from devices where id = ${device.id}`)).id;
  const [admin, manager, member, lars, niels, camilla, vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('peter.rasmussen@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('niels.poulsen@example.com'),
    t.login('camilla.larsen@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  Object.assign(tokens, { admin, manager, member, lars, niels, camilla, vejleAdmin });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /installation', () => {
  it('creates a new order with its devices, types and models, e-mails the technician and records it', async () => {
    const [a, b] = await Promise.all([stockDevice(), stockDevice()]);
    const mailsBefore = t.sentMail.length;
    const order = await create({ devices: [a.id, b.id], types: [ids.waterCategory], models: [ids.waterModel] });
    expect(order).toMatchObject({
      name: 'Opsætning Aarhus Havn',
      status: 'new',
      owner: { _id: ids.aarhusOrg, name: 'Aarhus Kommune' },
      serviceCenter: { _id: ids.aarhusCenter, name: 'Servicecenter Aarhus' },
      technician: { _id: ids.lars },
      types: [{ _id: ids.waterCategory, slug: 'water_level' }],
      models: [{ _id: ids.waterModel }],
      devicesCount: 2,
      installedDevicesCount: 0,
      failedDevicesCount: 0,
      createdBy: { name: 'Mette Nielsen' },
    });
    // The administrator's offset is UTC+1: the day ends at 22:59:59.999 UTC.
    expect(order.dueDate).toBe(`${day(3)}T22:59:59.999Z`);
    const mails = t.sentMail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.to).toBe('technician@example.com');
    // Lars reads Danish.
    expect(mails[0]!.message.subject).toBe('Ny installationsordre: Opsætning Aarhus Havn');
    expect(mails[0]!.message.text).toContain(`/orders/installation/${order._id}`);
    const audit = await one<{ action: string; changes: Record<string, { to: unknown }> }>(
      sql`select action, changes from audit_log where subject = 'InstallationOrder' and subject_id = ${order._id}`,
    );
    expect(audit.action).toBe('installationOrder.create');
    expect(audit.changes.devices!.to).toEqual([a.id, b.id]);
  });

  it('refuses those who may not dispatch (403) and devices that cannot be installed (400 naming each)', async () => {
    for (const who of ['member', 'lars', 'vejleAdmin'] as const) {
      const response = await call(who, 'POST', '/installation', { name: 'x', owner: ids.aarhusOrg });
      expect(response.statusCode, who).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    const installed = await stockDevice();
    await t.database.db.execute(sql`update devices set lifecycle = 'installed' where id = ${installed.id}`);
    const vejle = await stockDevice('Vejle Forsyning');
    const taken = await stockDevice();
    await create({ devices: [taken.id] });
    const rain = await makeDevice(t, { org: 'Aarhus Kommune', category: 'rain', networkType: 'nbiot' });
    const response = await call('admin', 'POST', '/installation', {
      name: 'Mange fejl',
      owner: ids.aarhusOrg,
      types: [ids.waterCategory],
      devices: [installed.id, vejle.id, taken.id, rain.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_FAILED');
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(['devices.0', 'devices.1', 'devices.2', 'devices.3', 'devices.4']);
    expect(body.fields[0].message).toMatch(/is not in stock \(it is installed\)/);
    expect(body.fields[1].message).toMatch(/does not belong to the order's owner/);
    expect(body.fields[2].message).toMatch(/already on the installation order Opsætning Aarhus Havn/);
    expect(body.fields[3].message).toMatch(/not of the order's device types/);
    expect(body.fields[4].message).toMatch(/does not exist/);
  });

  it('checks the centre, the technician and the due day', async () => {
    const koge = await call('admin', 'POST', '/installation', { name: 'x', owner: ids.aarhusOrg, serviceCenter: ids.kogeCenter });
    expect(koge.statusCode).toBe(400);
    expect(koge.json().fields).toEqual([{ field: 'serviceCenter', message: expect.stringMatching(/does not service devices of Aarhus Kommune/) }]);
    const noCenter = await call('admin', 'POST', '/installation', { name: 'x', owner: ids.aarhusOrg, technician: ids.lars });
    expect(noCenter.json().fields[0].field).toBe('technician');
    const otherCenter = await call('admin', 'POST', '/installation', { name: 'x', owner: ids.aarhusOrg, serviceCenter: ids.aarhusCenter, technician: ids.camilla });
    expect(otherCenter.json().fields[0].field).toBe('technician');
    // An administrator may dispatch for every organisation: an id that names none is still refused.
    const nobody = await call('admin', 'POST', '/installation', { name: 'x', owner: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields[0].field).toBe('owner');
    const past = await call('admin', 'POST', '/installation', { name: 'x', owner: ids.aarhusOrg, dueDate: day(-2) }, 'da');
    expect(past.json().fields).toEqual([{ field: 'dueDate', message: 'Forfaldsdatoen må ikke ligge før i dag.' }]);
  });
});

describe('GET /installation and /installation/{id}', () => {
  it('scopes the list: every order for administrators and service managers, the centre\'s for a technician, nothing for members', async () => {
    await t.database.db.execute(sql`insert into service_center_organizations (service_center_id, organization_id) values (${ids.kogeCenter}, ${ids.vejleOrg}) on conflict do nothing`);
    const mine = await create({ name: 'Lars sin ordre' });
    const koge = await create({ name: 'Køge ordre', owner: ids.vejleOrg, serviceCenter: ids.kogeCenter, technician: ids.camilla });
    const all = (await call('admin', 'GET', '/installation?perPage=100')).json();
    expect(all.data.map((o: { _id: string }) => o._id)).toEqual(expect.arrayContaining([mine._id, koge._id]));
    expect((await call('manager', 'GET', `/installation/${koge._id}`)).statusCode).toBe(200);

    const lars = (await call('lars', 'GET', '/installation?perPage=100')).json();
    expect(lars.data.every((o: { serviceCenter: { _id: string } | null }) => o.serviceCenter?._id === ids.aarhusCenter)).toBe(true);
    expect(lars.data.map((o: { _id: string }) => o._id)).toContain(mine._id);
    expect((await call('lars', 'GET', `/installation/${koge._id}`)).statusCode).toBe(404);
    expect((await call('camilla', 'GET', `/installation/${mine._id}`)).statusCode).toBe(404);
    const own = (await call('lars', 'GET', '/installation?technician=me&perPage=100')).json();
    expect(own.data.every((o: { technician: { _id: string } }) => o.technician._id === ids.lars)).toBe(true);

    for (const url of ['/installation', `/installation/${mine._id}`, '/installation/statuses']) {
      const response = await call('member', 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
  });

  it('filters by status (archived off the list by default), owner, centre, due range and search, and pages', async () => {
    const archived = await create({ name: 'Arkiveret zzqx' });
    expect((await call('admin', 'PATCH', `/installation/${archived._id}/archive`)).statusCode).toBe(200);
    const open = await create({ name: 'Åben zzqx', dueDate: day(20) });
    const search = (await call('admin', 'GET', '/installation?search=ZZQX')).json();
    expect(search.data.map((o: { _id: string }) => o._id)).toEqual([open._id]);
    const withArchived = (await call('admin', 'GET', '/installation?search=zzqx&status=archived,new&sort=name')).json();
    expect(withArchived.data.map((o: { _id: string }) => o._id)).toEqual([archived._id, open._id]);
    const due = (await call('admin', 'GET', `/installation?search=zzqx&dueFrom=${day(19)}&dueTo=${day(21)}`)).json();
    expect(due.total).toBe(1);
    const reversed = await call('admin', 'GET', `/installation?dueFrom=${day(5)}&dueTo=${day(1)}`);
    expect(reversed.statusCode).toBe(400);
    const vejle = (await call('admin', 'GET', `/installation?orgIds=${ids.vejleOrg}&perPage=100`)).json();
    expect(vejle.data.every((o: { owner: { _id: string } }) => o.owner._id === ids.vejleOrg)).toBe(true);
    const page = (await call('admin', 'GET', '/installation?perPage=10&page=2&sort=-createdAt')).json();
    expect(page).toMatchObject({ page: 2, perPage: 10 });
    expect((await call('admin', 'GET', '/installation?perPage=7')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/installation?status=done')).json().fields).toEqual([{ field: 'status', message: 'Unknown status: done.' }]);
  });

  it('answers the lookups', async () => {
    expect((await call('lars', 'GET', '/installation/statuses', undefined, 'da')).json().data.map((s: { name: string }) => s.name)).toEqual([
      'Ny',
      'I gang',
      'Afsluttet',
      'Arkiveret',
    ]);
    const owners = (await call('manager', 'GET', '/installation/owners')).json().data;
    expect(owners.map((o: { name: string }) => o.name)).toContain('Aarhus Kommune');
    expect((await call('lars', 'GET', '/installation/owners')).statusCode).toBe(403);
    const technicians = (await call('admin', 'GET', `/installation/technicians?serviceCenterId=${ids.aarhusCenter}`)).json().data;
    expect(technicians.map((x: { _id: string }) => x._id)).toEqual(expect.arrayContaining([ids.lars, ids.niels]));
    expect(technicians.every((x: { serviceCenter: { _id: string } }) => x.serviceCenter._id === ids.aarhusCenter)).toBe(true);
  });
});

describe('PATCH, start, complete, archive', () => {
  it('lets a dispatcher change the order (a new technician is e-mailed) and refuses technicians and closed orders', async () => {
    const order = await create();
    const mailsBefore = t.sentMail.length;
    const changed = await call('admin', 'PATCH', `/installation/${order._id}`, { name: 'Nyt navn', technician: ids.niels, note: null, dueDate: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Nyt navn', technician: { _id: ids.niels }, note: null, dueDate: null });
    expect(t.sentMail.slice(mailsBefore).map((m) => m.message.to)).toEqual(['niels.poulsen@example.com']);
    const audit = await one<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where subject_id = ${order._id} and action = 'installationOrder.update'`,
    );
    expect(audit.changes).toMatchObject({ name: { from: 'Opsætning Aarhus Havn', to: 'Nyt navn' }, technician: { from: ids.lars, to: ids.niels } });
    expect((await call('lars', 'PATCH', `/installation/${order._id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call('admin', 'PATCH', `/installation/${order._id}`, {})).statusCode).toBe(400);
    // Removing the centre takes its technician.
    const noCenter = (await call('admin', 'PATCH', `/installation/${order._id}`, { serviceCenter: null })).json();
    expect(noCenter).toMatchObject({ serviceCenter: null, technician: null });
  });

  it('keeps the owner while the order has devices, and its devices matching its types and models', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    const owner = await call('admin', 'PATCH', `/installation/${order._id}`, { owner: ids.vejleOrg, serviceCenter: null });
    expect(owner.statusCode).toBe(409);
    const rain = (await one(sql`select id from device_type_categories where slug = 'rain'`)).id;
    const types = await call('admin', 'PATCH', `/installation/${order._id}`, { types: [rain] });
    expect(types.statusCode).toBe(400);
    expect(types.json().fields[0]).toMatchObject({ field: 'types', message: expect.stringMatching(/must match its types and models/) });
  });

  it('moves through its states and refuses the moves a state does not allow, naming it', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    expect((await call('admin', 'PATCH', `/installation/${order._id}/complete`)).json().message).toMatch(/every device is installed or failed: 1 are left/);
    expect((await call('niels', 'POST', `/installation/${order._id}/start`)).statusCode).toBe(403);
    const started = await call('lars', 'POST', `/installation/${order._id}/start`);
    expect(started.json()).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    const again = await call('lars', 'POST', `/installation/${order._id}/start`, undefined, 'da');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Installationsordren kan ikke startes, fordi den er i gang.');
    expect((await call('admin', 'PATCH', `/installation/${order._id}/archive`)).json().message).toMatch(/because it is in progress\. Complete it first/);
    const empty = await create();
    expect((await call('admin', 'PATCH', `/installation/${empty._id}/complete`)).json().message).toBe('The order has no devices to complete.');
    // Nobody started it: it can be archived (a cancelled order), and then nothing else.
    expect((await call('admin', 'PATCH', `/installation/${empty._id}/archive`)).json().status).toBe('archived');
    expect((await call('admin', 'PATCH', `/installation/${empty._id}`, { name: 'x' })).statusCode).toBe(409);
    expect((await call('lars', 'PATCH', `/installation/${empty._id}/archive`)).statusCode).toBe(403);
  });
});

describe("an order's devices", () => {
  it('adds and removes stock devices (a dispatcher), and keeps notes (the technician too)', async () => {
    const order = await create({ types: [ids.waterCategory] });
    const [a, b] = await Promise.all([stockDevice(), stockDevice()]);
    const added = await call('admin', 'POST', `/installation/${order._id}/devices`, { devices: [a.id, b.id] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ total: 2, data: [{ device: { _id: a.id, lifecycle: 'in_stock' }, state: { slug: 'dlc_pending', name: 'Pending' } }, {}] });
    expect((await call('admin', 'POST', `/installation/${order._id}/devices`, { devices: [a.id] })).json().fields[0].message).toMatch(/already on the order/);
    expect((await call('lars', 'POST', `/installation/${order._id}/devices`, { devices: [a.id] })).statusCode).toBe(403);

    const note = await call('lars', 'PATCH', `/installation/${order._id}/devices/${a.id}/save_note`, { note: 'Stigen ligger i bilen' }, 'da');
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ note: 'Stigen ligger i bilen', deviceInstallationOrder: { note: 'Stigen ligger i bilen' }, state: { name: 'Afventer' } });
    expect((await call('niels', 'PATCH', `/installation/${order._id}/devices/${a.id}/save_note`, { note: 'x' })).json().message).toBe(
      'You can only work on the installation orders assigned to you.',
    );
    expect((await call('admin', 'DELETE', `/installation/${order._id}/devices/${b.id}`)).statusCode).toBe(200);
    const left = (await call('lars', 'GET', `/installation/${order._id}/devices`)).json();
    expect(left.data.map((d: { device: { _id: string } }) => d.device._id)).toEqual([a.id]);
    expect((await call('admin', 'DELETE', `/installation/${order._id}/devices/${b.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /installation/{id}/devices/{deviceId}/install', () => {
  it('installs a device once however often the same request comes, and completes the order when every device is settled', async () => {
    const [a, b] = await Promise.all([stockDevice(), stockDevice()]);
    const order = await create({ devices: [a.id, b.id] });
    const url = `/installation/${order._id}/devices/${a.id}/install`;
    expect((await call('niels', 'PUT', url, installBody())).statusCode).toBe(403);
    expect((await call('camilla', 'PUT', url, installBody())).statusCode).toBe(404);

    const first = await call('lars', 'PUT', url, installBody());
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json();
    expect(result).toMatchObject({
      changed: true,
      monitoringRecordId: expect.any(String),
      device: {
        state: { slug: 'dlc_installed' },
        note: 'Monteret under broen',
        installedBy: { name: 'Lars Pedersen' },
        device: {
          _id: a.id,
          name: 'Vandstand Aarhus Å',
          lifecycle: 'installed',
          geo: { lat: 56.1572, lon: 10.2107 },
          placeName: 'Aarhus Å ved Mølleparken',
          serialNumber: 'SN-4711',
          locationTypeStancode: 'BRD',
          isComplete: true,
          properties: { elevation: 2.5, heightOffset: -3 },
        },
      },
    });
    const again = await call('lars', 'PUT', url, installBody());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: false, monitoringRecordId: result.monitoringRecordId, device: { state: { slug: 'dlc_installed' } } });

    const counts = await one<{ records: number; events: number; audits: number; started: number }>(sql`
      select (select count(*)::int from monitoring_records where device_id = ${a.id}) as records,
        (select count(*)::int from device_lifecycle_events where device_id = ${a.id}) as events,
        (select count(*)::int from audit_log where subject = 'Device' and subject_id = ${a.id} and action = 'device.installed') as audits,
        (select count(*)::int from audit_log where subject_id = ${order._id} and action = 'installationOrder.start') as started`);
    expect(counts).toEqual({ records: 1, events: 1, audits: 1, started: 1 });
    const audit = await one<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      sql`select changes from audit_log where subject = 'Device' and subject_id = ${a.id} and action = 'device.installed'`,
    );
    expect(audit.changes).toMatchObject({
      lifecycle: { before: 'in_stock', after: 'installed' },
      geo: { before: null, after: { lat: 56.1572, lon: 10.2107 } },
      monitoringRecord: { before: null, after: result.monitoringRecordId },
      installationOrder: { after: { installationOrder: order._id } },
    });
    // Another request on an installed device is refused: its data is corrected on the device.
    const other = await call('lars', 'PUT', url, installBody({ placeName: 'Et andet sted' }));
    expect(other.statusCode).toBe(409);
    expectErrorShape(other.json(), 'CONFLICT');
    expect((await call('admin', 'GET', `/installation/${order._id}`)).json()).toMatchObject({ status: 'in_progress', installedDevicesCount: 1 });

    // The other device fails, with a reason (required), and stays in stock.
    const failUrl = `/installation/${order._id}/devices/${b.id}/install`;
    const noReason = await call('lars', 'PUT', failUrl, { isUnsuccessful: true }, 'da');
    expect(noReason.json().fields).toEqual([{ field: 'failureReason', message: 'Skriv, hvorfor installationen mislykkedes.' }]);
    const failed = await call('lars', 'PUT', failUrl, { isUnsuccessful: true, failureReason: 'Ingen NB-IoT-dækning i brønden' });
    expect(failed.json()).toMatchObject({
      changed: true,
      monitoringRecordId: null,
      device: { state: { slug: 'dlc_failed' }, failureReason: 'Ingen NB-IoT-dækning i brønden', device: { lifecycle: 'in_stock', isUnsuccessful: true } },
    });
    expect((await call('lars', 'PUT', failUrl, { isUnsuccessful: true, failureReason: 'Ingen NB-IoT-dækning i brønden' })).json().changed).toBe(false);

    const completed = await call('lars', 'PATCH', `/installation/${order._id}/complete`);
    expect(completed.json()).toMatchObject({ status: 'completed', installedDevicesCount: 1, failedDevicesCount: 1, completedAt: expect.any(String) });
    // A replay of the queued install after the order closed still answers as it did.
    expect((await call('lars', 'PUT', url, installBody())).json().changed).toBe(false);
    expect((await call('lars', 'PUT', url, installBody({ name: 'Ny' }))).statusCode).toBe(409);
  });

  it('needs a position, takes only the properties of the device type, and installs a failed device later', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    const url = `/installation/${order._id}/devices/${device.id}/install`;
    const noGeo = await call('lars', 'PUT', url, installBody({ geo: null }));
    expect(noGeo.json().fields).toEqual([{ field: 'geo', message: "Give the device's position to install it." }]);
    const typo = await call('lars', 'PUT', url, installBody({ properties: { elevaton: 2 } }));
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields[0].field).toMatch(/^properties/);
    const range = await call('lars', 'PUT', url, installBody({ properties: { elevation: 99_999 } }));
    expect(range.json().fields[0].field).toBe('properties.elevation');
    const bad = await call('lars', 'PUT', url, installBody({ geo: { lat: 91, lon: 0 } }));
    expect(bad.statusCode).toBe(400);
    expect((await call('lars', 'PUT', url, { isUnsuccessful: true, failureReason: 'Låst port' })).json().device.state.slug).toBe('dlc_failed');
    const installed = await call('lars', 'PUT', url, installBody());
    expect(installed.json()).toMatchObject({ changed: true, device: { state: { slug: 'dlc_installed' }, failureReason: null, device: { isUnsuccessful: false } } });
  });

  it('refuses a device that left stock meanwhile', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    await t.database.db.execute(sql`update devices set lifecycle = 'installed' where id = ${device.id}`);
    const response = await call('lars', 'PUT', `/installation/${order._id}/devices/${device.id}/install`, installBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/is not in stock \(it is installed\)/);
  });
});

describe('DELETE /installation/{id}', () => {
  it('asks for confirmation when devices are installed, and keeps them installed', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    expect((await call('lars', 'PUT', `/installation/${order._id}/devices/${device.id}/install`, installBody())).statusCode).toBe(200);
    expect((await call('lars', 'DELETE', `/installation/${order._id}`)).statusCode).toBe(403);
    const refused = await call('admin', 'DELETE', `/installation/${order._id}`, undefined, 'da');
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.json(), 'CONFIRMATION_REQUIRED');
    expect(refused.json().message).toMatch(/^Ordren har 1 installerede enheder\. Bekræft sletningen/);
    expect((await call('admin', 'DELETE', `/installation/${order._id}?confirm=true`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/installation/${order._id}`)).statusCode).toBe(404);
    expect((await one<{ lifecycle: string }>(sql`select lifecycle from devices where id = ${device.id}`)).lifecycle).toBe('installed');
    expect((await one<{ action: string }>(sql`select action from audit_log where subject_id = ${order._id} order by created_at desc, id desc limit 1`)).action).toBe(
      'installationOrder.delete',
    );
  });

  it('deletes an order without installed devices at once', async () => {
    const order = await create({ devices: [(await stockDevice()).id] });
    expect((await call('manager', 'DELETE', `/installation/${order._id}`)).statusCode).toBe(204);
  });
});

describe("a device's attachments on an order", () => {
  it('stores what the technician uploads, refuses hostile files, serves them safely and deletes them', async () => {
    const device = await stockDevice();
    const order = await create({ devices: [device.id] });
    const base = `/installation/${order._id}/devices/${device.id}/attachments`;
    const photo = { field: 'file', filename: '../../etc/Skab.png', contentType: 'image/png', body: pngBytes() };
    const uploaded = await upload('lars', base, [photo]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = uploaded.json().created[0];
    expect(created).toMatchObject({ name: 'Skab.png', mimeType: 'image/png', url: `/api/v1${base}/${created._id}/file` });

    const exe = await upload('lars', base, [{ field: 'file', filename: 'photo.png', contentType: 'image/png', body: elfBytes() }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe("This File type isn't supported");
    const empty = await upload('lars', base, [{ field: 'file', filename: 'x.png', contentType: 'image/png', body: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    const huge = await upload('lars', base, [{ field: 'file', filename: 'x.png', contentType: 'image/png', body: Buffer.concat([pngBytes(), Buffer.alloc(6 * 1024 * 1024)]) }]);
    expect(huge.statusCode).toBe(413);
    const otherField = await upload('lars', base, [{ ...photo, field: 'images' }]);
    expect(otherField.statusCode).toBe(400);
    expect((await upload('niels', base, [photo])).statusCode).toBe(403);

    const list = (await call('lars', 'GET', base)).json();
    expect(list.total).toBe(1);
    const file = await call('lars', 'GET', `${base}/${created._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((await call('camilla', 'GET', `${base}/${created._id}/file`)).statusCode).toBe(404);
    expect((await call('lars', 'GET', `/installation/${order._id}/devices`)).json().data[0].attachmentsCount).toBe(1);
    expect((await call('lars', 'DELETE', `${base}/${created._id}`)).statusCode).toBe(200);
    expect((await call('lars', 'GET', `${base}/${created._id}/file`)).statusCode).toBe(404);
  });
});
