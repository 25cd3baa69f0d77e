import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSchema } from '../../../../src/tasks/taskSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from '../devices/fixtures.ts';
import { day, serviceIds } from './serviceOrderFileFixtures.ts';

/**
 * POST /tasks with DEVICE_REPLACEMENT over real HTTP handling (inject) on a seeded database: the
 * whole replacement in one transaction, nothing of it when a step fails, idempotent repeats, every
 * refusal, and the demo roles' scoping.
 */
let t: TestApp;
type Who = 'admin' | 'member' | 'vejleAdmin' | 'lars' | 'niels';
const tokens = {} as Record<Who, string>;
let ids: Awaited<ReturnType<typeof serviceIds>>;

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who ? t.auth(tokens[who]) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const replace = (details: Record<string, unknown>, who: Who | null = 'lars', language = 'en') =>
  call(who, 'POST', '/tasks', { taskType: 'DEVICE_REPLACEMENT', details }, language);
const db = () => t.database.db;
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute<T>(query)).rows[0]!;

/** An installed device with a position, a place and a monitoring record (as the field has them). */
async function installedDevice(org = 'Aarhus Kommune', category = 'water_level') {
  const device = await makeDevice(t, { org, category, networkType: 'nbiot' });
  await db().execute(sql`update devices set lifecycle = 'installed', lat = 56.15, lon = 10.21, place_name = 'Brønd 7, Vestergade',
    location_type_stancode = 'ST-12', serial_number = ${`SN-${device.id.slice(0, 6)}`} where id = ${device.id}`);
  const record = await one<{ id: string }>(sql`insert into monitoring_records (device_id, status_code_id, notes)
    values (${device.id}, (select id from status_codes where slug = 'in_service'), 'Afventer udskiftning') returning id`);
  return { ...device, recordId: record.id };
}
const stockDevice = (org = 'Aarhus Kommune', category = 'water_level') => makeDevice(t, { org, category, networkType: 'nbiot' });

async function order(deviceId: string, technician = ids.lars, center = ids.aarhusCenter, owner = ids.aarhusOrg) {
  const response = await call('admin', 'POST', '/service-orders', { device: deviceId, owner, service_center: center, technician, dueDate: day(2) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

/** Everything a replacement writes, to compare before and after a refused one. */
const snapshot = (deviceIds: string[], orderId: string) =>
  db().execute(sql`select
    (select json_agg(json_build_object('id', id, 'lifecycle', lifecycle, 'lat', lat, 'lon', lon, 'place', place_name, 'updated', updated_at) order by id)
      from devices where id in (${sql.join(deviceIds.map((id) => sql`${id}`), sql`, `)})) as devices,
    (select json_agg(json_build_object('id', id, 'device', device_id) order by id) from monitoring_records
      where device_id in (${sql.join(deviceIds.map((id) => sql`${id}`), sql`, `)})) as records,
    (select count(*) from tasks where service_order_id = ${orderId}) as tasks,
    (select count(*) from audit_log where subject_id in (${sql.join([...deviceIds, orderId].map((id) => sql`${id}`), sql`, `)})) as audits,
    (select count(*) from device_lifecycle_events where device_id in (${sql.join(deviceIds.map((id) => sql`${id}`), sql`, `)})) as lifecycle_events,
    (select updated_at from service_orders where id = ${orderId}) as order_updated`).then((r) => JSON.stringify(r.rows[0]));

beforeAll(async () => {
  t = await createTestApp();
  ids = await serviceIds(t);
  [tokens.admin, tokens.member, tokens.vejleAdmin, tokens.lars, tokens.niels] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('technician@example.com'),
    t.login('niels.poulsen@example.com'),
  ]);
});
afterAll(() => t?.close());

describe('POST /tasks DEVICE_REPLACEMENT', () => {
  it('takes the old device down, installs the new one in its place, moves the monitoring record, and records why everywhere — once', async () => {
    const old = await installedDevice();
    const fresh = await stockDevice();
    const orderId = await order(old.id);
    const details = { serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id, note: 'Vandskade i brønden' };
    const response = await replace(details);
    expect(response.statusCode, response.body).toBe(201);
    const task = response.json();
    expect(taskSchema.strict().parse(task)).toEqual(task);
    expect(task).toMatchObject({
      taskType: 'DEVICE_REPLACEMENT',
      status: 'done',
      details: { ...details, geo: { lat: 56.15, lon: 10.21 } },
      oldDevice: { _id: old.id, lifecycle: 'taken_down', geo: null, placeName: null },
      newDevice: { _id: fresh.id, lifecycle: 'installed', geo: { lat: 56.15, lon: 10.21 }, placeName: 'Brønd 7, Vestergade' },
    });
    expect(task.serviceOrder._id).toBe(orderId);

    const stored = await one<{ lifecycle: string; stancode: string | null }>(sql`select lifecycle, location_type_stancode as stancode from devices where id = ${fresh.id}`);
    expect(stored).toEqual({ lifecycle: 'installed', stancode: 'ST-12' });
    // The same monitoring record (status, notes) now watches the new device; the trigger copied its columns.
    const record = await one<{ device_id: string; notes: string; device_name: string }>(sql`select device_id, notes, device_name from monitoring_records where id = ${old.recordId}`);
    const freshName = (await one<{ name: string }>(sql`select name from devices where id = ${fresh.id}`)).name;
    expect(record).toEqual({ device_id: fresh.id, notes: 'Afventer udskiftning', device_name: freshName });
    expect((await db().execute(sql`select 1 from monitoring_records where device_id = ${old.id}`)).rows).toHaveLength(0);
    const events = await db().execute<{ device_id: string; from_state: string; to_state: string }>(
      sql`select device_id, from_state, to_state from device_lifecycle_events where device_id in (${old.id}, ${fresh.id}) order by to_state desc`,
    );
    expect(events.rows).toEqual([
      { device_id: old.id, from_state: 'installed', to_state: 'taken_down' },
      { device_id: fresh.id, from_state: 'in_stock', to_state: 'installed' },
    ]);

    // Both devices' audit trails and the order's history name the order.
    const oldAudit = (await call('admin', 'GET', `/devices/${old.id}/audit`)).json().data;
    const newAudit = (await call('admin', 'GET', `/devices/${fresh.id}/audit`)).json().data;
    expect(oldAudit[0]).toMatchObject({ action: 'device.replaced', actor: { name: 'Lars Pedersen' } });
    expect(newAudit[0]).toMatchObject({ action: 'device.replacement' });
    for (const entry of [oldAudit[0], newAudit[0]]) {
      expect(entry.changes.serviceOrder.after).toMatchObject({ serviceOrder: orderId, task: task._id, note: 'Vandskade i brønden' });
    }
    expect(oldAudit[0].changes.replacedBy.after._id).toBe(fresh.id);
    expect(newAudit[0].changes.replaces.after._id).toBe(old.id);
    const history = (await call('admin', 'GET', `/service-orders/${orderId}/history`)).json().data;
    expect(history[0]).toMatchObject({ action: 'serviceOrder.replacement', changes: { device: { from: old.id, to: fresh.id }, task: { from: null, to: task._id } } });
    expect((await call('admin', 'GET', `/service-orders/${orderId}`)).json().replacementAllowed).toBe(true);
    // The order shows its replacement (its device stays the one it was made for), in a list too.
    const shown = (await call('lars', 'GET', `/service-orders/${orderId}`)).json();
    expect(shown.device._id).toBe(old.id);
    expect(shown.replacement).toEqual({
      _id: task._id,
      status: 'done',
      note: 'Vandskade i brønden',
      geo: { lat: 56.15, lon: 10.21 },
      oldDevice: { _id: old.id, name: task.oldDevice.name, device: task.oldDevice.device, serialNumber: task.oldDevice.serialNumber },
      newDevice: { _id: fresh.id, name: task.newDevice.name, device: task.newDevice.device, serialNumber: task.newDevice.serialNumber },
      createdBy: { _id: expect.any(String), name: 'Lars Pedersen' },
      created_at: task.created_at,
      completedAt: task.completedAt,
    });
    const listed = (await call('admin', 'GET', `/service-orders?search=${encodeURIComponent(task.oldDevice.device)}`)).json().data;
    expect(listed.find((row: { _id: string }) => row._id === orderId)?.replacement?._id).toBe(task._id);
    // Databases seeded by the demo's older generator hold replacement tasks naming the old device by
    // network id: shown without devices, never failing the list.
    const seeded = (await db().execute<{ id: string }>(sql`insert into tasks (task_type, details, service_order_id, status)
      select 'DEVICE_REPLACEMENT', jsonb_build_object('oldDevice', d.device, 'reason', 'Enheden udskiftet ved service'), so.id, 'done'
      from service_orders so join devices d on d.id = so.device_id
      where so.id <> ${orderId} and not exists (select 1 from tasks tk where tk.service_order_id = so.id) limit 1
      returning service_order_id as id`)).rows[0];
    expect(seeded).toBeDefined();
    const old1 = await call('admin', 'GET', `/service-orders/${seeded!.id}`);
    expect(old1.statusCode, old1.body).toBe(200);
    expect(old1.json().replacement).toMatchObject({ oldDevice: null, newDevice: null });
    expect((await call('admin', 'GET', '/service-orders?perPage=100')).statusCode).toBe(200);

    // The same request again: the same task, nothing written twice (also once the order is finished).
    const before = await snapshot([old.id, fresh.id], orderId);
    const again = await replace(details);
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(task._id);
    expect(await snapshot([old.id, fresh.id], orderId)).toBe(before);
    expect((await call('lars', 'PATCH', `/service-orders/${orderId}/finish`)).statusCode).toBe(200);
    expect((await replace(details)).statusCode).toBe(200);

    // Another replacement of the same order is refused.
    const other = await stockDevice();
    const second = await replace({ ...details, newDevice: other.id }, 'lars', 'da');
    expect(second.statusCode).toBe(409);
    expectErrorShape(second.json(), 'CONFLICT');
    expect(second.json().message).toMatch(/^Serviceordrens enhed er allerede udskiftet med /);
  });

  it('changes nothing when a step fails: a failure installing the new device undoes the take-down, the record move and everything else', async () => {
    const old = await installedDevice();
    const fresh = await stockDevice();
    const orderId = await order(old.id);
    const details = { serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id };
    // A real failure inside the second step: the database refuses to install this device.
    const guard = `refuse_${randomUUID().replace(/-/g, '')}`;
    await db().execute(sql.raw(`create function ${guard}() returns trigger language plpgsql as $$
      begin raise exception 'installation refused by the test'; end $$`));
    await db().execute(sql.raw(`create trigger ${guard} before update on devices for each row
      when (new.id = '${fresh.id}' and new.lifecycle = 'installed') execute function ${guard}()`));
    const before = await snapshot([old.id, fresh.id], orderId);
    try {
      const failed = await replace(details);
      expect(failed.statusCode).toBe(500);
      expectErrorShape(failed.json(), 'INTERNAL');
      expect(failed.body).not.toContain('installation refused');
      expect(await snapshot([old.id, fresh.id], orderId)).toBe(before);
      expect((await one<{ lifecycle: string; lat: number }>(sql`select lifecycle, lat from devices where id = ${old.id}`))).toEqual({ lifecycle: 'installed', lat: 56.15 });
      expect((await one<{ device_id: string }>(sql`select device_id from monitoring_records where id = ${old.recordId}`)).device_id).toBe(old.id);
    } finally {
      await db().execute(sql.raw(`drop trigger ${guard} on devices`));
      await db().execute(sql.raw(`drop function ${guard}()`));
    }
    // With the obstacle gone the same request goes through.
    expect((await replace(details)).statusCode).toBe(201);
  });

  it('lets one of two replacements racing for the same stock device win; the other changes nothing (409)', async () => {
    const [a, b] = [await installedDevice(), await installedDevice()];
    const fresh = await stockDevice();
    const [orderA, orderB] = [await order(a.id), await order(b.id)];
    const beforeB = await snapshot([b.id], orderB);
    const results = await Promise.all([
      replace({ serviceOrder: orderA, oldDevice: a.id, newDevice: fresh.id }),
      replace({ serviceOrder: orderB, oldDevice: b.id, newDevice: fresh.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expectErrorShape(lost.json(), 'CONFLICT');
    expect(lost.json().message).toBe('The new device is not in stock (it is installed).');
    const loser = results[0]!.statusCode === 409 ? { device: a, orderId: orderA } : { device: b, orderId: orderB };
    if (loser.orderId === orderB) expect(await snapshot([b.id], orderB)).toBe(beforeB);
    expect((await one<{ lifecycle: string }>(sql`select lifecycle from devices where id = ${loser.device.id}`)).lifecycle).toBe('installed');
    expect(Number((await one<{ n: string | number }>(sql`select count(*) as n from tasks where service_order_id = ${loser.orderId}`)).n)).toBe(0);
  });

  it('refuses what §7 does not allow, in the caller\'s language, changing nothing', async () => {
    const old = await installedDevice();
    const orderId = await order(old.id);
    const fresh = await stockDevice();
    const otherModel = await stockDevice('Aarhus Kommune', 'rain');
    const otherOwner = await stockDevice('Vejle Forsyning');
    const deletedDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot', deleted: true });
    const installedElsewhere = await installedDevice();
    const before = await snapshot([old.id, fresh.id], orderId);
    const base = { serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id };
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ ...base, oldDevice: installedElsewhere.id }, 400, 'details.oldDevice'],
      [{ ...base, newDevice: old.id }, 400, 'details.newDevice'],
      [{ ...base, newDevice: otherModel.id }, 400, 'details.newDevice'],
      [{ ...base, newDevice: otherOwner.id }, 400, 'details.newDevice'],
      [{ ...base, newDevice: deletedDevice.id }, 400, 'details.newDevice'],
      [{ ...base, newDevice: randomUUID() }, 400, 'details.newDevice'],
      [{ ...base, newDevice: installedElsewhere.id }, 409, null],
      [{ ...base, note: 'x'.repeat(2001) }, 400, null],
      [{ ...base, geo: { lat: 91, lon: 10 } }, 400, null],
      [{ ...base, hack: true }, 400, null],
      [{ ...base, newDevice: 'not-an-id' }, 400, null],
      [{ ...base, serviceOrder: randomUUID() }, 404, null],
    ];
    for (const [details, status, field] of cases) {
      const response = await replace(details, 'lars', 'da');
      expect(response.statusCode, JSON.stringify(details)).toBe(status);
      expect(response.json().message).toBeTypeOf('string');
      if (field) expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const model = await replace({ ...base, newDevice: otherModel.id }, 'lars', 'en');
    expect(model.json().fields[0].message).toMatch(/^The new device must be of the same model as the old one \(/);
    expect((await replace({ ...base, newDevice: installedElsewhere.id }, 'lars', 'da')).json().message).toBe('Den nye enhed er ikke på lager (den er installeret).');
    for (const body of [{ taskType: 'SOMETHING', details: base }, { details: base }, { taskType: 'DEVICE_REPLACEMENT' }, { taskType: 'DEVICE_REPLACEMENT', details: base, extra: 1 }]) {
      const response = await call('lars', 'POST', '/tasks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
    expect(await snapshot([old.id, fresh.id], orderId)).toBe(before);

    // A finished or archived order is a record: no replacement.
    expect((await call('admin', 'PATCH', `/service-orders/${orderId}/finish`)).statusCode).toBe(200);
    const finished = await replace(base, 'lars');
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe('The service order cannot be changed because it is completed.');
    expect(await snapshot([old.id, fresh.id], orderId)).not.toBe(before); // the finish itself was recorded…
    expect((await one<{ lifecycle: string }>(sql`select lifecycle from devices where id = ${fresh.id}`)).lifecycle).toBe('in_stock'); // …the replacement not
  });

  it('is scoped: anonymous 401, a member 403, another organisation 404 (its own orders read-only: 403), a technician only their own orders', async () => {
    const old = await installedDevice();
    const fresh = await stockDevice();
    const larsOrder = await order(old.id);
    const nielsDevice = await installedDevice();
    const nielsOrder = await order(nielsDevice.id, ids.niels);
    const vejleDevice = await installedDevice('Vejle Forsyning');
    const vejleFresh = await stockDevice('Vejle Forsyning');
    const vejleOrder = await order(vejleDevice.id, ids.camilla, ids.kogeCenter, ids.vejleOrg);

    expect((await replace({ serviceOrder: larsOrder, oldDevice: old.id, newDevice: fresh.id }, null)).statusCode).toBe(401);
    expect((await replace({ serviceOrder: larsOrder, oldDevice: old.id, newDevice: fresh.id }, 'member')).statusCode).toBe(403);
    const foreign = await replace({ serviceOrder: larsOrder, oldDevice: old.id, newDevice: fresh.id }, 'vejleAdmin');
    expect(foreign.statusCode).toBe(404);
    expectErrorShape(foreign.json(), 'NOT_FOUND');
    expect((await replace({ serviceOrder: vejleOrder, oldDevice: vejleDevice.id, newDevice: vejleFresh.id }, 'vejleAdmin')).statusCode).toBe(403);
    expect((await replace({ serviceOrder: vejleOrder, oldDevice: vejleDevice.id, newDevice: vejleFresh.id }, 'lars')).statusCode).toBe(404);
    expect((await replace({ serviceOrder: nielsOrder, oldDevice: nielsDevice.id, newDevice: fresh.id }, 'lars')).statusCode).toBe(403);
    expect((await one<{ lifecycle: string }>(sql`select lifecycle from devices where id = ${fresh.id}`)).lifecycle).toBe('in_stock');

    expect((await replace({ serviceOrder: nielsOrder, oldDevice: nielsDevice.id, newDevice: fresh.id }, 'niels')).statusCode).toBe(201);
    expect((await replace({ serviceOrder: vejleOrder, oldDevice: vejleDevice.id, newDevice: vejleFresh.id }, 'admin')).statusCode).toBe(201);
  });

  it('accepts an old device the spec\'s PATCH already took down, and a position given with the task', async () => {
    const old = await installedDevice();
    const fresh = await stockDevice();
    const orderId = await order(old.id);
    expect((await call('admin', 'PATCH', `/devices/${old.id}`, { lifecycle: 'taken_down' })).statusCode).toBe(200);
    const response = await replace({ serviceOrder: orderId, oldDevice: old.id, newDevice: fresh.id, geo: { lat: 55.5, lon: 9.5 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().newDevice).toMatchObject({ lifecycle: 'installed', geo: { lat: 55.5, lon: 9.5 } });
    const takeDowns = await db().execute(sql`select 1 from device_lifecycle_events where device_id = ${old.id} and to_state = 'taken_down'`);
    expect(takeDowns.rows).toHaveLength(1);
  });
});
