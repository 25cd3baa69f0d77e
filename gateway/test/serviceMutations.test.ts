import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoUsers, startGateway, tokenFor, type GqlOptions, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
const en: GqlOptions = { headers: { 'accept-language': 'en' } };
const da: GqlOptions = { headers: { 'accept-language': 'da' } };

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const centerFields = 'id serviceCenterId name address isActive geo { lat lon } users { userId userNodeId email } organizations { id name } technicianCount';
const technicianFields = 'id technicianId name isActive user { email } models { id title } serviceCenter { id }';
const orderFields = 'id orderId status { slug } notes serviceIssue dueDate activeWizardStep startedAt completedAt comment technician { id name } serviceCenter { id } solutions { solutionId } cause { causeId }';

const m = {
  createCenter: `mutation ($input: CreateServiceCenterInput!) { createServiceCenter(input: $input) { serviceCenter { ${centerFields} } } }`,
  updateCenter: `mutation ($input: UpdateServiceCenterInput!) { updateServiceCenter(input: $input) { serviceCenter { ${centerFields} } } }`,
  deleteCenter: 'mutation ($input: DeleteServiceCenterInput!) { deleteServiceCenter(input: $input) { deletedServiceCenterId } }',
  addTechnician: `mutation ($input: AddTechnicianInput!) { addTechnician(input: $input) { technician { ${technicianFields} } } }`,
  updateTechnician: `mutation ($input: UpdateTechnicianInput!) { updateTechnician(input: $input) { technician { ${technicianFields} } } }`,
  removeTechnician: 'mutation ($input: RemoveTechnicianInput!) { removeTechnician(input: $input) { removedTechnicianId serviceCenter { id technicianCount } } }',
  createOrder: `mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { serviceOrder { ${orderFields} } } }`,
  updateOrder: `mutation ($input: UpdateServiceOrderInput!) { updateServiceOrder(input: $input) { serviceOrder { ${orderFields} } } }`,
  finishOrder: `mutation ($input: FinishServiceOrderInput!) { finishServiceOrder(input: $input) { serviceOrder { ${orderFields} } } }`,
  archiveOrder: `mutation ($input: ArchiveServiceOrderInput!) { archiveServiceOrder(input: $input) { serviceOrder { ${orderFields} } } }`,
  deleteOrder: 'mutation ($input: DeleteServiceOrderInput!) { deleteServiceOrder(input: $input) { deletedServiceOrderId } }',
};

/** The demo technician's user and technician ids, their centre, and a device of an organisation it serves. */
let technicianUserId: string;
let memberUserId: string;
let ownCenter: { id: string; organizations: { id: string }[] };
let ownTechnicianId: string;
let device: { id: string; owner: { id: string } };
let foreignOrderId: string;
let modelIds: string[];

beforeAll(async () => {
  gw = await startGateway();
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  technicianUserId = (await ok('{ viewer { user { id } } }', {}, technician)).viewer.user.id;
  memberUserId = (await ok('{ viewer { user { id } } }', {}, member)).viewer.user.id;
  const ownCenterId = (await ok('{ serviceCenters(first: 10) { edges { node { id } } } }', {}, technician)).serviceCenters.edges[0].node.id;
  const { node } = await ok(
    'query ($id: ID!) { node(id: $id) { ... on ServiceCenter { id organizations { id } technicians(first: 50) { edges { node { id user { email } } } } } } }',
    { id: ownCenterId },
  );
  ownCenter = node;
  ownTechnicianId = node.technicians.edges.find((e: { node: { user: { email: string } } }) => e.node.user.email === demoUsers.technician).node.id;
  const served = await ok('query ($org: [ID!]) { devices(first: 10, filter: { organizationIds: $org, lifecycles: [INSTALLED] }) { edges { node { id owner { id } } } } }', {
    org: [ownCenter.organizations[0]!.id],
  });
  device = served.devices.edges[0].node;
  const orders = await ok('{ serviceOrders(first: 100) { edges { node { id serviceCenter { id } } } } }');
  foreignOrderId = orders.serviceOrders.edges.find((e: { node: { serviceCenter: { id: string } | null } }) => e.node.serviceCenter && e.node.serviceCenter.id !== ownCenter.id).node.id;
  modelIds = (await ok('{ deviceModels { id } }')).deviceModels.slice(0, 2).map((x: { id: string }) => x.id);
});
afterAll(() => gw.close());

describe('service centres and technicians', () => {
  it('creates, changes, deactivates and deletes a centre; refuses a taken name, other roles and ids of another type', async () => {
    const name = unique('Gateway centre');
    const created = (
      await ok(m.createCenter, { input: { name, address: 'Værkmestergade 25, 8000 Aarhus C', geo: { lat: 56.15, lon: 10.2 }, userIds: [technicianUserId], organizationIds: [device.owner.id] } })
    ).createServiceCenter.serviceCenter;
    expect(created).toMatchObject({ name, address: 'Værkmestergade 25, 8000 Aarhus C', isActive: true, geo: { lat: 56.15, lon: 10.2 }, users: [{ email: demoUsers.technician }], organizations: [{ id: device.owner.id }], technicianCount: 0 });
    // A staff user's node id is the one form the users search and node(id:) give, so a picker holding
    // the centre's staff and the search's answers sees one user, not two.
    const searched = (await ok('query ($q: String) { users(filter: { search: $q }, first: 10) { edges { node { id userId } } } }', { q: demoUsers.technician })).users.edges.map(
      (e: { node: { id: string; userId: string } }) => e.node,
    );
    expect(created.users[0].userNodeId).toBe(technicianUserId);
    expect(searched).toContainEqual({ id: created.users[0].userNodeId, userId: created.users[0].userId });

    const taken = await gw.gql(m.createCenter, { input: { name: name.toUpperCase() } }, admin, en);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.errors?.[0]?.message).toBeTruthy();
    expect(codeOf(await gw.gql(m.createCenter, { input: { name: unique('x') } }, technician))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(m.createCenter, { input: { name: unique('x') } }, member))).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(m.createCenter, { input: { name: unique('x') } }, null))).toBe('UNAUTHENTICATED');
    const wrongType = await gw.gql(m.createCenter, { input: { name: unique('x'), organizationIds: [created.id] } }, admin, en);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    expect(wrongType.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'organizationIds.0', message: 'Must be a Organization id.' })]);
    const blank = await gw.gql(m.createCenter, { input: { name: '   ' } }, admin, da);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(blank.errors?.[0]?.extensions?.fields)).toContain('input.name');

    const renamed = unique('Gateway centre renamed');
    const updated = (await ok(m.updateCenter, { input: { id: created.id, name: renamed, geo: null, isActive: false } })).updateServiceCenter.serviceCenter;
    // Omitted: the address stays; null removes it; too long a one is the API's refusal, on its field.
    expect(updated).toMatchObject({ id: created.id, name: renamed, address: 'Værkmestergade 25, 8000 Aarhus C', geo: null, isActive: false, users: [{ email: demoUsers.technician }] });
    expect((await ok(m.updateCenter, { input: { id: created.id, address: null } })).updateServiceCenter.serviceCenter.address).toBeNull();
    const tooLong = await gw.gql(m.updateCenter, { input: { id: created.id, address: 'x'.repeat(301) } }, admin, en);
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooLong.errors?.[0]?.extensions?.fields)).toContain('address');
    const activated = (await ok(m.updateCenter, { input: { id: created.id, isActive: true, userIds: [] } })).updateServiceCenter.serviceCenter;
    expect(activated).toMatchObject({ isActive: true, users: [] });
    // The technician's rules reach only their own centres.
    expect(codeOf(await gw.gql(m.updateCenter, { input: { id: created.id, name: 'x' } }, technician))).toMatch(/FORBIDDEN|NOT_FOUND/);

    expect((await ok(m.deleteCenter, { input: { id: created.id } })).deleteServiceCenter.deletedServiceCenterId).toBe(created.id);
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: created.id })).node).toBeNull();
    expect(codeOf(await gw.gql(m.deleteCenter, { input: { id: created.id } }, admin))).toBe('NOT_FOUND');
  });

  it('adds, changes and removes a technician; refuses a user who cannot work orders', async () => {
    const center = (await ok(m.createCenter, { input: { name: unique('Gateway technicians') } })).createServiceCenter.serviceCenter;
    const added = (await ok(m.addTechnician, { input: { serviceCenterId: center.id, userId: technicianUserId, deviceModelIds: modelIds } })).addTechnician.technician;
    expect(added).toMatchObject({ isActive: true, user: { email: demoUsers.technician }, serviceCenter: { id: center.id } });
    expect(added.models.map((x: { id: string }) => x.id).sort()).toEqual([...modelIds].sort());
    expect((await ok('query ($id: ID!) { node(id: $id) { ... on Technician { id name } } }', { id: added.id })).node).toEqual({ id: added.id, name: added.name });

    const refused = await gw.gql(m.addTechnician, { input: { serviceCenterId: center.id, userId: memberUserId } }, admin, en);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors?.[0]?.extensions?.fields)).toContain('input.userId');
    expect(codeOf(await gw.gql(m.updateTechnician, { input: { id: added.id, isActive: false } }, technician))).toMatch(/FORBIDDEN|NOT_FOUND/);

    const changed = (await ok(m.updateTechnician, { input: { id: added.id, isActive: false, deviceModelIds: [modelIds[0]] } })).updateTechnician.technician;
    expect(changed).toMatchObject({ id: added.id, isActive: false, models: [{ id: modelIds[0] }] });
    // An inactive technician cannot be assigned.
    const assign = await gw.gql(
      m.createOrder,
      { input: { deviceId: device.id, ownerId: device.owner.id, serviceCenterId: center.id, technicianId: added.id, dueDate: dayAhead(2) } },
      admin,
      en,
    );
    expect(codeOf(assign)).toBe('BAD_USER_INPUT');

    const removed = (await ok(m.removeTechnician, { input: { id: added.id } })).removeTechnician;
    expect(removed).toEqual({ removedTechnicianId: added.id, serviceCenter: { id: center.id, technicianCount: 0 } });
    expect(codeOf(await gw.gql(m.updateTechnician, { input: { id: added.id, isActive: true } }, admin))).toBe('NOT_FOUND');
    await ok(m.deleteCenter, { input: { id: center.id } });
  });
});

describe('service orders', () => {
  const newOrder = async (extra: Record<string, unknown> = {}) =>
    (
      await ok(m.createOrder, {
        input: { deviceId: device.id, ownerId: device.owner.id, serviceCenterId: ownCenter.id, technicianId: ownTechnicianId, serviceIssue: 'Lavt batteri', dueDate: dayAhead(3), ...extra },
      })
    ).createServiceOrder.serviceOrder;

  it('creates and changes an order as a dispatcher, and keeps its history', async () => {
    const order = await newOrder({ notes: 'Ring før besøg' });
    expect(order).toMatchObject({ status: { slug: 'sos_new' }, notes: 'Ring før besøg', serviceIssue: 'Lavt batteri', technician: { id: ownTechnicianId }, serviceCenter: { id: ownCenter.id } });
    expect(order.dueDate.slice(0, 10) >= dayAhead(2)).toBe(true);

    const changed = (await ok(m.updateOrder, { input: { id: order.id, notes: null, technicianId: null, serviceIssue: 'Knækket antenne' } })).updateServiceOrder.serviceOrder;
    expect(changed).toMatchObject({ id: order.id, notes: null, technician: null, serviceIssue: 'Knækket antenne' });

    const { node } = await ok('query ($id: ID!) { node(id: $id) { ... on ServiceOrder { history(first: 10) { totalCount edges { node { action actorName changes { field from to } } } } } } }', {
      id: order.id,
    });
    expect(node.history.totalCount).toBe(2);
    expect(node.history.edges[0].node.action).toBe('serviceOrder.update');
    expect(node.history.edges[0].node.changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['notes', 'technician']));
    expect((await ok(m.deleteOrder, { input: { id: order.id } })).deleteServiceOrder.deletedServiceOrderId).toBe(order.id);
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: order.id })).node).toBeNull();
  });

  it('refuses a due day in the past, a member, and ids of another type or tenant', async () => {
    const past = await gw.gql(m.createOrder, { input: { deviceId: device.id, ownerId: device.owner.id, serviceCenterId: ownCenter.id, dueDate: '2020-01-01' } }, admin, en);
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(past.errors?.[0]?.extensions?.fields)).toContain('input.dueDate');
    expect(codeOf(await gw.gql(m.createOrder, { input: { deviceId: device.id, ownerId: device.owner.id, serviceCenterId: ownCenter.id, dueDate: dayAhead(2) } }, member))).toBe('FORBIDDEN');
    const wrongType = await gw.gql(m.createOrder, { input: { deviceId: ownCenter.id, ownerId: device.owner.id, serviceCenterId: ownCenter.id, dueDate: dayAhead(2) } }, admin, en);
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    // Another centre's order is not the technician's to see: not found, as a missing one.
    expect(codeOf(await gw.gql(m.updateOrder, { input: { id: foreignOrderId, activeWizardStep: 'LOCATION' } }, technician))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(m.finishOrder, { input: { id: foreignOrderId } }, technician))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(m.updateOrder, { input: { id: foreignOrderId, notes: 'x' } }, member))).toMatch(/FORBIDDEN|NOT_FOUND/);
  });

  it('lets the assigned technician walk the wizard and finish, but not change the order data', async () => {
    const order = await newOrder();
    const { serviceSolutions, serviceCauses } = await ok('{ serviceSolutions { solutionId } serviceCauses { causeId } }', {}, technician);
    const step = (
      await ok(
        m.updateOrder,
        { input: { id: order.id, activeWizardStep: 'BEFORE_SERVICE', solutionIds: [serviceSolutions[0].solutionId], causeId: serviceCauses[0].causeId } },
        technician,
      )
    ).updateServiceOrder.serviceOrder;
    expect(step).toMatchObject({
      status: { slug: 'sos_in_progress' },
      activeWizardStep: 'BEFORE_SERVICE',
      solutions: [{ solutionId: serviceSolutions[0].solutionId }],
      cause: { causeId: serviceCauses[0].causeId },
    });
    expect(step.startedAt).toBeTruthy();
    expect(codeOf(await gw.gql(m.updateOrder, { input: { id: order.id, notes: 'not mine to write' } }, technician))).toBe('FORBIDDEN');
    // Started: no longer deletable.
    expect(codeOf(await gw.gql(m.deleteOrder, { input: { id: order.id } }, admin))).toBe('CONFLICT');

    const finished = (await ok(m.finishOrder, { input: { id: order.id, comment: 'Batteri skiftet' } }, technician)).finishServiceOrder.serviceOrder;
    expect(finished).toMatchObject({ status: { slug: 'sos_completed' }, comment: 'Batteri skiftet' });
    expect(finished.completedAt).toBeTruthy();
    const edit = await gw.gql(m.updateOrder, { input: { id: order.id, activeWizardStep: 'FINISH' } }, technician, en);
    expect(codeOf(edit)).toBe('CONFLICT');
    // A technician does not archive (a dispatcher does).
    expect(codeOf(await gw.gql(m.archiveOrder, { input: { id: order.id } }, technician))).toBe('FORBIDDEN');
    expect((await ok(m.archiveOrder, { input: { id: order.id } })).archiveServiceOrder.serviceOrder.status.slug).toBe('sos_archived');
  });

  it('refuses to finish an archived order with the API\'s clear error, in the caller\'s language', async () => {
    const order = await newOrder();
    await ok(m.archiveOrder, { input: { id: order.id } });
    const inEnglish = await gw.gql(m.finishOrder, { input: { id: order.id, outcome: 'FAILED' } }, admin, en);
    expect(codeOf(inEnglish)).toBe('CONFLICT');
    const inDanish = await gw.gql(m.finishOrder, { input: { id: order.id } }, admin, da);
    expect(codeOf(inDanish)).toBe('CONFLICT');
    expect(inEnglish.errors?.[0]?.message).not.toBe(inDanish.errors?.[0]?.message);
    expect(inEnglish.errors?.[0]?.message).toMatch(/archived/i);
    expect(inEnglish.raw).not.toMatch(/stack|\.ts:\d/);
    expect(codeOf(await gw.gql(m.archiveOrder, { input: { id: order.id } }, admin))).toBe('CONFLICT');
    expect(codeOf(await gw.gql(m.deleteOrder, { input: { id: order.id } }, admin))).toBe('CONFLICT');
  });
});
