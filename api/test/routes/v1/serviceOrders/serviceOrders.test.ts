import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from '../devices/fixtures.ts';

/**
 * The service-order routes over real HTTP handling (inject) on a seeded database: list filters,
 * sorts and paging, create rules, every refused transition, history, the assignment e-mail,
 * scoping for every demo role.
 */
let t: TestApp;
const tokens: Record<'admin' | 'manager' | 'member' | 'vejleAdmin' | 'lars' | 'niels' | 'camilla', string> = {} as never;
const ids = {} as {
  aarhusCenter: string;
  kogeCenter: string;
  koldingCenter: string;
  lars: string;
  niels: string;
  camilla: string;
  former: string;
  aarhusOrg: string;
  vejleOrg: string;
};
let aarhusDevice: { id: string; ownerId: string };
let vejleDevice: { id: string; ownerId: string };
let kobenhavnDevice: { id: string; ownerId: string };

type Who = keyof typeof tokens | 'anonymous';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who === 'anonymous' ? {} : t.auth(tokens[who])), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const one = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute<{ id: string }>(query)).rows[0]!).id;
  const technicianOf = (email: string) =>
    one(sql`select t.id from technicians t join users u on u.id = t.user_id where u.email = ${email} order by t.is_active desc limit 1`);
  Object.assign(ids, {
    aarhusCenter: await one(sql`select id from service_centers where name = 'Servicecenter Aarhus'`),
    kogeCenter: await one(sql`select id from service_centers where name = 'Servicecenter Køge'`),
    koldingCenter: await one(sql`select id from service_centers where name = 'Servicecenter Kolding'`),
    lars: await technicianOf('technician@example.com'),
    niels: await technicianOf('niels.poulsen@example.com'),
    camilla: await technicianOf('camilla.larsen@example.com'),
    former: await one(sql`select id from technicians where not is_active limit 1`),
    aarhusOrg: await one(sql`select id from organizations where name = 'Aarhus Kommune'`),
    vejleOrg: await one(sql`select id from organizations where name = 'Vejle Forsyning'`),
  });
  aarhusDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
  vejleDevice = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  kobenhavnDevice = await makeDevice(t, { org: 'Københavns Kommune', category: 'water_level', networkType: 'nbiot' });
  const [admin, manager, member, vejleAdmin, lars, niels, camilla] = await Promise.all([
    t.login('admin@example.com'),
    t.login('peter.rasmussen@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('technician@example.com'),
    t.login('niels.poulsen@example.com'),
    t.login('camilla.larsen@example.com'),
  ]);
  Object.assign(tokens, { admin, manager, member, vejleAdmin, lars, niels, camilla });
});
afterAll(() => t?.close());

const validOrder = () => ({
  device: aarhusDevice.id,
  owner: aarhusDevice.ownerId,
  service_center: ids.aarhusCenter,
  technician: ids.niels,
  service_issue: 'Enheden sender ikke data',
  dueDate: day(1),
  notes: 'Nøglen hentes hos driftsvagten',
});

const create = async (body: Record<string, unknown> = validOrder(), who: Who = 'admin') => {
  const response = await call(who, 'POST', '/service-orders', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, any> & { _id: string };
};

describe('POST /service-orders', () => {
  it('creates a new order due at the end of the day on the caller\'s clock, e-mails the technician in their language, and records it', async () => {
    const mailsBefore = t.sentMail.length;
    const order = await create();
    expect(order).toMatchObject({
      status: { slug: 'sos_new' },
      service_center: { _id: ids.aarhusCenter, name: 'Servicecenter Aarhus' },
      technician: { _id: ids.niels, name: 'Niels Poulsen' },
      device: { _id: aarhusDevice.id },
      owner: { _id: ids.aarhusOrg, name: 'Aarhus Kommune' },
      service_issue: 'Enheden sender ikke data',
      notes: 'Nøglen hentes hos driftsvagten',
      activeWizardStep: null,
      solutions: [],
      cause: null,
      completedAt: null,
    });
    // The administrator's offset is UTC+1: the day ends at 22:59:59.999 UTC.
    expect(order.dueDate).toBe(`${day(1)}T22:59:59.999Z`);
    expect(typeof order.number).toBe('number');

    const mails = t.sentMail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.to).toBe('niels.poulsen@example.com');
    expect(mails[0]!.message.subject).toBe(`New service order #${order.number}: ${order.device.name} (${order.device.device})`);
    expect(mails[0]!.message.text).toContain(`/orders/service-orders/${order._id}`);
    expect(mails[0]!.raw).toContain('Servicecenter Aarhus');

    const history = (await call('admin', 'GET', `/service-orders/${order._id}/history`)).json();
    expect(history).toMatchObject({ total: 1, data: [{ action: 'serviceOrder.create', actor: { name: 'Mette Nielsen' } }] });
    expect(history.data[0].changes).toMatchObject({ technician: { from: null, to: ids.niels }, status: { from: null, to: 'sos_new' } });
  });

  it('refuses a due date in the past, a device of another owner, a technician who cannot take the centre\'s orders — in the caller\'s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validOrder(), dueDate: day(-1) }, 'dueDate'],
      [{ ...validOrder(), dueDate: '2026-02-30' }, 'dueDate'],
      [{ ...validOrder(), device: vejleDevice.id }, 'device'],
      [{ ...validOrder(), owner: ids.vejleOrg }, 'device'],
      [{ ...validOrder(), technician: ids.camilla }, 'technician'],
      [{ ...validOrder(), service_center: ids.kogeCenter, technician: ids.former }, 'technician'],
      [{ ...validOrder(), service_center: '00000000-0000-4000-8000-000000000000' }, 'service_center'],
      [{ ...validOrder(), hack: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await call('admin', 'POST', '/service-orders', body, 'da');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json();
      expectErrorShape(error, 'VALIDATION_FAILED');
      if (field) expect(error.fields.map((f: { field: string }) => f.field), response.body).toContain(field);
    }
    const past = (await call('admin', 'POST', '/service-orders', { ...validOrder(), dueDate: day(-1) }, 'da')).json();
    expect(past.fields[0].message).toBe('Forfaldsdatoen må ikke ligge før i dag.');
    // Today on the caller's clock (UTC+1) is still allowed: the day is not over. A date-time counts by its day there.
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect((await create({ ...validOrder(), dueDate: today })).dueDate).toBe(`${today}T22:59:59.999Z`);
    expect((await create({ ...validOrder(), dueDate: `${today}T00:30:00+01:00` })).dueDate).toBe(`${today}T22:59:59.999Z`);
  });

  it('lets only dispatchers create: an organisation\'s administrator and a technician are refused, anonymous is 401', async () => {
    expect((await call('vejleAdmin', 'POST', '/service-orders', { ...validOrder(), device: vejleDevice.id, owner: ids.vejleOrg })).statusCode).toBe(403);
    expect((await call('lars', 'POST', '/service-orders', validOrder())).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', '/service-orders', validOrder())).statusCode).toBe(401);
    expect((await call('manager', 'POST', '/service-orders', validOrder())).statusCode).toBe(201);
  });
});

describe('GET /service-orders', () => {
  it('pages with the table sizes and sorts by due date, creation and status, each reversible', async () => {
    const first = (await call('admin', 'GET', '/service-orders?perPage=10')).json();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    expect(first.lastPage).toBe(Math.ceil(first.total / 10));
    const second = (await call('admin', 'GET', '/service-orders?perPage=10&page=2')).json();
    expect(second.data.map((o: { _id: string }) => o._id)).not.toContain(first.data[0]._id);
    expect((await call('admin', 'GET', '/service-orders?perPage=7')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/service-orders?sort=name')).statusCode).toBe(400);

    const all = (await call('admin', 'GET', '/service-orders?perPage=100')).json().data as { created_at: string; dueDate: string; status: { slug: string } }[];
    const created = all.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byDue = (await call('admin', 'GET', '/service-orders?perPage=100&sort=dueDate')).json().data.map((o: { dueDate: string }) => o.dueDate);
    expect(byDue).toEqual([...byDue].sort());
    const byDueDesc = (await call('admin', 'GET', '/service-orders?perPage=100&sort=-dueDate')).json().data.map((o: { dueDate: string }) => o.dueDate);
    expect(byDueDesc).toEqual([...byDue].reverse());
    const statuses = (await call('admin', 'GET', '/service-orders/statuses')).json().data.map((s: { slug: string }) => s.slug);
    const byStatus = (await call('admin', 'GET', '/service-orders?perPage=100&sort=status')).json().data.map((o: { status: { slug: string } }) => statuses.indexOf(o.status.slug));
    expect(byStatus).toEqual([...byStatus].sort((a: number, b: number) => a - b));
    const byStatusDesc = (await call('admin', 'GET', '/service-orders?perPage=100&sort=-status')).json().data.map((o: { status: { slug: string } }) => statuses.indexOf(o.status.slug));
    expect(byStatusDesc).toEqual([...byStatus].reverse());
  });

  it('filters by status (slugs or ids), owner, centre, technician, device, due-date range and text', async () => {
    const order = await create({ ...validOrder(), notes: 'Brønddæksel ZQXW-77 sidder fast', dueDate: day(5) });
    const list = async (query: string) => {
      const response = await call('admin', 'GET', `/service-orders?perPage=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { _id: string; status: { _id: string; slug: string }; owner: { _id: string }; service_center: { _id: string } | null; technician: { _id: string } | null; dueDate: string }[];
    };
    const news = await list('status=sos_new,sos_completed');
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((o) => ['sos_new', 'sos_completed'].includes(o.status.slug))).toBe(true);
    const byId = await list(`status=${news[0]!.status._id}`);
    expect(byId.every((o) => o.status._id === news[0]!.status._id)).toBe(true);
    expect((await list(`orgIds=${ids.vejleOrg}`)).every((o) => o.owner._id === ids.vejleOrg)).toBe(true);
    expect((await list(`serviceCenterIds=${ids.kogeCenter}`)).every((o) => o.service_center?._id === ids.kogeCenter)).toBe(true);
    const niels = await list(`technician=${ids.niels}`);
    expect(niels.length).toBeGreaterThan(0);
    expect(niels.every((o) => o.technician?._id === ids.niels)).toBe(true);
    expect((await list(`deviceIds=${aarhusDevice.id}`)).every((o) => o._id && niels.some(() => true))).toBe(true);
    expect((await list('search=zqxw-7')).map((o) => o._id)).toEqual([order._id]);
    expect((await list(`search=${order.device.name.slice(3, 12)}`)).map((o) => o._id)).toContain(order._id);
    const ranged = await list(`dueFrom=${day(5)}&dueTo=${day(5)}`);
    expect(ranged.map((o) => o._id)).toContain(order._id);
    expect(ranged.every((o) => o.dueDate.startsWith(day(5)) || o.dueDate.startsWith(day(4)))).toBe(true);
    expect(await list(`dueFrom=${day(6)}&dueTo=${day(9)}&search=zqxw`)).toEqual([]);

    const reversed = await call('admin', 'GET', `/service-orders?dueFrom=${day(5)}&dueTo=${day(1)}`, undefined, 'da');
    expect(reversed.statusCode).toBe(400);
    expectErrorShape(reversed.json(), 'VALIDATION_FAILED');
    expect(reversed.json().message).toBe('Forfaldsdato fra skal ligge før eller på forfaldsdato til.');
    for (const bad of ['dueFrom=2026-13-01', 'status=sos_nope', 'orgIds=nope', `search=${'x'.repeat(201)}`, 'technician=someone', 'unknown=1']) {
      const response = await call('admin', 'GET', `/service-orders?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
  });
});

describe('scoping', () => {
  it('an administrator and a service manager see every order', async () => {
    const all = (await call('admin', 'GET', '/service-orders?perPage=100')).json();
    const manager = (await call('manager', 'GET', '/service-orders?perPage=100')).json();
    expect(manager.total).toBe(all.total);
  });

  it('an organisation\'s administrator reads its orders only; another organisation\'s order is 404', async () => {
    const vejleOrder = await create({ ...validOrder(), device: vejleDevice.id, owner: ids.vejleOrg, service_center: ids.koldingCenter, technician: null });
    const aarhusOrder = await create({ ...validOrder(), technician: null });
    const mine = (await call('vejleAdmin', 'GET', '/service-orders?perPage=100')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((o: { owner: { _id: string } }) => o.owner._id === ids.vejleOrg)).toBe(true);
    expect((await call('vejleAdmin', 'GET', `/service-orders/${vejleOrder._id}`)).statusCode).toBe(200);
    const other = await call('vejleAdmin', 'GET', `/service-orders/${aarhusOrder._id}`);
    expect(other.statusCode).toBe(404);
    expectErrorShape(other.json(), 'NOT_FOUND');
    expect((await call('vejleAdmin', 'GET', `/service-orders/${aarhusOrder._id}/history`)).statusCode).toBe(404);
    // Read-only: no edits, no transitions.
    expect((await call('vejleAdmin', 'PATCH', `/service-orders/${vejleOrder._id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await call('vejleAdmin', 'PATCH', `/service-orders/${vejleOrder._id}/archive`)).statusCode).toBe(403);
    expect((await call('vejleAdmin', 'DELETE', `/service-orders/${vejleOrder._id}`)).statusCode).toBe(403);
    // Outside the scope, every write is 404 as well.
    expect((await call('vejleAdmin', 'PATCH', `/service-orders/${aarhusOrder._id}`, { notes: 'x' })).statusCode).toBe(404);
  });

  it('a member whose role grants nothing on Service sees nothing; anonymous is 401', async () => {
    expect((await call('member', 'GET', '/service-orders')).statusCode).toBe(403);
    expect((await call('member', 'GET', '/service-orders/statuses')).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/service-orders')).statusCode).toBe(401);
    expect((await call('anonymous', 'GET', '/service-orders/statuses')).statusCode).toBe(401);
  });

  it('a technician sees the orders of their centre, their own first; another centre\'s order is 404', async () => {
    const kogeOrder = await create({ ...validOrder(), device: kobenhavnDevice.id, owner: kobenhavnDevice.ownerId, service_center: ids.kogeCenter, technician: ids.camilla });
    const list = (await call('lars', 'GET', '/service-orders?perPage=100')).json();
    const orders = list.data as { _id: string; service_center: { _id: string } | null; technician: { _id: string } | null; dueDate: string }[];
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.service_center?._id === ids.aarhusCenter)).toBe(true);
    const own = orders.map((o) => o.technician?._id === ids.lars);
    const firstOther = own.indexOf(false);
    expect(own.indexOf(true)).toBe(0);
    expect(own.slice(firstOther).includes(true)).toBe(false);
    const mine = (await call('lars', 'GET', '/service-orders?perPage=100&technician=me')).json().data as { technician: { _id: string } }[];
    expect(mine.length).toBe(own.filter(Boolean).length);
    expect((await call('lars', 'GET', `/service-orders/${kogeOrder._id}`)).statusCode).toBe(404);
    expect((await call('camilla', 'GET', `/service-orders/${kogeOrder._id}`)).statusCode).toBe(200);
    expect((await call('lars', 'PATCH', `/service-orders/${kogeOrder._id}/finish`)).statusCode).toBe(404);
  });
});

describe('PATCH and transitions', () => {
  it('a technician saves the wizard step and service data of their own order (starting it), nothing else, and not others\' orders', async () => {
    const order = await create();
    const solutions = (await call('niels', 'GET', '/service-orders/solutions')).json().data as { _id: string; slug: string }[];
    const causes = (await call('niels', 'GET', '/service-orders/service-causes')).json().data as { _id: string; slug: string }[];
    expect(solutions.map((s) => s.slug)).toContain('replace_battery');
    expect(causes.map((c) => c.slug)).toEqual(expect.arrayContaining(['operational', 'missing', 'vandalism', 'malfunction']));
    const restart = solutions.find((s) => s.slug === 'restart')!;
    const battery = solutions.find((s) => s.slug === 'replace_battery')!;

    const step = await call('niels', 'PATCH', `/service-orders/${order._id}`, {
      activeWizardStep: 'before-service',
      solutions: [battery._id, restart._id],
      cause: causes[0]!._id,
      comment: 'Batteriet var fladt',
    });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toMatchObject({ activeWizardStep: 'before-service', status: { slug: 'sos_in_progress' }, cause: { _id: causes[0]!._id }, comment: 'Batteriet var fladt' });
    expect(step.json().solutions.map((s: { slug: string }) => s.slug).sort()).toEqual(['replace_battery', 'restart']);
    expect(step.json().startedAt).not.toBeNull();

    const notes = await call('niels', 'PATCH', `/service-orders/${order._id}`, { notes: 'mine now', activeWizardStep: 'issue' });
    expect(notes.statusCode).toBe(403);
    expectErrorShape(notes.json(), 'FORBIDDEN');
    expect(notes.json().message).toContain('notes');
    const others = await call('lars', 'PATCH', `/service-orders/${order._id}`, { activeWizardStep: 'issue' }, 'da');
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('Du kan kun arbejde på de serviceordrer, du er tildelt.');
    expect((await call('niels', 'PATCH', `/service-orders/${order._id}`, {})).statusCode).toBe(400);
    expect((await call('niels', 'PATCH', `/service-orders/${order._id}`, { activeWizardStep: 'dance' })).statusCode).toBe(400);
    expect((await call('niels', 'PATCH', `/service-orders/${order._id}`, { solutions: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);

    const history = (await call('admin', 'GET', `/service-orders/${order._id}/history`)).json();
    expect(history.data[0]).toMatchObject({
      action: 'serviceOrder.update',
      actor: { name: 'Niels Poulsen' },
      changes: { activeWizardStep: { from: null, to: 'before-service' }, status: { from: 'sos_new', to: 'sos_in_progress' }, comment: { from: null, to: 'Batteriet var fladt' } },
    });
  });

  it('a dispatcher changes the technician: the new one is e-mailed in Danish; an unassignable one is refused', async () => {
    const order = await create();
    const before = t.sentMail.length;
    const moved = await call('admin', 'PATCH', `/service-orders/${order._id}`, { technician: ids.lars, dueDate: day(3), notes: 'Ring først' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ technician: { _id: ids.lars }, notes: 'Ring først' });
    const mails = t.sentMail.slice(before);
    expect(mails.map((m) => m.message.to)).toEqual(['technician@example.com']);
    expect(mails[0]!.message.subject).toBe(`Ny serviceordre #${order.number}: ${order.device.name} (${order.device.device})`);
    // The same technician again changes nothing and sends nothing.
    await call('admin', 'PATCH', `/service-orders/${order._id}`, { technician: ids.lars });
    expect(t.sentMail.length).toBe(before + 1);
    const refused = await call('admin', 'PATCH', `/service-orders/${order._id}`, { service_center: ids.kogeCenter });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('technician');
    const history = (await call('admin', 'GET', `/service-orders/${order._id}/history?perPage=1`)).json();
    expect(history).toMatchObject({ total: 2, perPage: 1, lastPage: 2 });
    expect(history.data[0].changes.technician).toEqual({ from: ids.niels, to: ids.lars });
    expect(history.data[0].changes.notes).toEqual({ from: 'Nøglen hentes hos driftsvagten', to: 'Ring først' });
  });

  it('refuses every transition from a state that does not allow it with 409 naming the state', async () => {
    const expect409 = async (who: Who, method: 'PATCH' | 'DELETE', url: string, body: unknown, state: string) => {
      const response = await call(who, method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(409);
      expectErrorShape(response.json(), 'CONFLICT');
      expect(response.json().message).toContain(state);
    };
    // new: cannot be archived? It can (cancelled). In progress: not archived, not deleted.
    const order = await create();
    await call('niels', 'PATCH', `/service-orders/${order._id}`, { activeWizardStep: 'location' });
    await expect409('admin', 'PATCH', `/service-orders/${order._id}/archive`, undefined, 'in progress');
    await expect409('admin', 'DELETE', `/service-orders/${order._id}`, undefined, 'in progress');
    const finished = await call('niels', 'PATCH', `/service-orders/${order._id}/finish`, { comment: 'Færdig' });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ status: { slug: 'sos_completed' }, comment: 'Færdig' });
    expect(finished.json().completedAt).not.toBeNull();
    // completed: no edit (dispatcher or technician), no finish, no delete.
    await expect409('admin', 'PATCH', `/service-orders/${order._id}`, { notes: 'late' }, 'completed');
    await expect409('niels', 'PATCH', `/service-orders/${order._id}`, { activeWizardStep: 'finish' }, 'completed');
    await expect409('admin', 'PATCH', `/service-orders/${order._id}/finish`, undefined, 'completed');
    await expect409('admin', 'DELETE', `/service-orders/${order._id}`, undefined, 'completed');
    expect((await call('admin', 'PATCH', `/service-orders/${order._id}/archive`)).json().status.slug).toBe('sos_archived');
    // archived: nothing.
    await expect409('admin', 'PATCH', `/service-orders/${order._id}`, { notes: 'late' }, 'archived');
    await expect409('admin', 'PATCH', `/service-orders/${order._id}/finish`, undefined, 'archived');
    await expect409('admin', 'PATCH', `/service-orders/${order._id}/archive`, undefined, 'archived');
    await expect409('admin', 'DELETE', `/service-orders/${order._id}`, undefined, 'archived');
    // failed: as completed.
    const failed = await create();
    expect((await call('admin', 'PATCH', `/service-orders/${failed._id}/finish`, { outcome: 'failed' })).json().status.slug).toBe('sos_failed');
    await expect409('admin', 'PATCH', `/service-orders/${failed._id}`, { notes: 'x' }, 'failed');
    await expect409('admin', 'DELETE', `/service-orders/${failed._id}`, undefined, 'failed');
    // The state is named in Danish for a Danish caller.
    const danish = await call('admin', 'PATCH', `/service-orders/${failed._id}/finish`, undefined, 'da');
    expect(danish.json().message).toBe('Serviceordren kan ikke afsluttes, fordi den er mislykket.');
    // Only the order's technician (or a dispatcher) finishes it; a new order is deleted, its history kept.
    const fresh = await create();
    expect((await call('lars', 'PATCH', `/service-orders/${fresh._id}/finish`)).statusCode).toBe(403);
    expect((await call('lars', 'DELETE', `/service-orders/${fresh._id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/service-orders/${fresh._id}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/service-orders/${fresh._id}`)).statusCode).toBe(404);
    const { rows } = await t.database.db.execute<{ action: string }>(
      sql`select action from audit_log where subject = 'ServiceOrder' and subject_id = ${fresh._id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['serviceOrder.create', 'serviceOrder.delete']);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [['GET', `/service-orders/${missing}`], ['PATCH', `/service-orders/${missing}/archive`], ['DELETE', `/service-orders/${missing}`]] as const) {
      expect((await call('admin', method, url)).statusCode).toBe(404);
    }
    expect((await call('admin', 'GET', '/service-orders/nope')).statusCode).toBe(400);
  });
});

describe('lookups', () => {
  it('lists statuses, solutions, causes, and the owners the caller may order for', async () => {
    const statuses = (await call('lars', 'GET', '/service-orders/statuses')).json().data.map((s: { slug: string }) => s.slug);
    expect(statuses).toEqual(expect.arrayContaining(['sos_unknown', 'sos_new', 'sos_in_progress', 'sos_completed', 'sos_failed', 'sos_archived']));
    const owners = (await call('admin', 'GET', '/service-orders/owners')).json().data as { _id: string; name: string }[];
    expect(owners.map((o) => o.name)).toEqual(expect.arrayContaining(['Aarhus Kommune', 'Vejle Forsyning']));
    expect((await call('lars', 'GET', '/service-orders/owners')).statusCode).toBe(403);
    expect((await call('vejleAdmin', 'GET', '/service-orders/owners')).statusCode).toBe(403);
  });
});
