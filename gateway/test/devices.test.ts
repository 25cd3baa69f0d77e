import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/globalId.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
});
afterAll(() => gw.close());

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

const listQuery = `query ($filter: DeviceFilter, $first: Int, $after: String, $page: Int, $orderBy: DeviceOrder) {
  devices(filter: $filter, first: $first, after: $after, page: $page, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    pageCursors { totalPages }
    edges { node { id deviceId name networkId serialNumber lifecycle createdAt lastSeenAt owner { id name } deviceModel { id title } deviceTypeCategory { id slug } package { slug } } }
  }
}`;

type Row = { id: string; deviceId: string; name: string; networkId: string; lifecycle: string; owner: { id: string; name: string }; deviceModel: { id: string; title: string }; deviceTypeCategory: { id: string; slug: string } };
type ListResult = { devices: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; pageCursors: { totalPages: number }; edges: { node: Row }[] } };

const list = (variables: Record<string, unknown>, token = admin) => ok<ListResult>(listQuery, variables, token).then((d) => d.devices);

/** The member's organisation and a device of another one, from the admin's view. */
async function tenants() {
  const mine = await list({ first: 10 }, member);
  const memberOrg = mine.edges[0]!.node.owner.id;
  const all = await list({ first: 100 });
  const foreign = all.edges.find(({ node }) => node.owner.id !== memberOrg)!.node;
  return { memberOrg, memberDevice: mine.edges[0]!.node, foreign };
}

describe('Query.devices', () => {
  it('lists, filters and pages with totalCount, one upstream call per page', async () => {
    calls.length = 0;
    const first = await list({ first: 10 });
    expect(first.edges).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThan(10);
    expect(calls.filter((c) => c.startsWith('GET /api/v1/devices?'))).toEqual(['GET /api/v1/devices?page=1&perPage=10']);
    const second = await list({ first: 10, after: first.pageInfo.endCursor });
    expect(second.edges[0]!.node.id).not.toBe(first.edges[0]!.node.id);
    const byPage = await list({ first: 10, page: 2 });
    expect(byPage.edges.map((e) => e.node.id)).toEqual(second.edges.map((e) => e.node.id));

    const sample = first.edges[0]!.node;
    const byModel = await list({ first: 100, filter: { deviceModelIds: [sample.deviceModel.id], organizationIds: [sample.owner.id] } });
    expect(byModel.totalCount).toBeGreaterThan(0);
    expect(byModel.totalCount).toBeLessThan(first.totalCount);
    for (const { node } of byModel.edges) expect([node.deviceModel.id, node.owner.id]).toEqual([sample.deviceModel.id, sample.owner.id]);
    const byType = await list({ first: 100, filter: { deviceTypeCategoryIds: [sample.deviceTypeCategory.id] } });
    for (const { node } of byType.edges) expect(node.deviceTypeCategory.slug).toBe(sample.deviceTypeCategory.slug);

    const searched = await list({ first: 10, filter: { search: sample.networkId.toUpperCase() } });
    expect(searched.edges.map((e) => e.node.id)).toContain(sample.id);
    const installed = await list({ first: 50, filter: { lifecycles: ['INSTALLED'] } });
    for (const { node } of installed.edges) expect(node.lifecycle).toBe('INSTALLED');
    const byName = await list({ first: 20, orderBy: { field: 'NAME' } });
    const names = byName.edges.map((e) => e.node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
  });

  it('refuses page sizes other than 10, 20, 30, 50, 100 and ids of another type, in the caller\'s language', async () => {
    const size = await gw.gql(listQuery, { first: 25 }, admin, { headers: { 'accept-language': 'da' } });
    expect(codeOf(size)).toBe('BAD_USER_INPUT');
    expect(size.errors?.[0]?.message).toContain('10, 20, 30, 50 eller 100');
    const wrongType = await gw.gql(listQuery, { filter: { organizationIds: [toGlobalId('Package', '00000000-0000-0000-0000-000000000000')] } });
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const anonymous = await gw.gql(listQuery, { first: 10 }, null);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('scopes to the viewer: a member sees their organisation only, a technician the organisations they serve', async () => {
    const { memberOrg } = await tenants();
    const mine = await list({ first: 100 }, member);
    expect(mine.edges.every((e) => e.node.owner.id === memberOrg)).toBe(true);
    const all = await list({ first: 10 });
    expect(mine.totalCount).toBeLessThan(all.totalCount);
    const served = await list({ first: 10 }, technician);
    expect(served.totalCount).toBeLessThanOrEqual(all.totalCount);
  });

  it('lists the lifecycle states with their next state', async () => {
    const { deviceLifecycles } = await ok('{ deviceLifecycles { lifecycle name next } }');
    expect(deviceLifecycles.map((s: { lifecycle: string; next: string }) => [s.lifecycle, s.next])).toEqual([
      ['IN_STOCK', 'INSTALLED'],
      ['INSTALLED', 'TAKEN_DOWN'],
      ['TAKEN_DOWN', 'IN_STOCK'],
    ]);
  });
});

describe('upstream calls of a table page', () => {
  const tableQuery = (first: number) => `{
    devices(first: ${first}, orderBy: { field: NAME }) {
      totalCount
      edges { node {
        id deviceId name networkId serialNumber lifecycle createdAt lastSeenAt
        owner { id name } package { name } deviceModel { id title networkType mqttBrokerNumber deviceTypeCategory { name } }
        deviceTypeCategory { id name } networkStrengthAvailable downlinkSupported
        geo { lat lon }
      } }
    }
  }`;

  it('is the same few calls for 10 or 100 devices, whatever list fields are asked', async () => {
    calls.length = 0;
    const ten = await ok(tableQuery(10));
    const forTen = [...calls];
    calls.length = 0;
    const hundred = await ok(tableQuery(100));
    expect(ten.devices.edges).toHaveLength(10);
    expect(hundred.devices.edges).toHaveLength(100);
    // The list, the model list, and the lean list's batch for positions.
    expect(calls.length).toBe(forTen.length);
    // Counted as they are answered, in whatever order they complete.
    expect(calls.map((c) => c.replace(/\?.*/, '')).sort()).toEqual(['GET /api/v1/devices', 'GET /api/v1/devices/devicemodels', 'GET /api/v1/devices/lean']);
    expect(calls.filter((c) => /\/devices\/[0-9a-f-]{36}/.test(c))).toEqual([]);
  });
});

describe('upstream calls of a table page with per-device fields', () => {
  // Record fields (notes, active, properties, water level, place, latest message...) and each row's
  // alarms: batched per page by the API's batch reads (GET /devices/full, GET /devices/alarms).
  // Page sizes as variables, as the web sends them (graphql-armor multiplies a literal `first` into the cost).
  const tableQuery = `query ($first: Int, $alarms: Int) {
    devices(first: $first, orderBy: { field: NAME }) {
      edges { node {
        id name lifecycle notes active isComplete updatedAt deleted locationTypeStancode
        properties { firmwareVersion json } waterLevel { unit isComplete } placeName firmwareVersion latestMessage { time }
        alarms(first: $alarms) { totalCount edges { node { id state unitSlug } } }
      } }
    }
  }`;

  it('is the same calls for 10 or 100 devices, one per kind of read, and answers what the single reads answer', async () => {
    calls.length = 0;
    const ten = await ok(tableQuery, { first: 10, alarms: 10 });
    const forTen = calls.map((c) => c.replace(/\?.*/, '')).sort();
    calls.length = 0;
    const hundred = await ok(tableQuery, { first: 100, alarms: 10 });
    const forHundred = calls.map((c) => c.replace(/\?.*/, '')).sort();
    expect(hundred.devices.edges).toHaveLength(100);
    expect(forHundred).toEqual(forTen);
    expect(forHundred).toEqual(['GET /api/v1/devices', 'GET /api/v1/devices/alarms', 'GET /api/v1/devices/full']);
    expect(calls.filter((c) => /\/devices\/[0-9a-f-]{36}/.test(c))).toEqual([]);

    // The same answers as a device's own page (single reads).
    const withAlarms = hundred.devices.edges.find((e: { node: { alarms: { totalCount: number } } }) => e.node.alarms.totalCount > 0) ?? hundred.devices.edges[0];
    const row = withAlarms.node;
    const { node } = await ok(`query ($id: ID!, $alarms: Int) { node(id: $id) { ... on Device {
      id name lifecycle notes active isComplete updatedAt deleted locationTypeStancode
      properties { firmwareVersion json } waterLevel { unit isComplete } placeName firmwareVersion latestMessage { time }
      alarms(first: $alarms) { totalCount edges { node { id state unitSlug } } }
    } } }`, { id: row.id, alarms: 10 });
    expect(row).toEqual(node);
    expect(ten.devices.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(hundred.devices.edges.slice(0, 10).map((e: { node: { id: string } }) => e.node.id));
  });
});

const deviceQuery = `query ($id: ID!) {
  node(id: $id) { id ... on Device {
    deviceId name lifecycle deleted deletedAt notes active isComplete isUnsuccessful locationTypeStancode createdAt updatedAt
    geo { lat lon } placeName firmwareVersion networkStrengthAvailable downlinkSupported
    properties { firmwareVersion elevation: overFlowThreshold json }
    waterLevel { elevation heightOffset boundaryDistance unit isComplete }
    readings { units { slug unit measure calculated } points { time values } hasMore }
    networkHistory { available scale points { time band } }
    alarms { totalCount edges { node { id alarmId unitSlug operator state } } }
    alarmTrips { totalCount }
    auditEntries(first: 10) { totalCount edges { node { action actorName changes { field before after } } } }
    downlinkConfig { brokerNumber topic inSync requested { settings { miAbove } } }
    ownerOptions { organization { id name } current }
    serviceHistory { orderId }
  } }
}`;

describe('a device\'s own page', () => {
  it('resolves every field and connection through node(id)', async () => {
    const { devices } = await ok(`{ devices(first: 50, orderBy: { field: NAME }) { edges { node { id downlinkSupported } } } }`);
    const plain = devices.edges[0].node.id;
    const { node } = await ok(deviceQuery, { id: plain });
    expect(node).toMatchObject({ id: plain, deleted: false, deletedAt: null, active: expect.any(Boolean) });
    expect(node.readings.units.length).toBeGreaterThan(0);
    for (const point of node.readings.points) expect(point.values).toHaveLength(node.readings.units.length);
    expect(node.networkHistory.available).toBe(node.networkStrengthAvailable);
    expect(node.ownerOptions.filter((o: { current: boolean }) => o.current)).toHaveLength(1);
    expect(node.downlinkConfig === null).toBe(!node.downlinkSupported);

    const withDownlink = devices.edges.find((e: { node: { downlinkSupported: boolean } }) => e.node.downlinkSupported);
    if (withDownlink) {
      const { node: mqtt } = await ok(deviceQuery, { id: withDownlink.node.id });
      expect(mqtt.downlinkConfig).toMatchObject({ brokerNumber: expect.any(Number), topic: expect.stringContaining('fieldsense/devices/') });
    }
  });

  it('loads the full record for node(id): a technician\'s page has place, latest message and firmware, in one call', async () => {
    const served = await list({ first: 100 }, technician);
    expect(served.edges.length).toBeGreaterThan(0);
    const pageQuery = `query ($id: ID!) { node(id: $id) { ... on Device { id name placeName firmwareVersion latestMessage { time rssi } lifecycle notes geo { lat lon } deviceTypeCategory { slug } owner { name } } } }`;
    let withMessage = 0;
    for (const { node: row } of served.edges.slice(0, 20)) {
      const res = await fetch(`${gw.apiUrl}/api/v1/devices/${row.deviceId}`, { headers: { authorization: `Bearer ${technician}` } });
      const record = (await res.json()) as { placeName: string | null; latestMessage: { time: string } | null; properties: Record<string, unknown> };
      calls.length = 0;
      const { node } = await ok(pageQuery, { id: row.id }, technician);
      // The record answers every field: the model (embedded), the owner and the position included.
      expect(calls.map((c) => c.replace(/\?.*/, ''))).toEqual([`GET /api/v1/devices/${row.deviceId}`]);
      expect(node).toMatchObject({ id: row.id, name: row.name, placeName: record.placeName, firmwareVersion: record.properties.firmwareVersion ?? null });
      expect(node.latestMessage?.time ?? null).toBe(record.latestMessage?.time ?? null);
      if (node.latestMessage) withMessage += 1;
    }
    // Demo devices report: the technician sees their latest messages (monitoring does not show them these devices).
    expect(withMessage).toBeGreaterThan(0);

    // Many devices at once (a picker's chips) stay one batched call per 100 ids.
    calls.length = 0;
    const ids = served.edges.map((e) => e.node.id);
    const { nodes } = await ok('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Device { id name lifecycle } } }', { ids }, technician);
    expect(nodes.map((n: { id: string }) => n.id)).toEqual(ids);
    expect(calls.map((c) => c.replace(/\?.*/, ''))).toEqual(['GET /api/v1/devices']);
  });

  it('answers null for another organisation\'s device and refuses future windows', async () => {
    const { foreign, memberDevice } = await tenants();
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: foreign.id }, member)).node).toBeNull();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const result = await gw.gql('query ($id: ID!, $to: DateTime) { node(id: $id) { ... on Device { readings(to: $to) { hasMore } } } }', { id: memberDevice.id, to: future }, member);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    // A technician may read devices but not their contracts: that field alone is refused (null,
    // with the error at its path); the device's other fields still answer.
    const served = await list({ first: 10 }, technician);
    expect(served.edges.length).toBeGreaterThan(0);
    const contracts = await gw.gql('query ($id: ID!) { node(id: $id) { ... on Device { name contracts { totalCount } } } }', { id: served.edges[0]!.node.id }, technician);
    expect(codeOf(contracts)).toBe('FORBIDDEN');
    expect(contracts.errors?.[0]?.path).toEqual(['node', 'contracts']);
    expect(contracts.data?.node).toEqual({ name: served.edges[0]!.node.name, contracts: null });
    // In a list, likewise: every row keeps its name.
    const rows = await gw.gql('query { devices(first: 10) { edges { node { name contracts { totalCount } } } } }', {}, technician);
    expect(codeOf(rows)).toBe('FORBIDDEN');
    const edges = (rows.data as { devices: { edges: { node: { name: string; contracts: unknown } }[] } }).devices.edges;
    expect(edges.length).toBe(served.edges.length);
    expect(edges.every((edge) => edge.node.name && edge.node.contracts === null)).toBe(true);
  });
});

describe('device mutations', () => {
  const createMutation = `mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id name networkId lifecycle owner { id } notes geo { lat lon } } } }`;
  const updateMutation = `mutation ($input: UpdateDeviceInput!) { updateDevice(input: $input) { device { id name lifecycle notes geo { lat lon } properties { json } auditEntries(first: 5) { edges { node { action changes { field before after } } } } } } }`;

  async function newDevice(suffix: string, ownerId: string, modelId: string) {
    const { createDevice } = await ok(createMutation, {
      input: { name: `GW test ${suffix}`, networkId: `gw-${suffix}-${Date.now()}`, ownerId, deviceModelId: modelId, notes: 'first', geo: { lat: 55.6, lon: 12.5 } },
    });
    return createDevice.device;
  }

  it('creates, updates (geo, notes, lifecycle) with an audit entry, deletes, and purges a device', async () => {
    const { memberOrg, memberDevice } = await tenants();
    const created = await newDevice('a', memberOrg, memberDevice.deviceModel.id);
    expect(created).toMatchObject({ name: 'GW test a', lifecycle: 'IN_STOCK', notes: 'first', geo: { lat: 55.6, lon: 12.5 }, owner: { id: memberOrg } });

    const { updateDevice } = await ok(updateMutation, { input: { id: created.id, notes: null, geo: { lat: 56, lon: 10 }, lifecycle: 'INSTALLED', name: null } });
    expect(updateDevice.device).toMatchObject({ name: 'GW test a', lifecycle: 'INSTALLED', notes: null, geo: { lat: 56, lon: 10 } });
    const audit = updateDevice.device.auditEntries.edges.map((e: { node: unknown }) => e.node);
    expect(audit[0]).toMatchObject({ action: 'device.update' });
    expect(audit[0].changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['notes', 'lifecycle']));

    const skip = await gw.gql(updateMutation, { input: { id: created.id, lifecycle: 'IN_STOCK' } }, admin);
    expect(codeOf(skip)).toBe('CONFLICT');
    const taken = await gw.gql(updateMutation, { input: { id: created.id, networkId: memberDevice.networkId } }, admin);
    expect(codeOf(taken)).toBe('CONFLICT');
    const invalid = await gw.gql(updateMutation, { input: { id: created.id, name: 'x'.repeat(201) } }, admin);
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'input.name' })]);

    const refusedMember = await gw.gql(updateMutation, { input: { id: created.id, notes: 'member' } }, member);
    expect(codeOf(refusedMember)).toBe('FORBIDDEN');
    const refusedTechnician = await gw.gql(updateMutation, { input: { id: created.id, notes: 'tech' } }, technician);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(refusedTechnician));

    const { deleteDevice } = await ok(`mutation ($id: ID!) { deleteDevice(input: { id: $id }) { device { id deleted deletedAt } } }`, { id: created.id });
    expect(deleteDevice.device).toMatchObject({ deleted: true, deletedAt: expect.any(String) });
    const deleted = await list({ first: 100, filter: { deleted: true, search: 'GW test a' } });
    expect(deleted.edges.map((e) => e.node.id)).toContain(created.id);
    const edited = await gw.gql(updateMutation, { input: { id: created.id, notes: 'again' } }, admin);
    expect(codeOf(edited)).toBe('CONFLICT');

    const purgeMutation = `mutation ($id: ID!) { purgeDevice(input: { id: $id }) { purgedDeviceId } }`;
    expect(codeOf(await gw.gql(purgeMutation, { id: created.id }, member))).toBe('FORBIDDEN');
    const { purgeDevice } = await ok(purgeMutation, { id: created.id });
    expect(purgeDevice.purgedDeviceId).toBe(created.id);
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: created.id })).node).toBeNull();
  });

  it('refuses another tenant\'s device as not found, and anonymous callers', async () => {
    const { foreign } = await tenants();
    expect(codeOf(await gw.gql(updateMutation, { input: { id: foreign.id, notes: 'x' } }, member))).toBe('NOT_FOUND');
    expect(codeOf(await gw.gql(updateMutation, { input: { id: foreign.id, notes: 'x' } }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gw.gql(createMutation, { input: { name: 'x', networkId: 'x-1', ownerId: foreign.owner.id, deviceModelId: foreign.deviceModel.id } }, member))).toBe(
      'FORBIDDEN',
    );
  });

  it('imports rows and answers per row, keeping the good ones', async () => {
    const { memberDevice } = await tenants();
    const stamp = Date.now();
    const rows = [
      { name: 'Import 1', networkId: `imp-${stamp}-1`, owner: memberDevice.owner.name, deviceModel: memberDevice.deviceModel.title },
      { name: 'Import 2', networkId: `imp-${stamp}-1`, owner: memberDevice.owner.name, deviceModel: memberDevice.deviceModel.title },
      { name: 'Import 3', networkId: `imp-${stamp}-3`, owner: 'No such owner', deviceModel: memberDevice.deviceModel.id },
    ];
    const { importDevices } = await ok(
      `mutation ($input: ImportDevicesInput!) { importDevices(input: $input) { createdCount failedCount rows { row created deviceId errors { field code message } } } }`,
      { input: { rows } },
    );
    expect(importDevices, JSON.stringify(importDevices)).toMatchObject({ createdCount: 1, failedCount: 2 });
    expect(importDevices.rows[0]).toMatchObject({ row: 1, created: true, deviceId: expect.any(String), errors: [] });
    expect(importDevices.rows[1].errors).toEqual([expect.objectContaining({ field: 'networkId' })]);
    expect(importDevices.rows[2].errors).toContainEqual(expect.objectContaining({ field: 'owner', code: expect.any(String) }));
  });

  it('sets and resets the water level, saves a downlink, and manages alarms', async () => {
    const { devices } = await ok(`{ devices(first: 50) { edges { node { id deviceId downlinkSupported waterLevel { unit } deviceModel { dataModel { slug } } } } } }`);
    type Node = { id: string; downlinkSupported: boolean; waterLevel: { unit: string } | null; deviceModel: { dataModel: { slug: string }[] } };
    const nodes: Node[] = devices.edges.map((e: { node: Node }) => e.node);

    const water = nodes.find((n) => n.waterLevel !== null);
    if (water) {
      const set = await ok(`mutation ($input: SetWaterLevelInput!) { setWaterLevel(input: $input) { device { waterLevel { elevation heightOffset boundaryDistance unit isComplete } } } }`, {
        input: { deviceId: water.id, elevation: 2.5, heightOffset: 3, boundaryDistance: 300, unit: 'M' },
      });
      expect(set.setWaterLevel.device.waterLevel).toEqual({ elevation: 2.5, heightOffset: 3, boundaryDistance: 300, unit: 'M', isComplete: true });
      const reset = await ok(`mutation ($id: ID!) { resetWaterLevel(input: { deviceId: $id }) { device { waterLevel { unit } } } }`, { id: water.id });
      expect(reset.resetWaterLevel.device.waterLevel.unit).toBe('CM');
      const refused = await gw.gql(`mutation ($id: ID!) { resetWaterLevel(input: { deviceId: $id }) { device { id } } }`, { id: water.id }, member);
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(refused));
    }

    const mqtt = nodes.find((n) => n.downlinkSupported);
    if (mqtt) {
      const save = `mutation ($input: SaveDownlinkConfigInput!) { saveDownlinkConfig(input: $input) { delivery downlinkConfig { requested { settings { miAbove xtiAbove th miUnder xtiUnder } } } } }`;
      const input = { deviceId: mqtt.id, miAbove: 10, xtiAbove: 2, th: 120, miUnder: 60, xtiUnder: 4 };
      const { saveDownlinkConfig } = await ok(save, { input });
      expect(saveDownlinkConfig.downlinkConfig.requested.settings).toEqual({ miAbove: 10, xtiAbove: 2, th: 120, miUnder: 60, xtiUnder: 4 });
      expect(['PUBLISHED', 'QUEUED']).toContain(saveDownlinkConfig.delivery);
      const tooLow = await gw.gql(save, { input: { ...input, miAbove: 0 } }, admin);
      expect(codeOf(tooLow)).toBe('BAD_USER_INPUT');
      expect(tooLow.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'input.miAbove' })]);
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(await gw.gql(save, { input }, member)));
    }

    const device = nodes[0]!;
    const unitSlug = device.deviceModel.dataModel[0]!.slug;
    const create = await ok(`mutation ($input: CreateAlarmInput!) { createAlarm(input: $input) { alarm { id unitSlug value operator aggregation isActive device { id } } } }`, {
      input: { deviceId: device.id, unitSlug, value: 1e9, operator: 'GTE', notificationEmails: ['ops@example.com'] },
    });
    const alarm = create.createAlarm.alarm;
    expect(alarm).toMatchObject({ unitSlug, value: 1e9, operator: 'GTE', aggregation: null, isActive: true, device: { id: device.id } });
    const { node } = await ok('query ($id: ID!) { node(id: $id) { ... on Alarm { id value } } }', { id: alarm.id });
    expect(node).toEqual({ id: alarm.id, value: 1e9 });
    const updated = await ok(`mutation ($input: UpdateAlarmInput!) { updateAlarm(input: $input) { alarm { id value aggregation evaluationFrequency } } }`, {
      input: { id: alarm.id, value: 5, aggregation: 'AVERAGE', evaluationFrequency: 30 },
    });
    expect(updated.updateAlarm.alarm).toMatchObject({ value: 5, aggregation: 'AVERAGE', evaluationFrequency: 30 });
    const badUnit = await gw.gql(`mutation ($input: CreateAlarmInput!) { createAlarm(input: $input) { alarm { id } } }`, {
      input: { deviceId: device.id, unitSlug: 'no_such_unit', value: 1, operator: 'GT' },
    }, admin);
    expect(codeOf(badUnit)).toBe('BAD_USER_INPUT');
    const memberDelete = await gw.gql(`mutation ($id: ID!) { deleteAlarm(input: { id: $id }) { deletedAlarmId } }`, { id: alarm.id }, member);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(memberDelete));
    const deleted = await ok(`mutation ($id: ID!) { deleteAlarm(input: { id: $id }) { deletedAlarmId device { alarms { totalCount edges { node { id } } } } } }`, { id: alarm.id });
    expect(deleted.deleteAlarm.deletedAlarmId).toBe(alarm.id);
    expect(deleted.deleteAlarm.device.alarms.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(alarm.id);
  });

  it('takes a device off a contract; a member may not', async () => {
    const { devices } = await ok(`{ devices(first: 50) { edges { node { id contracts { edges { node { contractId } } } } } } }`);
    const onContract = devices.edges.find((e: { node: { contracts: { edges: unknown[] } } }) => e.node.contracts.edges.length > 0)?.node;
    if (!onContract) return;
    const contractId = onContract.contracts.edges[0].node.contractId;
    const remove = `mutation ($input: RemoveDeviceFromContractInput!) { removeDeviceFromContract(input: $input) { removedContractId device { contracts { edges { node { contractId } } } } } }`;
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(await gw.gql(remove, { input: { contractId, deviceId: onContract.id } }, member)));
    const { removeDeviceFromContract } = await ok(remove, { input: { contractId, deviceId: onContract.id } });
    expect(removeDeviceFromContract.device.contracts.edges.map((e: { node: { contractId: string } }) => e.node.contractId)).not.toContain(contractId);
  });
});
