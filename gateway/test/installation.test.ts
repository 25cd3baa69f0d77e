import { deflateSync, crc32 } from 'node:zlib';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * Installation orders through the gateway against the real API: the list's filters and its fixed
 * upstream calls for any page size, nodes, the mutations from create to complete (the idempotent
 * install included), the delete confirmation, scoping, a device's files and the subscription.
 */
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
const clients: Client[] = [];
/** Orders this file created (deleted at the end: the database is shared by the test files). */
const created: string[] = [];
let aarhus: { ownerId: string; centerId: string; technicianId: string };

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token, { headers: { 'accept-language': 'en' } });
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const createMutation = `mutation ($input: CreateInstallationOrderInput!) { createInstallationOrder(input: $input) {
  installationOrder { id orderId name status devicesCount devices { edges { node { id state deviceFacts { deviceId lifecycle } } } } } } }`;
const deleteMutation = `mutation ($input: DeleteInstallationOrderInput!) { deleteInstallationOrder(input: $input) { deletedInstallationOrderId } }`;

async function createOrder(input: Record<string, unknown>) {
  const { createInstallationOrder } = await ok(createMutation, {
    input: { name: 'Gateway-ordre', ownerId: aarhus.ownerId, serviceCenterId: aarhus.centerId, technicianId: aarhus.technicianId, dueDate: dayAhead(5), ...input },
  });
  created.push(createInstallationOrder.installationOrder.id);
  return createInstallationOrder.installationOrder;
}

let waterModelId: string;
let made = 0;
/** Devices this file created (purged at the end). */
const devicesMade: string[] = [];
/** New water-level devices in stock of Aarhus Kommune (the demo's own stock is the e2e tests'). */
async function stockDevices(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const networkId = `gw-install-${Date.now()}-${made++}`;
    const { createDevice } = await ok('mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id } } }', {
      input: { name: `Lager ${networkId}`, networkId, ownerId: aarhus.ownerId, deviceModelId: waterModelId },
    });
    ids.push(createDevice.device.id);
    devicesMade.push(createDevice.device.id);
  }
  return ids;
}

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  const { viewer } = await ok('{ viewer { id } }', {}, technician);
  expect(viewer).toBeTruthy();
  const { serviceCenters } = await ok(
    '{ serviceCenters(first: 10, filter: { search: "Servicecenter Aarhus" }) { edges { node { id organizations { id name } technicians(first: 10, filter: { search: "technician@example.com" }) { edges { node { id } } } } } } }',
  );
  const centre = serviceCenters.edges[0].node;
  aarhus = {
    ownerId: centre.organizations.find((o: { name: string }) => o.name === 'Aarhus Kommune').id,
    centerId: centre.id,
    technicianId: centre.technicians.edges[0].node.id,
  };
  const { deviceModels } = await ok('{ deviceModels { id deviceTypeCategory { slug } } }');
  waterModelId = deviceModels.find((m: { deviceTypeCategory: { slug: string } }) => m.deviceTypeCategory.slug === 'water_level').id;
  // Enough orders for a page of 100.
  const { installationOrders } = await ok('{ installationOrders(first: 10) { totalCount } }');
  for (let i = installationOrders.totalCount; i < 105; i++) await createOrder({ name: `Gateway-liste ${i}` });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const id of created) await gw.gql(deleteMutation, { input: { id, confirmInstalledDevices: true } }, admin);
  for (const id of devicesMade) await gw.gql('mutation ($input: PurgeDeviceInput!) { purgeDevice(input: $input) { purgedDeviceId } }', { input: { id } }, admin);
  await gw.close();
});

const rowFields = `id orderId name status dueDate createdAt devicesCount installedDevicesCount failedDevicesCount createdByName
  owner { id name } serviceCenter { id name } technician { id name isActive } deviceTypes { id slug name } deviceModels { id title }`;
const listQuery = `query ($filter: InstallationOrderFilter, $first: Int, $after: String, $page: Int, $orderBy: InstallationOrderOrder) {
  installationOrders(filter: $filter, first: $first, after: $after, page: $page, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage endCursor } pageCursors { totalPages } edges { node { ${rowFields} } } } }`;

describe('Query.installationOrders', () => {
  it('pages and filters, and costs the same upstream calls for a page of 10 and of 100', async () => {
    const countFor = async (first: number) => {
      calls.length = 0;
      const { installationOrders } = await ok(listQuery, { first });
      expect(installationOrders.edges).toHaveLength(first);
      return calls.map((c) => c.replace(/\?.*/, '')).sort();
    };
    const ten = await countFor(10);
    const hundred = await countFor(100);
    // The list, and at most the two lookups the types and models come from: each once, whatever the page's size.
    const allowed = ['GET /api/v1/devicetype-categories', 'GET /api/v1/devices/devicemodels', 'GET /api/v1/installation'];
    for (const page of [ten, hundred]) {
      expect(new Set(page).size).toBe(page.length);
      expect(page.filter((c) => !allowed.includes(c))).toEqual([]);
      expect(page).toContain('GET /api/v1/installation');
    }

    const page2 = await ok(listQuery, { first: 10, page: 2 });
    const first = await ok(listQuery, { first: 10 });
    const after = await ok(listQuery, { first: 10, after: first.installationOrders.pageInfo.endCursor });
    expect(after.installationOrders.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
      page2.installationOrders.edges.map((e: { node: { id: string } }) => e.node.id),
    );
    const named = await ok(listQuery, { first: 100, filter: { search: 'Gateway-liste', statuses: [NEW_STATUS] }, orderBy: { field: 'NAME' } });
    expect(named.installationOrders.totalCount).toBeGreaterThan(0);
    for (const { node } of named.installationOrders.edges) expect(node).toMatchObject({ status: 'NEW', owner: { name: 'Aarhus Kommune' }, serviceCenter: { name: 'Servicecenter Aarhus' } });
    const mine = await ok(listQuery, { first: 100, filter: { assignedToViewer: true } }, technician);
    for (const { node } of mine.installationOrders.edges) expect(node.technician.id).toBe(aarhus.technicianId);

    const refused = await gw.gql(listQuery, { first: 10 }, member);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(codeOf(await gw.gql(listQuery, { first: 7 }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gw.gql(listQuery, { filter: { organizationIds: ['nope'] } }, admin))).toBe('BAD_USER_INPUT');
  });

  it('answers the lookups', async () => {
    const { installationOrderStatuses, installationOrderOwners, installationTechnicians } = await ok(
      'query ($c: ID) { installationOrderStatuses { status name } installationOrderOwners { id name } installationTechnicians(serviceCenterId: $c) { id name serviceCenter { id } } }',
      { c: aarhus.centerId },
    );
    expect(installationOrderStatuses.map((s: { status: string }) => s.status)).toEqual(['NEW', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED']);
    expect(installationOrderOwners.map((o: { id: string }) => o.id)).toContain(aarhus.ownerId);
    expect(installationTechnicians.map((t: { id: string }) => t.id)).toContain(aarhus.technicianId);
    expect(codeOf(await gw.gql('{ installationOrderOwners { id } }', {}, technician))).toBe('FORBIDDEN');
  });
});

const NEW_STATUS = 'NEW';

const orderQuery = `query ($id: ID!) { node(id: $id) { ... on InstallationOrder { id status installedDevicesCount failedDevicesCount
  devices { totalCount edges { node { id state note failureReason installedByName attachmentsCount
    device { id name lifecycle } deviceFacts { deviceId name serialNumber lifecycle geo { lat lon } placeName properties deviceTypeSlug } } } } } } }`;
const installMutation = `mutation ($input: InstallDeviceInput!) { installDevice(input: $input) {
  changed orderDevice { id state deviceFacts { lifecycle name geo { lat lon } properties } } installationOrder { id status installedDevicesCount } } }`;
const failMutation = `mutation ($input: FailDeviceInstallationInput!) { failDeviceInstallation(input: $input) { changed orderDevice { id state failureReason } } }`;

describe('installing through the gateway', () => {
  it('installs once however often the same mutation comes, fails the other with a reason, completes, and asks to confirm the delete', async () => {
    const [a, b] = await stockDevices(2);
    const order = await createOrder({ name: 'Gateway-installation', deviceIds: [a, b] });
    expect(order).toMatchObject({ status: 'NEW', devicesCount: 2 });
    const [entryA, entryB] = order.devices.edges.map((e: { node: { id: string } }) => e.node.id);
    const node = await ok(`query ($id: ID!) { node(id: $id) { ... on InstallationOrderDevice { id state deviceFacts { deviceId } } } }`, { id: entryA });
    expect(node.node).toMatchObject({ id: entryA, state: 'PENDING' });

    const input = {
      id: entryA,
      geo: { lat: 56.15, lon: 10.2 },
      name: 'Vandstand Brabrand Sø',
      placeName: 'Ved slusen',
      serialNumber: 'GW-1',
      properties: { elevation: 12.5, heightOffset: 4 },
      note: 'Skruet fast på pælen',
    };
    const first = await ok(installMutation, { input }, technician);
    expect(first.installDevice).toMatchObject({
      changed: true,
      orderDevice: { state: 'INSTALLED', deviceFacts: { lifecycle: 'INSTALLED', name: 'Vandstand Brabrand Sø', geo: { lat: 56.15, lon: 10.2 }, properties: { elevation: 12.5, heightOffset: 4 } } },
      installationOrder: { status: 'IN_PROGRESS', installedDevicesCount: 1 },
    });
    const again = await ok(installMutation, { input }, technician);
    expect(again.installDevice.changed).toBe(false);
    const wrong = await gw.gql(installMutation, { input: { ...input, properties: { elevaton: 1 } } }, technician);
    expect(codeOf(wrong)).toBe('CONFLICT');

    const noReason = await gw.gql(failMutation, { input: { id: entryB, reason: '' } }, technician, { headers: { 'accept-language': 'en' } });
    expect(codeOf(noReason)).toBe('BAD_USER_INPUT');
    expect(noReason.errors![0]!.extensions!.fields).toEqual([{ field: 'input.reason', message: 'Write why the installation failed.' }]);
    const failed = await ok(failMutation, { input: { id: entryB, reason: 'Ingen dækning' } }, technician);
    expect(failed.failDeviceInstallation).toMatchObject({ changed: true, orderDevice: { state: 'FAILED', failureReason: 'Ingen dækning' } });

    const completed = await ok('mutation ($input: InstallationOrderTransitionInput!) { completeInstallationOrder(input: $input) { installationOrder { status } } }', { input: { id: order.id } }, technician);
    expect(completed.completeInstallationOrder.installationOrder.status).toBe('COMPLETED');
    const read = await ok(orderQuery, { id: order.id }, technician);
    expect(read.node).toMatchObject({ status: 'COMPLETED', installedDevicesCount: 1, failedDevicesCount: 1 });
    expect(read.node.devices.edges[0].node).toMatchObject({ state: 'INSTALLED', installedByName: 'Lars Pedersen', device: { lifecycle: 'INSTALLED' } });

    const refused = await gw.gql(deleteMutation, { input: { id: order.id } }, admin, { headers: { 'accept-language': 'da' } });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.extensions!.upstreamCode).toBe('CONFIRMATION_REQUIRED');
    expect(refused.errors![0]!.message).toMatch(/^Ordren har 1 installerede enheder/);
    const deleted = await ok(deleteMutation, { input: { id: order.id, confirmInstalledDevices: true } });
    expect(deleted.deleteInstallationOrder.deletedInstallationOrderId).toBe(order.id);
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: order.id })).node).toBeNull();
  });

  it("stores a device's files through the gateway and serves them by ticket", async () => {
    const [a] = await stockDevices(1);
    const order = await createOrder({ name: 'Gateway-filer', deviceIds: [a] });
    const entry = order.devices.edges[0].node.id;
    const uploadUrl = `${gw.url}/uploads/installation/${order.id}/devices/${a}/attachments`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'skab.png');
    const res = await fetch(uploadUrl, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${technician}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(201);
    const { created: files } = (await res.json()) as { created: { id: string; name: string; url: string }[] };
    expect(files[0]).toMatchObject({ name: 'skab.png', url: expect.stringMatching(/^\/files\/installation-files\//) });
    const file = await fetch(`${gw.url}${files[0]!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const listed = await ok(`query ($id: ID!) { node(id: $id) { ... on InstallationOrderDevice { attachmentsCount attachments { totalCount edges { node { id name url } } } } } }`, { id: entry }, technician);
    expect(listed.node).toMatchObject({ attachmentsCount: 1, attachments: { totalCount: 1, edges: [{ node: { id: files[0]!.id, name: 'skab.png' } }] } });
    const { node } = await ok('query ($id: ID!) { node(id: $id) { ... on InstallationAttachment { name } } }', { id: files[0]!.id }, technician);
    expect(node.name).toBe('skab.png');
    const deleted = await ok('mutation ($input: DeleteInstallationAttachmentInput!) { deleteInstallationAttachment(input: $input) { deletedAttachmentId orderDevice { attachmentsCount } } }', { input: { id: files[0]!.id } }, technician);
    expect(deleted.deleteInstallationAttachment).toMatchObject({ deletedAttachmentId: files[0]!.id, orderDevice: { attachmentsCount: 0 } });
    expect((await fetch(`${gw.url}/uploads/installation/nope/devices/${a}/attachments`, { method: 'POST', body: form, headers: { authorization: `Bearer ${technician}` } })).status).toBe(404);
    expect((await fetch(uploadUrl, { method: 'POST', body: form, headers: { authorization: `Bearer ${member}` } })).status).toBe(403);
  });
});

describe('installationOrderChanged', () => {
  it('emits LIVE, then the order as it is after a change, to its centre\'s technician', async () => {
    const order = await createOrder({ name: 'Gateway-live' });
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${technician}`, language: 'en' }, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate<{ installationOrderChanged: { kind: string; installationOrder: { id: string; name: string } | null } }>({
      query: 'subscription ($orderId: ID) { installationOrderChanged(orderId: $orderId) { kind orderId installationOrder { id name } } }',
      variables: { orderId: order.id },
    });
    const next = async (what: string) => {
      const { value, done } = await Promise.race([
        events.next(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within 15 s`)), 15_000)),
      ]);
      expect(done).toBe(false);
      return value as FormattedExecutionResult<{ installationOrderChanged: { kind: string; installationOrder: { id: string; name: string } | null } }>;
    };
    expect((await next('LIVE')).data!.installationOrderChanged.kind).toBe('LIVE');
    await ok('mutation ($input: UpdateInstallationOrderInput!) { updateInstallationOrder(input: $input) { installationOrder { id } } }', { input: { id: order.id, name: 'Gateway-live omdøbt' } });
    const changed = await next('UPDATED');
    expect(changed.data!.installationOrderChanged).toMatchObject({ kind: 'UPDATED', installationOrder: { id: order.id, name: 'Gateway-live omdøbt' } });
  });
});

/** A real PNG of 2 × 2 grey pixels. */
function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  const rows = Buffer.concat([Buffer.from([0, 0x80, 0x80]), Buffer.from([0, 0x80, 0x80])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
