import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/auth/passwords.ts';
import { schema } from '../../../../src/db/client.ts';
import { SERVICE_CENTER_CHANGED } from '../../../../src/events/serviceCenterEventTypes.ts';
import { assertAssignableTechnician, checkAssignableTechnician } from '../../../../src/serviceCenters/assignableTechnician.ts';
import { createTestApp, DEMO_PASSWORD, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'manager', string> = {} as never;
const URL = '/api/v1/service-centers';

interface Technician {
  _id: string;
  serviceCenterId: string;
  name: string;
  isActive: boolean;
  user: { _id: string; email: string; isActive: boolean };
  models: { _id: string; title: string }[];
  openOrderCount: number;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? t.auth(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const ids: Record<'aarhus' | 'køge' | 'aalborg' | 'newcomer' | 'member' | 'formerUser' | 'technicianUser' | 'demoTechnician', string> = {} as never;
let modelIds: string[];

/** `serviceCenter.changed` events published while the file runs (a real LISTEN on the database). */
const events: { type: string; data: Record<string, unknown>; audience: { admins?: boolean; userIds?: string[] } }[] = [];
async function waitForEvent(match: (e: (typeof events)[number]) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.manager = await t.login('peter.rasmussen@example.com');
  const centers = await db.select().from(schema.serviceCenters);
  const centerNamed = (name: string) => centers.find((c) => c.name === `Servicecenter ${name}`)!.id;
  ids.aarhus = centerNamed('Aarhus');
  ids['køge'] = centerNamed('Køge');
  ids.aalborg = centerNamed('Aalborg');
  const [newcomer] = await db
    .insert(schema.users)
    .values({ email: 'new.tech@example.com', passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Nina', lastName: 'Nygaard' })
    .returning();
  ids.newcomer = newcomer!.id;
  // The newcomer holds the platform's technician role (what makes a user fit to work orders).
  const [technicianRole] = await db.select().from(schema.roles).where(and(eq(schema.roles.name, 'Technician'), isNull(schema.roles.organizationId)));
  await db.insert(schema.userRoles).values({ userId: newcomer!.id, roleId: technicianRole!.id });
  const [member] = await db.select().from(schema.users).where(eq(schema.users.email, 'member@example.com'));
  ids.member = member!.id;
  const [former] = await db.select().from(schema.users).where(eq(schema.users.email, 'anders.moeller@example.com'));
  ids.formerUser = former!.id;
  const [tech] = await db.select().from(schema.users).where(eq(schema.users.email, 'technician@example.com'));
  ids.technicianUser = tech!.id;
  const [techRow] = await db.select().from(schema.technicians).where(eq(schema.technicians.userId, tech!.id));
  ids.demoTechnician = techRow!.id;
  await t.database.listen('app_events', (payload) => {
    const event = JSON.parse(payload) as (typeof events)[number];
    if (event.type === SERVICE_CENTER_CHANGED) events.push(event);
  });
  modelIds = (await db.select({ id: schema.deviceModels.id }).from(schema.deviceModels).orderBy(schema.deviceModels.title)).map((m) => m.id);
});
afterAll(() => t?.close());

describe('technicians of a centre', () => {
  let added: Technician;

  it('lists a centre\'s technicians by name, paged, with their models and user', async () => {
    const response = await call('GET', `${URL}/${ids.aarhus}/technicians?perPage=10`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Technician[]; total: number; page: number; perPage: number; lastPage: number }>();
    expect(body).toMatchObject({ total: 2, page: 1, perPage: 10, lastPage: 1 });
    expect(body.data.map((x) => x.name)).toEqual(['Lars Pedersen', 'Niels Poulsen']);
    expect(body.data[0]!.user.email).toBe('technician@example.com');
    const inactive = (await call('GET', `${URL}/${ids['køge']}/technicians?isActive=false`, tokens.admin)).json<{ data: Technician[] }>();
    expect(inactive.data.map((x) => x.name)).toEqual(['Anders Møller']);
    const search = (await call('GET', `${URL}/${ids.aarhus}/technicians?search=POULS`, tokens.admin)).json<{ data: Technician[] }>();
    expect(search.data.map((x) => x.name)).toEqual(['Niels Poulsen']);
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians?perPage=7`, tokens.admin)).statusCode).toBe(400);
  });

  it('lets a technician read the technicians of their own centre only, and nobody anonymous', async () => {
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians`, tokens.technician)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${ids['køge']}/technicians`, tokens.technician)).statusCode).toBe(404);
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians/${ids.demoTechnician}`, tokens.technician)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians`, null)).statusCode).toBe(401);
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians`, tokens.member)).statusCode).toBe(403);
  });

  it('adds a user as a technician with models, audited and announced', async () => {
    const response = await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.manager, { userId: ids.newcomer, modelIds: modelIds.slice(0, 2) });
    expect(response.statusCode).toBe(201);
    added = response.json<Technician>();
    expect(added).toMatchObject({ serviceCenterId: ids.aarhus, name: 'Nina Nygaard', isActive: true, openOrderCount: 0, user: { _id: ids.newcomer } });
    expect(added.models.map((m) => m._id).sort()).toEqual(modelIds.slice(0, 2).sort());
    const [audit] = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, added._id));
    expect(audit).toMatchObject({ action: 'technician.create', subject: 'Technician' });
    expect(audit!.changes).toMatchObject({ serviceCenterId: { after: ids.aarhus }, userId: { after: ids.newcomer }, isActive: { after: true } });
    const event = await waitForEvent((e) => e.data.technicianId === added._id);
    expect(event).toMatchObject({ data: { kind: 'TECHNICIANS', serviceCenterId: ids.aarhus }, audience: { admins: true } });
    expect(event.audience.userIds).toEqual(expect.arrayContaining([ids.newcomer, ids.technicianUser]));
    // Their technician role now reads the centre they work in, and no other.
    const token = await t.login('new.tech@example.com');
    expect((await call('GET', `${URL}/${ids.aarhus}`, token)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${ids['køge']}`, token)).statusCode).toBe(404);
  });

  it('refuses a second add of one user (409), unknown or deactivated users and unknown models (400)', async () => {
    const twice = await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.admin, { userId: ids.newcomer }, { 'accept-language': 'en' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: 'The user is already a technician in this service centre.' });
    const unknown = await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.admin, { userId: '00000000-0000-4000-8000-000000000009' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'userId', message: expect.any(String) }]);
    const deactivated = await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.admin, { userId: ids.formerUser }, { 'accept-language': 'da' });
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json().message).toContain('deaktiveret');
    const noRole = await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.admin, { userId: ids.member }, { 'accept-language': 'en' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toMatchObject({ fields: [{ field: 'userId', message: expect.stringContaining('Technician role') }] });
    const badModel = await call('POST', `${URL}/${ids.aalborg}/technicians`, tokens.admin, {
      userId: ids.newcomer,
      modelIds: ['00000000-0000-4000-8000-00000000000a'],
    });
    expect(badModel.statusCode).toBe(400);
    expect(badModel.json().fields[0].field).toBe('modelIds');
    for (const payload of [{}, { userId: 'x' }, { userId: ids.newcomer, role: 'admin' }, { userId: ids.newcomer, modelIds: 'a' }]) {
      const response = await call('POST', `${URL}/${ids.aalborg}/technicians`, tokens.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
    expect((await call('POST', `${URL}/00000000-0000-4000-8000-000000000000/technicians`, tokens.admin, { userId: ids.newcomer })).statusCode).toBe(404);
    expect((await call('POST', `${URL}/${ids.aarhus}/technicians`, tokens.technician, { userId: ids.newcomer })).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(schema.technicians).where(and(eq(schema.technicians.userId, ids.newcomer), eq(schema.technicians.serviceCenterId, ids.aalborg))),
    ).toHaveLength(0);
  });

  it('sets the models a technician services and (de)activates them', async () => {
    const models = await call('PATCH', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin, { modelIds: [modelIds[2]] });
    expect(models.statusCode).toBe(200);
    expect(models.json<Technician>().models.map((m) => m._id)).toEqual([modelIds[2]]);
    const off = await call('PATCH', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin, { isActive: false });
    expect(off.json<Technician>().isActive).toBe(false);
    const actions = await t.database.db
      .select({ action: schema.auditLog.action, changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, added._id))
      .orderBy(schema.auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(['technician.create', 'technician.update', 'technician.deactivate']);
    expect(actions[1]!.changes).toMatchObject({ modelIds: { after: [modelIds[2]] } });
    expect((await call('PATCH', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin, { modelIds: ['00000000-0000-4000-8000-00000000000a'] })).statusCode).toBe(400);
    expect((await call('PATCH', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin, { name: 'x' })).statusCode).toBe(400);
    // The technician is in Aarhus, not Køge: 404 there.
    expect((await call('PATCH', `${URL}/${ids['køge']}/technicians/${added._id}`, tokens.admin, { isActive: true })).statusCode).toBe(404);
    expect((await call('GET', `${URL}/${ids['køge']}/technicians/${added._id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('refuses to remove a technician with open orders (409), and removes one without', async () => {
    // An open order assigned to the added technician (a real row, as the orders API would write it).
    const { rows } = await t.database.db.execute<{ id: string }>(sql`
      insert into service_orders (service_center_id, technician_id, device_id, owner_id, status_id)
      select ${ids.aarhus}, ${added._id}, d.id, d.owner_id, (select id from service_order_statuses where slug = 'sos_new')
      from devices d limit 1 returning id`);
    const orderId = rows[0]!.id;
    const open = (await call('GET', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin)).json<Technician>();
    expect(open.openOrderCount).toBe(1);
    const refused = await call('DELETE', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin, undefined, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.json(), 'CONFLICT');
    expect(refused.json().message).toContain('open service orders (1)');
    await t.database.db.execute(sql`
      update service_orders set status_id = (select id from service_order_statuses where slug = 'sos_archived') where id = ${orderId}`);

    expect((await call('DELETE', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.technician)).statusCode).toBe(403);
    expect((await call('DELETE', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${ids.aarhus}/technicians/${added._id}`, tokens.admin)).statusCode).toBe(404);
    const models = await t.database.db.execute(sql`select 1 from technician_models where technician_id = ${added._id}`);
    expect(models.rows).toHaveLength(0);
    // The archived order keeps its history, without a technician.
    const order = await t.database.db.execute<{ technician_id: string | null }>(sql`select technician_id from service_orders where id = ${orderId}`);
    expect(order.rows[0]!.technician_id).toBeNull();
  });
});

describe('checkAssignableTechnician', () => {
  it('allows an active technician of an active centre, with their models', async () => {
    const outcome = await checkAssignableTechnician(t.database.db, ids.demoTechnician, ids.aarhus);
    expect(outcome).toMatchObject({ assignable: true, technician: { id: ids.demoTechnician, serviceCenterId: ids.aarhus, userId: ids.technicianUser } });
    await expect(assertAssignableTechnician(t.database.db, ids.demoTechnician, ids.aarhus)).resolves.toMatchObject({ name: 'Lars Pedersen' });
  });

  it('refuses a technician of another centre, an unknown one, an inactive one, and one of an inactive centre', async () => {
    expect(await checkAssignableTechnician(t.database.db, ids.demoTechnician, ids['køge'])).toEqual({ assignable: false, reason: 'not_in_center' });
    expect(await checkAssignableTechnician(t.database.db, '00000000-0000-4000-8000-000000000000', ids.aarhus)).toEqual({ assignable: false, reason: 'not_found' });
    const [former] = await t.database.db.select().from(schema.technicians).where(eq(schema.technicians.userId, ids.formerUser));
    expect(await checkAssignableTechnician(t.database.db, former!.id, ids['køge'])).toEqual({ assignable: false, reason: 'inactive' });
    const error = await assertAssignableTechnician(t.database.db, former!.id, ids['køge']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', messageId: 'technician.inactive', fields: [{ field: 'technician' }] });

    expect((await call('PATCH', `${URL}/${ids.aarhus}`, tokens.admin, { isActive: false })).statusCode).toBe(200);
    expect(await checkAssignableTechnician(t.database.db, ids.demoTechnician, ids.aarhus)).toEqual({ assignable: false, reason: 'center_inactive' });
    expect((await call('PATCH', `${URL}/${ids.aarhus}`, tokens.admin, { isActive: true })).statusCode).toBe(200);
    // Deactivated through the API: no longer assignable.
    expect((await call('PATCH', `${URL}/${ids.aarhus}/technicians/${ids.demoTechnician}`, tokens.admin, { isActive: false })).statusCode).toBe(200);
    expect(await checkAssignableTechnician(t.database.db, ids.demoTechnician, ids.aarhus)).toEqual({ assignable: false, reason: 'inactive' });
  });

  it('works inside a transaction', async () => {
    const outcome = await t.database.db.transaction((tx) => checkAssignableTechnician(tx, ids.demoTechnician, ids.aarhus));
    expect(outcome.assignable).toBe(false);
  });

  it('holds a deactivation back while an assignment is checking the technician (the row is read for share)', async () => {
    const [niels] = await t.database.db
      .select({ id: schema.technicians.id })
      .from(schema.technicians)
      .where(eq(schema.technicians.name, 'Niels Poulsen'));
    let answered = false;
    let patch: Promise<{ statusCode: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      expect((await checkAssignableTechnician(tx, niels!.id, ids.aarhus)).assignable).toBe(true);
      patch = call('PATCH', `${URL}/${ids.aarhus}/technicians/${niels!.id}`, tokens.admin, { isActive: false }).then((response) => {
        answered = true;
        return response;
      });
      if (t.database.kind === 'postgres') {
        // Another connection sees the PATCH's update wait for our lock (a poll with a deadline).
        const deadline = Date.now() + 5000;
        for (;;) {
          const { rows } = await t.database.db.execute(sql`
            select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and query ilike '%from technicians t%for update%'`);
          if (rows.length > 0) break;
          if (Date.now() > deadline) throw new Error('the deactivation never waited for the lock');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      // Still assignable inside our transaction: the deactivation has not happened.
      expect((await checkAssignableTechnician(tx, niels!.id, ids.aarhus)).assignable).toBe(true);
      expect(answered).toBe(false);
    });
    expect((await patch!).statusCode).toBe(200);
    expect(await checkAssignableTechnician(t.database.db, niels!.id, ids.aarhus)).toEqual({ assignable: false, reason: 'inactive' });
  });
});
