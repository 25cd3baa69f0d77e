import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_EVENTS_CHANNEL } from '../../../../src/events/AppEvent.ts';
import { deviceAuditEntrySchema, deviceSchema } from '../../../../src/devices/deviceSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
type Who = 'admin' | 'member' | 'technician' | 'orgAdmin';
const tokens = {} as Record<Who, string>;
const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, who: Who | null, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url, payload: payload as never, headers: { ...(who ? t.auth(tokens[who]) : {}), 'accept-language': language } });

const orgs = {} as Record<'aarhus' | 'vejle' | 'silkeborg', string>;
const models = {} as Record<'water' | 'soil' | 'door', string>;
let events: { type: string; data: { kind: string; orgId: string; deviceIds: string[] } }[] = [];
let unlisten: () => Promise<void>;

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows[0]!;
const auditCount = async (id: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from audit_log where subject = 'Device' and subject_id = ${id}`)).n;

/** Waits (polling, with a deadline) until `check` holds. */
async function eventually(check: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let counter = 0;
const newDevice = (over: Record<string, unknown> = {}) => ({
  name: `Testenhed ${++counter}`,
  device: `test-${Date.now()}-${counter}`,
  ownerId: orgs.vejle,
  deviceModelId: models.water,
  ...over,
});
const create = async (over: Record<string, unknown> = {}, who: Who = 'admin') => {
  const response = await send('POST', '/api/v1/devices', who, newDevice(over));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; device: string; lifecycle: string; owner: { _id: string } };
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.orgAdmin = await t.login('sofie.jensen@example.com');
  for (const [key, slug] of [['aarhus', 'aarhus-kommune'], ['vejle', 'vejle-forsyning'], ['silkeborg', 'silkeborg-forsyning']] as const) {
    orgs[key] = (await one<{ id: string }>(sql`select id from organizations where slug = ${slug}`)).id;
  }
  for (const [key, slug] of [['water', 'water_level'], ['soil', 'soil_moisture'], ['door', 'door']] as const) {
    models[key] = (
      await one<{ id: string }>(sql`
        select m.id from device_models m join device_type_categories c on c.id = m.device_type_category_id
        where c.slug = ${slug} order by m.title limit 1`)
    ).id;
  }
  unlisten = await t.database.listen(APP_EVENTS_CHANNEL, (payload) => {
    const event = JSON.parse(payload);
    if (event.type === 'device.changed') events.push(event);
  });
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
});

describe('POST /api/v1/devices', () => {
  it('creates a device in stock, with its lifecycle event, audit entry and event', async () => {
    events = [];
    const body = newDevice({
      serialNumber: '  SN-1  ',
      geo: { lat: 55.7, lon: 9.5 },
      placeName: 'Vejle Havn',
      properties: { elevation: 3.5, boundary_distance: 200, firmwareVersion: '3.0.1' },
    });
    const response = await send('POST', '/api/v1/devices', 'orgAdmin', body);
    expect(response.statusCode, response.body).toBe(201);
    const device = response.json();
    expect(deviceSchema.strict().parse(device)).toEqual(device);
    expect(device).toMatchObject({
      name: body.name,
      device: body.device,
      serialNumber: 'SN-1',
      owner: { _id: orgs.vejle, name: 'Vejle Forsyning' },
      geo: { lat: 55.7, lon: 9.5 },
      lifecycle: 'in_stock',
      properties: { elevation: 3.5, boundary_distance: 200, firmwareVersion: '3.0.1' },
      deleted: false,
      package: null,
    });
    const lifecycle = await one<{ from_state: string | null; to_state: string; changed_by: string }>(
      sql`select from_state, to_state, changed_by from device_lifecycle_events where device_id = ${device._id}`,
    );
    const me = await one<{ id: string }>(sql`select id from users where email = 'sofie.jensen@example.com'`);
    expect(lifecycle).toEqual({ from_state: null, to_state: 'in_stock', changed_by: me.id });
    const audit = (await send('GET', `/api/v1/devices/${device._id}/audit`, 'orgAdmin')).json();
    expect(audit).toMatchObject({ page: 1, total: 1, lastPage: 1 });
    expect(audit.data[0]).toMatchObject({
      action: 'device.create',
      actor: { _id: me.id, name: 'Sofie Jensen' },
      changes: {
        name: { before: null, after: body.name },
        device: { before: null, after: body.device },
        geo: { before: null, after: { lat: 55.7, lon: 9.5 } },
        'properties.elevation': { before: null, after: 3.5 },
        lifecycle: { before: null, after: 'in_stock' },
      },
    });
    await eventually(() => events.some((e) => e.data.deviceIds.includes(device._id)), 'device.changed');
    expect(events.find((e) => e.data.deviceIds.includes(device._id))!.data).toEqual({ kind: 'CREATED', orgId: orgs.vejle, deviceIds: [device._id] });
  });

  it('refuses a network id already taken (live or deleted) with 409 DEVICE_EXISTS', async () => {
    const existing = await create();
    const response = await send('POST', '/api/v1/devices', 'admin', newDevice({ device: existing.device }));
    expect(response.statusCode).toBe(409);
    expectErrorShape(response.json(), 'DEVICE_EXISTS');
    expect(response.json().message).toContain(existing.device);
    await send('DELETE', `/api/v1/devices/${existing._id}`, 'admin');
    expect((await send('POST', '/api/v1/devices', 'admin', newDevice({ device: existing.device }))).statusCode).toBe(409);
  });

  it('validates every field, in the caller\'s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ device: 'has space' }, 'device'],
      [{ device: 'x'.repeat(101) }, 'device'],
      [{ ownerId: 'vejle' }, 'ownerId'],
      [{ deviceModelId: 'nope' }, 'deviceModelId'],
      [{ geo: { lat: 91, lon: 0 } }, 'geo.lat'],
      [{ geo: { lat: 1 } }, 'geo.lon'],
      [{ notes: 'n'.repeat(2001) }, 'notes'],
      [{ lifecycle: 'broken' }, 'lifecycle'],
      [{ unknown: 1 }, 'body'],
    ];
    for (const [over, field] of cases) {
      const response = await send('POST', '/api/v1/devices', 'admin', newDevice(over));
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields.map((f: { field: string }) => f.field), JSON.stringify(over)).toContain(field);
    }
    const danish = await send('POST', '/api/v1/devices', 'admin', newDevice({ device: 'a b' }), 'da');
    expect(danish.json().fields[0].message).toContain('Netværks-id');
  });

  it('checks properties against the model\'s device type category', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ properties: { elevation: 'high' } }, 'properties.elevation', 'Must be a number.'],
      [{ properties: { elevaton: 3 } }, 'properties', 'elevaton'],
      [{ properties: { minVWC: 10 } }, 'properties', 'minVWC'], // a soil key on a water-level model
      [{ deviceModelId: '00000000-0000-4000-8000-000000000000' }, 'deviceModelId', 'does not exist'],
      [{ deviceModelId: '', packageId: null }, 'deviceModelId', ''],
      // Downlink settings go through PUT /devices/{id}/downlink-config, which sends them to the device.
      [{ properties: { miAbove: 2 } }, 'properties', 'miAbove'],
    ];
    for (const [over, field, text] of cases) {
      const response = await send('POST', '/api/v1/devices', 'admin', newDevice(over));
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      const fields = response.json().fields as { field: string; message: string }[];
      expect(fields.some((f) => f.field === field && f.message.includes(text)), JSON.stringify(fields)).toBe(true);
    }
    const soil = await send('POST', '/api/v1/devices', 'admin', newDevice({ deviceModelId: models.soil, properties: { minVWC: 50, maxVWC: 20 } }));
    expect(soil.statusCode).toBe(400);
    expect(soil.json().fields).toEqual([{ field: 'properties.minVWC', message: 'Must not be greater than maxVWC.' }]);
    const unknownOwner = await send('POST', '/api/v1/devices', 'admin', newDevice({ ownerId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json().fields[0].field).toBe('ownerId');
  });

  it('needs create Device in the owner', async () => {
    expect((await send('POST', '/api/v1/devices', 'orgAdmin', newDevice({ ownerId: orgs.aarhus }))).statusCode).toBe(403);
    for (const who of ['member', 'technician'] as const) {
      const response = await send('POST', '/api/v1/devices', who, newDevice({ ownerId: orgs.aarhus }));
      expect(response.statusCode, who).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    expect((await send('POST', '/api/v1/devices', null, newDevice())).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/devices/{id}', () => {
  it('changes attributes, merges properties per key, and audits each field before and after', async () => {
    const device = await create({ properties: { elevation: 3, heightOffset: 5, firmwareVersion: '1.0' }, geo: { lat: 55, lon: 9 } });
    events = [];
    const response = await send('PATCH', `/api/v1/devices/${device._id}`, 'orgAdmin', {
      name: 'Nyt navn',
      notes: 'Flyttet',
      geo: null,
      properties: { elevation: 4.25, heightOffset: null, overFlowThreshold: 150 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Nyt navn',
      notes: 'Flyttet',
      geo: null,
      properties: { elevation: 4.25, overFlowThreshold: 150, firmwareVersion: '1.0' },
    });
    expect(response.json().properties).not.toHaveProperty('heightOffset');
    const [latest] = (await send('GET', `/api/v1/devices/${device._id}/audit`, 'orgAdmin')).json().data;
    expect(deviceAuditEntrySchema.strict().parse(latest)).toEqual(latest);
    expect(latest).toMatchObject({ action: 'device.update', actor: { name: 'Sofie Jensen' } });
    expect(latest.changes).toEqual({
      name: { before: expect.stringMatching(/^Testenhed/), after: 'Nyt navn' },
      notes: { before: null, after: 'Flyttet' },
      geo: { before: { lat: 55, lon: 9 }, after: null },
      'properties.elevation': { before: 3, after: 4.25 },
      'properties.heightOffset': { before: 5, after: null },
      'properties.overFlowThreshold': { before: null, after: 150 },
    });
    // Events arrive asynchronously (the create's may come after the reset): pick the update's.
    await eventually(() => events.some((e) => e.data.kind === 'UPDATED'), 'device.changed');
    expect(events.filter((e) => e.data.kind === 'UPDATED').map((e) => e.data)).toEqual([{ kind: 'UPDATED', orgId: orgs.vejle, deviceIds: [device._id] }]);
    // A change that changes nothing writes nothing.
    const before = await auditCount(device._id);
    expect((await send('PATCH', `/api/v1/devices/${device._id}`, 'orgAdmin', { name: 'Nyt navn' })).statusCode).toBe(200);
    expect(await auditCount(device._id)).toBe(before);
  });

  it('moves the lifecycle round the cycle only, recording each move', async () => {
    const device = await create();
    const move = (lifecycle: string, language = 'en') => send('PATCH', `/api/v1/devices/${device._id}`, 'orgAdmin', { lifecycle }, language);
    const refused = await move('taken_down');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'LIFECYCLE_MOVE_NOT_ALLOWED', message: 'A device in stock can only be installed.' });
    expect((await move('installed')).json().lifecycle).toBe('installed');
    const danish = await move('in_stock', 'da');
    expect(danish.statusCode).toBe(409);
    expect(danish.json().message).toBe('En installeret enhed kan kun blive taget ned.');
    expect((await move('taken_down')).statusCode).toBe(200);
    expect((await move('installed')).json().message).toBe('A taken-down device can only go back in stock.');
    expect((await move('in_stock')).statusCode).toBe(200);
    const { rows } = await t.database.db.execute<{ from_state: string | null; to_state: string }>(
      sql`select from_state, to_state from device_lifecycle_events where device_id = ${device._id} order by occurred_at, to_state`,
    );
    expect(rows.map((r) => `${r.from_state}>${r.to_state}`)).toEqual(['null>in_stock', 'in_stock>installed', 'installed>taken_down', 'taken_down>in_stock']);
  });

  it('leaves no audit row when a write fails', async () => {
    const device = await create();
    const other = await create();
    const before = await auditCount(device._id);
    const failures = [
      { lifecycle: 'taken_down' },
      { device: other.device },
      { properties: { elevation: 'x' } },
      { properties: { minVWC: 3 } },
      { deviceModelId: '00000000-0000-4000-8000-000000000000' },
      { name: 'x'.repeat(201) },
    ];
    for (const body of failures) {
      const response = await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', body);
      expect([400, 409], JSON.stringify(body)).toContain(response.statusCode);
    }
    expect((await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', { device: other.device })).json().code).toBe('DEVICE_EXISTS');
    expect(await auditCount(device._id)).toBe(before);
  });

  it('moves a device only to an owner the caller may create devices in, and keeps monitoring in step', async () => {
    const device = await create({ ownerId: orgs.vejle });
    expect((await send('PATCH', `/api/v1/devices/${device._id}`, 'orgAdmin', { ownerId: orgs.aarhus })).statusCode).toBe(403);
    // A monitoring record copies the device's owner and name.
    const status = await one<{ id: string }>(sql`select id from status_codes order by position limit 1`);
    await t.database.db.execute(sql`insert into monitoring_records (device_id, status_code_id) values (${device._id}, ${status.id})`);
    events = [];
    const moved = await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', { ownerId: orgs.aarhus, name: 'Flyttet enhed' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().owner).toEqual({ _id: orgs.aarhus, name: 'Aarhus Kommune' });
    const copy = await one<{ device_owner_id: string; device_name: string }>(
      sql`select device_owner_id, device_name from monitoring_records where device_id = ${device._id}`,
    );
    expect(copy).toEqual({ device_owner_id: orgs.aarhus, device_name: 'Flyttet enhed' });
    const updates = () => events.filter((e) => e.data.kind === 'UPDATED' && e.data.deviceIds.includes(device._id));
    await eventually(() => updates().length >= 2, 'device.changed to both owners');
    expect(new Set(updates().map((e) => e.data.orgId))).toEqual(new Set([orgs.vejle, orgs.aarhus]));
    // Now Aarhus's: the Vejle administrator no longer sees it.
    expect((await send('PATCH', `/api/v1/devices/${device._id}`, 'orgAdmin', { name: 'x' })).statusCode).toBe(404);
  });

  it('is scoped: members and technicians may not edit; other organisations see 404', async () => {
    const aarhus = await create({ ownerId: orgs.aarhus });
    for (const who of ['member', 'technician'] as const) {
      const response = await send('PATCH', `/api/v1/devices/${aarhus._id}`, who, { name: 'x' });
      expect(response.statusCode, who).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    expect((await send('PATCH', `/api/v1/devices/${aarhus._id}`, 'orgAdmin', { name: 'x' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/v1/devices/${aarhus._id}`, null, { name: 'x' })).statusCode).toBe(401);
    expect((await send('PATCH', '/api/v1/devices/00000000-0000-4000-8000-000000000000', 'admin', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/devices/{id}', () => {
  it('soft-deletes: still readable, no longer editable, gone from monitoring and the live list', async () => {
    const device = await create({ ownerId: orgs.aarhus });
    const status = await one<{ id: string }>(sql`select id from status_codes order by position limit 1`);
    const record = await one<{ id: string }>(
      sql`insert into monitoring_records (device_id, status_code_id) values (${device._id}, ${status.id}) returning id`,
    );
    expect((await send('GET', `/api/v1/monitoring?devices=${device._id}`, 'admin')).json().total).toBe(1);
    expect((await send('DELETE', `/api/v1/devices/${device._id}`, 'member')).statusCode).toBe(403);
    events = [];
    const deleted = await send('DELETE', `/api/v1/devices/${device._id}`, 'admin');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    await eventually(() => events.some((e) => e.data.kind === 'DELETED'), 'device.changed DELETED');
    const read = (await send('GET', `/api/v1/devices/${device._id}`, 'member')).json();
    expect(read).toMatchObject({ deleted: true, deletedAt: expect.any(String) });
    expect((await send('GET', `/api/v1/monitoring?devices=${device._id}`, 'admin')).json().total).toBe(0);
    expect((await send('GET', `/api/v1/monitoring/${record.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('GET', `/api/v1/devices?search=${device.device}`, 'admin')).json().total).toBe(0);
    const edit = await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', { name: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ code: 'DEVICE_DELETED', message: 'The device is deleted and can no longer be changed.' });
    expect((await send('DELETE', `/api/v1/devices/${device._id}`, 'admin')).json().code).toBe('DEVICE_DELETED');
    const audit = (await send('GET', `/api/v1/devices/${device._id}/audit`, 'member')).json();
    expect(audit.data[0]).toMatchObject({ action: 'device.delete', changes: { deleted: { before: false, after: true } } });
  });

  it('deletes permanently with perm=true: administrators only, never while an open order holds the device', async () => {
    const device = await create({ ownerId: orgs.vejle });
    await t.database.db.execute(sql`
      insert into device_messages (device_id, time, data) values (${device._id}, now() - interval '1 hour', '{"water_level": 1}')`);
    const open = await one<{ id: string }>(sql`select id from service_order_statuses where slug = 'sos_in_progress'`);
    const done = await one<{ id: string }>(sql`select id from service_order_statuses where slug = 'sos_completed'`);
    const order = await one<{ id: string; number: number }>(sql`
      insert into service_orders (device_id, owner_id, status_id) values (${device._id}, ${orgs.vejle}, ${open.id}) returning id, number`);
    expect((await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, 'member')).statusCode).toBe(404);
    const refused = await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, 'orgAdmin', undefined, 'da');
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.json(), 'DEVICE_IN_OPEN_ORDER');
    expect(refused.json().message).toContain(`#${order.number}`);
    await t.database.db.execute(sql`update service_orders set status_id = ${done.id} where id = ${order.id}`);
    const installation = await one<{ id: string }>(sql`
      insert into installation_orders (name, owner_id, status) values ('Udrulning Vejle', ${orgs.vejle}, 'in_progress') returning id`);
    await t.database.db.execute(sql`insert into installation_order_devices (installation_order_id, device_id) values (${installation.id}, ${device._id})`);
    expect((await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, 'admin')).json().message).toContain('Udrulning Vejle');
    await t.database.db.execute(sql`update installation_orders set status = 'completed' where id = ${installation.id}`);

    events = [];
    const purged = await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, 'orgAdmin');
    expect(purged.statusCode, purged.body).toBe(200);
    await eventually(() => events.some((e) => e.data.kind === 'PURGED'), 'device.changed PURGED');
    expect((await send('GET', `/api/v1/devices/${device._id}`, 'admin')).statusCode).toBe(404);
    const left = await one<{ devices: number; messages: number; audit: number }>(sql`
      select (select count(*)::int from devices where id = ${device._id}) as devices,
        (select count(*)::int from device_messages where device_id = ${device._id}) as messages,
        (select count(*)::int from audit_log where subject = 'Device' and subject_id = ${device._id} and action = 'device.purge') as audit`);
    expect(left).toEqual({ devices: 0, messages: 0, audit: 1 });
  });

  it('refuses a permanent delete to members and technicians', async () => {
    const device = await create({ ownerId: orgs.aarhus });
    for (const who of ['member', 'technician'] as const) {
      const response = await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, who);
      expect(response.statusCode, who).toBe(403);
    }
    expect((await send('DELETE', `/api/v1/devices/${device._id}?perm=true`, null)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/v1/devices/${device._id}?perm=yes`, 'admin')).statusCode).toBe(400);
    expect((await send('GET', `/api/v1/devices/${device._id}`, 'admin')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/devices/{id}/audit', () => {
  it('pages newest first, scoped like the device', async () => {
    const device = await create({ ownerId: orgs.aarhus });
    for (const name of ['a', 'b', 'c']) await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', { name });
    const first = (await send('GET', `/api/v1/devices/${device._id}/audit?perPage=2`, 'technician')).json();
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 4, lastPage: 2 });
    expect(first.data.map((e: { changes: { name: { after: string } } }) => e.changes.name.after)).toEqual(['c', 'b']);
    expect(first.data[0].actor.name).toBe('Mette Nielsen');
    const second = (await send('GET', `/api/v1/devices/${device._id}/audit?perPage=2&page=2`, 'member')).json();
    expect(second.data.map((e: { action: string }) => e.action)).toEqual(['device.update', 'device.create']);
    expect((await send('GET', `/api/v1/devices/${device._id}/audit`, 'orgAdmin')).statusCode).toBe(404);
    expect((await send('GET', `/api/v1/devices/${device._id}/audit?perPage=101`, 'admin')).statusCode).toBe(400);
    expect((await send('GET', `/api/v1/devices/${device._id}/audit`, null)).statusCode).toBe(401);
  });

  it('names the owner, model and package a change moved between, on the device route and the batch route', async () => {
    const device = await create({ ownerId: orgs.vejle });
    const basic = await one<{ id: string }>(sql`select id from packages where slug = 'basic'`);
    expect((await send('PATCH', `/api/v1/devices/${device._id}`, 'admin', { ownerId: orgs.aarhus, packageId: basic.id })).statusCode).toBe(200);
    const single = (await send('GET', `/api/v1/devices/${device._id}/audit?perPage=1`, 'admin')).json();
    const batch = (await send('GET', `/api/v1/devices/audit?deviceIds=${device._id}&perPage=1`, 'admin')).json();
    for (const changes of [single.data[0].changes, batch.data[0].page.data[0].changes]) {
      expect(changes.ownerId).toEqual({ before: { _id: orgs.vejle, name: 'Vejle Forsyning' }, after: { _id: orgs.aarhus, name: 'Aarhus Kommune' } });
      expect(changes.packageId).toEqual({ before: null, after: { _id: basic.id, name: 'Basic' } });
    }
    // The creation entry names the model it was created with.
    const created = (await send('GET', `/api/v1/devices/${device._id}/audit?perPage=1&page=2`, 'admin')).json();
    expect(created.data[0].changes.deviceModelId.after).toEqual({ _id: models.water, name: expect.any(String) });
  });
});
