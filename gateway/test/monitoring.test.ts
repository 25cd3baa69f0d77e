import { readFile } from 'node:fs/promises';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cursorToOffset } from '../src/pagination/offsetCursor.ts';
import { codeOf, demoUsers, freshToken, startGateway, tokenFor, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);

let gw: TestGateway;
let admin: string;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  admin = await tokenFor(gw, demoUsers.admin);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

const lookupsQuery = `{
  organizations { id organizationId name deviceCount parentOrganizationId }
  deviceTypeCategories { id categoryId slug name }
  deviceModels { id modelId title networkType networkProtocol mqttBrokerNumber deviceTypeCategory { id slug } dataModel { slug name unit dataType } }
  packages { id packageId slug name }
  errorCodes { id errorCodeId slug name }
  statusCodes { id statusCodeId slug name color }
}`;

interface Lookups {
  organizations: { id: string; name: string; deviceCount: number }[];
  deviceTypeCategories: { id: string; slug: string }[];
  deviceModels: { id: string; title: string; dataModel: unknown[] }[];
  packages: { id: string; slug: string }[];
  errorCodes: { id: string; slug: string }[];
  statusCodes: { id: string; slug: string; statusCodeId: string }[];
}

async function lookups(): Promise<Lookups> {
  const result = await gw.gql<Lookups>(lookupsQuery, undefined, admin);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

// Every field of a record the monitoring page shows (MonitoringRowFragment and more).
const recordFields = `
  id recordId notes latestErrorOccurredAt updatedAt
  status { id statusCodeId slug name color }
  errorCodes { count errorCode { id slug name } }
  package { id slug name }
  owner { id name }
  device {
    id deviceId networkId name serialNumber lastSeenAt firmwareVersion placeName geo { lat lon }
    deviceModel { id title networkType networkProtocol mqttBrokerNumber deviceTypeCategory { id name slug } dataModel { slug name unit dataType } }
    owner { id name } package { id slug }
    latestMessage { time signalStrength rssi rsrq }
    latestReadings { slug name unit value }
  }`;

const pageQuery = `query ($filter: MonitoringFilter, $orderBy: MonitoringRecordOrder, $first: Int, $after: String, $page: Int) {
  monitoringRecords(filter: $filter, orderBy: $orderBy, first: $first, after: $after, page: $page) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    pageCursors {
      first { cursor page isCurrent } last { cursor page isCurrent }
      around { cursor page isCurrent } previous { cursor page } next { cursor page } totalPages
    }
    edges { cursor node { ${recordFields} } }
  }
}`;

interface RecordNode {
  id: string;
  recordId: string;
  notes: string | null;
  status: { id: string; slug: string };
  errorCodes: { count: number; errorCode: { id: string; slug: string } }[];
  owner: { id: string; name: string };
  device: { id: string; deviceId: string; name: string; latestReadings: { slug: string; value: number | null }[]; deviceModel: { dataModel: { slug: string }[] } };
}
type Page = {
  monitoringRecords: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    pageCursors: {
      first: { cursor: string | null; page: number } | null;
      last: { cursor: string | null; page: number } | null;
      around: { cursor: string | null; page: number; isCurrent: boolean }[];
      previous: { cursor: string | null; page: number } | null;
      next: { cursor: string | null; page: number } | null;
      totalPages: number;
    };
    edges: { cursor: string; node: RecordNode }[];
  };
};

async function page(variables: Record<string, unknown>, token = admin) {
  return gw.gql<Page>(pageQuery, variables, token);
}

describe('lookups', () => {
  it('lists every lookup of the filter panel', async () => {
    const data = await lookups();
    for (const list of Object.values(data)) expect(list.length).toBeGreaterThan(0);
    expect(data.errorCodes.map((c) => c.slug)).toContain('heartbeat');
    expect(data.packages.map((p) => p.slug)).toEqual(expect.arrayContaining(['premium', 'automatic_replacement', 'self_service']));
    expect(data.statusCodes.map((s) => s.slug)).toContain('active');
    expect(data.organizations.some((o) => o.deviceCount > 0)).toBe(true);
  });

  it('asks the API once per lookup list', async () => {
    calls.length = 0;
    await lookups();
    expect(calls.length).toBe(6);
    expect(new Set(calls).size).toBe(6);
  });

  it('resolves node(id) for every lookup type', async () => {
    const data = await lookups();
    const ids = [data.organizations[0]!.id, data.deviceTypeCategories[0]!.id, data.deviceModels[0]!.id, data.packages[0]!.id, data.errorCodes[0]!.id, data.statusCodes[0]!.id];
    const result = await gw.gql<{ nodes: ({ __typename: string; id: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
      { ids },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes.map((n) => n?.__typename)).toEqual(['Organization', 'DeviceTypeCategory', 'DeviceModel', 'Package', 'ErrorCode', 'StatusCode']);
    expect(result.data?.nodes.map((n) => n?.id)).toEqual(ids);
  });
});

describe('monitoringRecords', () => {
  it('pages with offset cursors, totalCount and page cursors', async () => {
    const first = await page({ first: 10 });
    expect(first.errors).toBeUndefined();
    const connection = first.data!.monitoringRecords;
    expect(connection.totalCount).toBeGreaterThan(10);
    expect(connection.edges).toHaveLength(10);
    expect(connection.edges.map((e) => cursorToOffset(e.cursor))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const totalPages = Math.ceil(connection.totalCount / 10);
    expect(connection.pageCursors.totalPages).toBe(totalPages);
    expect(connection.pageCursors.around[0]).toMatchObject({ page: 1, isCurrent: true, cursor: null });
    expect(connection.pageCursors.previous).toBeNull();

    // The next page follows on without overlap.
    const second = await page({ first: 10, after: connection.pageInfo.endCursor });
    const secondIds = second.data!.monitoringRecords.edges.map((e) => e.node.id);
    expect(second.data!.monitoringRecords.pageInfo.hasPreviousPage).toBe(true);
    expect(secondIds.some((id) => connection.edges.some((e) => e.node.id === id))).toBe(false);
    expect(second.data!.monitoringRecords.edges.map((e) => cursorToOffset(e.cursor))[0]).toBe(10);

    // The last page's cursor opens the last page.
    const lastCursor = totalPages > 5 ? connection.pageCursors.last! : connection.pageCursors.around.at(-1)!;
    expect(lastCursor.page).toBe(totalPages);
    const last = await page({ first: 10, after: lastCursor.cursor });
    expect(last.data!.monitoringRecords.edges).toHaveLength(connection.totalCount - (totalPages - 1) * 10);
    expect(last.data!.monitoringRecords.pageInfo.hasNextPage).toBe(false);
    expect(last.data!.monitoringRecords.pageCursors.next).toBeNull();
  });

  it('shows latest readings in the model order, null when missing', async () => {
    const { data } = await page({ first: 20 });
    for (const { node } of data!.monitoringRecords.edges) {
      expect(node.device.latestReadings.map((r) => r.slug)).toEqual(node.device.deviceModel.dataModel.map((d) => d.slug));
    }
  });

  it('refuses page sizes outside 1..100 and cursors off a page boundary', async () => {
    const tooBig = await page({ first: 101 });
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    const first = await page({ first: 10 });
    const offBoundary = await page({ first: 20, after: first.data!.monitoringRecords.pageInfo.endCursor });
    expect(codeOf(offBoundary)).toBe('BAD_USER_INPUT');
    expect(offBoundary.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'after' })]);
  });

  it('orders by each field both ways, as the API sorts, in one upstream call', async () => {
    const restIds = async (query: string) => {
      const response = await fetch(`${gw.apiUrl}/api/v1/monitoring?perPage=100&${query}`, { headers: { authorization: `Bearer ${admin}` } });
      return ((await response.json()) as { data: { _id: string }[] }).data.map((r) => r._id);
    };
    const fields = { LAST_ERROR: 'lastError', NAME: 'name', NETWORK_ID: 'networkId' } as const;
    for (const [field, sort] of Object.entries(fields)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        calls.length = 0;
        const result = await page({ first: 100, orderBy: { field, direction } });
        expect(result.errors, field).toBeUndefined();
        expect(calls.filter((c) => c.startsWith('GET /api/v1/monitoring?'))).toHaveLength(1);
        const got = result.data!.monitoringRecords.edges.map((e) => e.node.recordId);
        expect(got, `${field} ${direction}`).toEqual(await restIds(`sort=${sort}&order=${direction.toLowerCase()}`));
      }
    }
    // Without a direction each field takes the API's own (names A–Z); without orderBy, the default.
    const byName = await page({ first: 100, orderBy: { field: 'NAME' } });
    expect(byName.data!.monitoringRecords.edges.map((e) => e.node.recordId)).toEqual(await restIds('sort=name'));
    const plain = await page({ first: 100 });
    expect(plain.data!.monitoringRecords.edges.map((e) => e.node.recordId)).toEqual(await restIds(''));
  });

  it('refuses an order field it does not know, as a GraphQL validation error', async () => {
    const result = await page({ first: 10, orderBy: { field: 'OWNER' } });
    expect(result.errors?.[0]?.message).toMatch(/OWNER/);
    expect(result.data).toBeUndefined();
  });

  it('opens a numbered page; past the end it has no rows and points back to the last page', async () => {
    const first = (await page({ first: 10 })).data!.monitoringRecords;
    const totalPages = first.pageCursors.totalPages;
    const byCursor = await page({ first: 10, after: (totalPages > 5 ? first.pageCursors.last! : first.pageCursors.around.at(-1)!).cursor });
    const byNumber = await page({ first: 10, page: totalPages });
    expect(byNumber.errors).toBeUndefined();
    expect(byNumber.data!.monitoringRecords.edges.map((e) => e.node.id)).toEqual(byCursor.data!.monitoringRecords.edges.map((e) => e.node.id));
    expect(byNumber.data!.monitoringRecords.pageCursors.around.find((p) => p.isCurrent)!.page).toBe(totalPages);

    const beyond = await page({ first: 10, page: totalPages + 50 });
    expect(beyond.errors).toBeUndefined();
    expect(beyond.data!.monitoringRecords.edges).toEqual([]);
    expect(beyond.data!.monitoringRecords.totalCount).toBe(first.totalCount);
    expect(beyond.data!.monitoringRecords.pageCursors.previous!.page).toBe(totalPages);

    for (const [variables, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 2, after: first.pageInfo.endCursor }, 'page'],
    ] as const) {
      const refused = await page({ first: 10, ...variables });
      expect(codeOf(refused), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('narrows by error code (heartbeat), status and package', async () => {
    const data = await lookups();
    const heartbeat = data.errorCodes.find((c) => c.slug === 'heartbeat')!;
    const all = (await page({ first: 10 })).data!.monitoringRecords.totalCount;
    const filtered = await page({ first: 100, filter: { errorCodeIds: [heartbeat.id] } });
    expect(filtered.errors).toBeUndefined();
    const records = filtered.data!.monitoringRecords;
    expect(records.totalCount).toBeGreaterThan(0);
    expect(records.totalCount).toBeLessThan(all);
    for (const { node } of records.edges) expect(node.errorCodes.map((c) => c.errorCode.slug)).toContain('heartbeat');

    const active = data.statusCodes.find((s) => s.slug === 'active')!;
    const premium = data.packages.find((p) => p.slug === 'premium')!;
    const combined = await page({ first: 100, filter: { errorCodeIds: [heartbeat.id], statusIds: [active.id], packageIds: [premium.id] } });
    expect(combined.errors).toBeUndefined();
    expect(combined.data!.monitoringRecords.totalCount).toBeLessThanOrEqual(records.totalCount);
    for (const { node } of combined.data!.monitoringRecords.edges) expect(node.status.slug).toBe('active');
  });

  it('narrows by error and last-seen times', async () => {
    const all = (await page({ first: 10 })).data!.monitoringRecords.totalCount;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await page({ first: 10, filter: { lastSeenFrom: future } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.monitoringRecords.totalCount).toBe(0);
    expect(none.data!.monitoringRecords.pageCursors.around).toEqual([{ cursor: null, page: 1, isCurrent: true }]);
    const withErrors = await page({ first: 100, filter: { errorFrom: '2000-01-01T00:00:00.000Z', errorTo: future } });
    expect(withErrors.data!.monitoringRecords.totalCount).toBeGreaterThan(0);
    expect(withErrors.data!.monitoringRecords.totalCount).toBeLessThanOrEqual(all);
  });

  it('narrows by device and owner', async () => {
    const { data } = await page({ first: 10 });
    const record = data!.monitoringRecords.edges[0]!.node;
    const byDevice = await page({ first: 10, filter: { deviceIds: [record.device.id] } });
    expect(byDevice.data!.monitoringRecords.edges.map((e) => e.node.id)).toEqual([record.id]);
    const byOwner = await page({ first: 100, filter: { organizationIds: [record.owner.id] } });
    for (const { node } of byOwner.data!.monitoringRecords.edges) expect(node.owner.name).toBe(record.owner.name);
  });

  it('refuses a filter id of the wrong type or malformed, naming the field', async () => {
    const data = await lookups();
    const wrongType = await page({ filter: { errorCodeIds: [data.packages[0]!.id] } });
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    expect(wrongType.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'filter.errorCodeIds' })]);
    const malformed = await page({ filter: { statusIds: ['not an id'] } });
    expect(malformed.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'filter.statusIds' })]);
  });

  it('costs one upstream call per page, for 10 rows as for 100', async () => {
    calls.length = 0;
    const ten = await page({ first: 10 });
    expect(ten.errors).toBeUndefined();
    expect(ten.data!.monitoringRecords.edges).toHaveLength(10);
    const callsFor10 = [...calls];

    calls.length = 0;
    const hundred = await page({ first: 100 });
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data!.monitoringRecords.edges.length).toBeGreaterThan(10);
    const callsFor100 = [...calls];

    console.info(`upstream calls per page: first 10 → ${callsFor10.length}, first 100 → ${callsFor100.length}`);
    expect(callsFor10).toHaveLength(1);
    expect(callsFor100).toHaveLength(1);
    expect(callsFor10[0]).toMatch(/^GET \/api\/v1\/monitoring\?/);
  });

  it('costs the same number of calls for the whole monitoring page (lookups, viewer, table) at 10 and 100 rows', async () => {
    const webPage = `query ($first: Int) {
      viewer { id config { utcOffset } }
      organizations { id name } deviceTypeCategories { id name }
      packages { id name } errorCodes { id name } statusCodes { id name color }
      monitoringRecords(first: $first) { totalCount edges { node { ${recordFields} } } pageInfo { hasNextPage endCursor } pageCursors { totalPages around { page cursor isCurrent } } }
    }`;
    const counts: number[] = [];
    for (const first of [10, 100]) {
      calls.length = 0;
      const result = await gw.gql(webPage, { first }, admin);
      expect(result.errors).toBeUndefined();
      counts.push(calls.length);
    }
    console.info(`upstream calls for the whole monitoring page: first 10 → ${counts[0]}, first 100 → ${counts[1]}`);
    expect(counts[0]).toBe(counts[1]);
    // users/me + users/config, five lookup lists, one page of records.
    expect(counts[0]).toBe(8);
  });

  it('loads owner fields the records do not embed with one call for the whole page', async () => {
    calls.length = 0;
    const result = await gw.gql('{ monitoringRecords(first: 100) { edges { node { owner { name deviceCount parentOrganizationId } } } } }', undefined, admin);
    expect(result.errors).toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith('GET /api/v1/organizations'))).toHaveLength(1);
  });

  it('scopes a member to their organisations', async () => {
    const member = await tokenFor(gw, demoUsers.member);
    const all = (await page({ first: 10 })).data!.monitoringRecords.totalCount;
    const mine = await page({ first: 100 }, member);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.monitoringRecords.totalCount).toBeLessThan(all);
  });
});

describe('node(id) for devices, records and logs', () => {
  it('fetches each again by its global id', async () => {
    const { data } = await page({ first: 100, filter: { errorCodeIds: [(await lookups()).errorCodes.find((c) => c.slug === 'heartbeat')!.id] } });
    const record = data!.monitoringRecords.edges[0]!.node;
    const logs = await gw.gql<{ node: { logs: { totalCount: number; edges: { node: { id: string; logId: string; errorCode: { slug: string } } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on MonitoringRecord { logs(first: 10) { totalCount edges { node { id logId errorCode { slug } occurredAt } } } } } }',
      { id: record.id },
      admin,
    );
    expect(logs.errors).toBeUndefined();
    const log = logs.data!.node.logs.edges[0]!.node;

    calls.length = 0;
    const result = await gw.gql<{ nodes: ({ __typename: string; id: string; name?: string; recordId?: string; logId?: string } | null)[] }>(
      `query ($ids: [ID!]!) { nodes(ids: $ids) {
        __typename id
        ... on Device { name latestReadings { slug value } }
        ... on MonitoringRecord { recordId }
        ... on MonitoringLog { logId }
      } }`,
      { ids: [record.device.id, record.id, log.id] },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes).toEqual([
      expect.objectContaining({ __typename: 'Device', id: record.device.id, name: record.device.name }),
      expect.objectContaining({ __typename: 'MonitoringRecord', id: record.id, recordId: record.recordId }),
      expect.objectContaining({ __typename: 'MonitoringLog', id: log.id, logId: log.logId }),
    ]);
  });

  it('lists a device’s service history', async () => {
    const { data } = await page({ first: 10 });
    const result = await gw.gql<{ node: { serviceHistory: unknown[] } }>(
      'query ($id: ID!) { node(id: $id) { ... on Device { serviceHistory { orderId createdAt completedAt notes solutions { solutionId slug name } status { slug name } } } } }',
      { id: data!.monitoringRecords.edges[0]!.node.device.id },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(Array.isArray(result.data!.node.serviceHistory)).toBe(true);
  });

  it('gives map points with global ids', async () => {
    const result = await gw.gql<{ monitoringMapPoints: { recordId: string; deviceId: string; deviceRestId: string; lat: number; lon: number }[] }>(
      '{ monitoringMapPoints { recordId deviceId deviceRestId name lat lon statusSlug hasErrors } }',
      undefined,
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.monitoringMapPoints.length).toBeGreaterThan(0);
  });
});

const updateMutation = `mutation ($input: UpdateMonitoringRecordInput!) {
  updateMonitoringRecord(input: $input) { monitoringRecord { id notes status { id slug } } }
}`;

describe('updateMonitoringRecord', () => {
  it('changes status and notes, and a read afterwards sees them', async () => {
    const { statusCodes } = await lookups();
    const record = (await page({ first: 10 })).data!.monitoringRecords.edges[3]!.node;
    const status = statusCodes.find((s) => s.id !== record.status.id)!;
    const result = await gw.gql<{ updateMonitoringRecord: { monitoringRecord: { id: string; notes: string; status: { id: string } } } }>(
      updateMutation,
      { input: { id: record.id, statusId: status.id, notes: '  Checked on site  ' } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateMonitoringRecord.monitoringRecord).toEqual({ id: record.id, notes: 'Checked on site', status: { id: status.id, slug: status.slug } });

    const read = await gw.gql<{ node: { notes: string; status: { id: string } } }>('query ($id: ID!) { node(id: $id) { ... on MonitoringRecord { notes status { id } } } }', { id: record.id }, admin);
    expect(read.data!.node).toEqual({ notes: 'Checked on site', status: { id: status.id } });
  });

  it('refuses too long notes with BAD_USER_INPUT naming input.notes and the limit, in the caller\'s language', async () => {
    const record = (await page({ first: 10 })).data!.monitoringRecords.edges[4]!.node;
    const tooLong = 'x'.repeat(2500);
    for (const [language, limit] of [['en', /at most 2000 characters/], ['da', /højst (være )?2000 tegn/]] as const) {
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': language },
        body: JSON.stringify({ query: updateMutation, variables: { input: { id: record.id, notes: tooLong } } }),
      });
      const result = (await response.json()) as { errors?: { extensions: { code: string; fields: { field: string; message: string }[] } }[] };
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      const fields = result.errors?.[0]?.extensions.fields ?? [];
      expect(fields.map((f) => f.field), JSON.stringify(fields)).toEqual(['input.notes']);
      expect(fields[0]!.message, language).toMatch(limit);
    }
    const read = await gw.gql<{ node: { notes: string | null } }>('query ($id: ID!) { node(id: $id) { ... on MonitoringRecord { notes } } }', { id: record.id }, admin);
    expect(read.data!.node.notes).toBe(record.notes);
  });

  it('states the API\'s notes limit in the SDL', async () => {
    const openapi = JSON.parse(await readFile(new URL('../src/rest/openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: { UpdateMonitoringRecordInput: { properties: { notes: { maxLength: number } } } } };
    };
    const limit = openapi.components.schemas.UpdateMonitoringRecordInput.properties.notes.maxLength;
    expect(limit).toBe(2000);
    const sdl = await readFile(new URL('../schema/monitoring.graphql', import.meta.url), 'utf8');
    expect(sdl).toContain(`"The new notes; trimmed; at most ${limit} characters; an empty string clears them."`);
  });

  it('refuses ids of the wrong type', async () => {
    const { packages } = await lookups();
    const record = (await page({ first: 10 })).data!.monitoringRecords.edges[0]!.node;
    const result = await gw.gql(updateMutation, { input: { id: record.id, statusId: packages[0]!.id } }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'statusId' })]);
  });
});

describe('monitoringRecordChanged', () => {
  const streams: AbortSignal[] = [];
  const subscriptionCalls: string[] = [];
  const watchingFetch: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    subscriptionCalls.push(url);
    if (new URL(url).pathname.endsWith('/api/v1/events') && init?.signal) streams.push(init.signal);
    return fetch(input, init);
  };

  it('emits the record of a change made directly through REST, with no further upstream call', async () => {
    // The event stream goes through fetch; REST calls are reported by the client itself.
    const subGw = await startGateway({
      fetch: watchingFetch,
      onUpstreamCall: (call) => subscriptionCalls.push(call.url.toString()),
      eventHub: { graceMs: 100 },
    });
    try {
      const token = await freshToken(subGw, demoUsers.admin);
      const client = createClient({ url: subGw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
      clients.push(client);
      const events = client.iterate<{ monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; recordId: string; notes: string; status: { slug: string }; device: { name: string } } | null } }>({
        query: 'subscription { monitoringRecordChanged { kind monitoringRecord { id recordId notes status { slug } device { name deviceModel { title } latestReadings { value } } owner { name } } } }',
      });
      // The first value says the subscription is live: changes from now on reach it.
      expect((await events.next()).value?.data?.monitoringRecordChanged).toEqual({ kind: 'LIVE', monitoringRecord: null });
      const firstEvent = events.next();
      expect(streams).toHaveLength(1);
      const signal = streams[0]!;

      const record = (await page({ first: 10 })).data!.monitoringRecords.edges[1]!.node;
      const notes = `Seen by REST ${Date.now()}`;
      const patched = await fetch(`${subGw.apiUrl}/api/v1/monitoring/${record.recordId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ notes }),
      });
      expect(patched.status).toBe(200);

      const { value } = await Promise.race([
        firstEvent,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no monitoringRecordChanged within 10 s')), 10_000)),
      ]);
      expect(value.errors).toBeUndefined();
      expect(value.data?.monitoringRecordChanged).toEqual({
        kind: 'NOTES',
        monitoringRecord: expect.objectContaining({ id: record.id, recordId: record.recordId, notes, status: { slug: record.status.slug }, owner: { name: record.owner.name } }),
      });
      expect(value.data?.monitoringRecordChanged.monitoringRecord?.device.name).toBe(record.device.name);
      // The event carried the record: the gateway made no call but opening the stream.
      expect(subscriptionCalls.map((url) => new URL(url).pathname)).toEqual(['/api/v1/events']);

      // The last subscriber of the session leaving closes the upstream stream (after a short grace).
      expect(signal.aborted).toBe(false);
      await events.return?.();
      await expect.poll(() => signal.aborted, { timeout: 5_000 }).toBe(true);
    } finally {
      await subGw.close();
    }
  });

  it('emits an ERROR change when a device reports an error code through ingestion', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    type Change = { monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; errorCodes: { count: number; errorCode: { slug: string } }[]; latestErrorOccurredAt: string } | null } };
    const events = client.iterate<Change>({
      query: 'subscription { monitoringRecordChanged { kind monitoringRecord { id latestErrorOccurredAt errorCodes { count errorCode { slug } } } } }',
    });

    const { data } = await gw.gql<{ monitoringRecords: { edges: { node: { id: string; errorCodes: { count: number; errorCode: { slug: string } }[]; owner: { organizationId: string }; device: { networkId: string; deviceModel: { dataModel: { slug: string }[] } } } }[] } }>(
      '{ monitoringRecords(first: 10) { edges { node { id errorCodes { count errorCode { slug } } owner { organizationId } device { networkId deviceModel { dataModel { slug } } } } } } }',
      undefined,
      token,
    );
    const record = data!.monitoringRecords.edges[2]!.node;
    const before = record.errorCodes.find((c) => c.errorCode.slug === 'tamper')?.count ?? 0;
    const keyRes = await fetch(`${gw.apiUrl}/api/v1/organizations/${record.owner.organizationId}/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `gateway test ${Date.now()}` }),
    });
    expect(keyRes.status).toBe(201);
    const { key } = (await keyRes.json()) as { key: string };

    // Live first: the message sent after it cannot be missed.
    expect((await events.next()).value?.data?.monitoringRecordChanged.kind).toBe('LIVE');
    const next = events.next();
    const unit = record.device.deviceModel.dataModel[0]!.slug;
    const time = new Date().toISOString();
    const ingest = await fetch(`${gw.apiUrl}/api/v1/ingest/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ device: record.device.networkId, time, readings: { [unit]: 1 }, errorCode: 'tamper' }),
    });
    expect(await ingest.json()).toEqual({ accepted: 1, failed: [] });

    let change: Change['monitoringRecordChanged'] | undefined;
    let pending = next;
    // Other changes (the heartbeat job, other tests) may arrive first; wait for this record's.
    while (!change) {
      const { value } = await Promise.race([pending, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no ERROR change within 10 s')), 10_000))]);
      if (value.data?.monitoringRecordChanged.monitoringRecord?.id === record.id) change = value.data.monitoringRecordChanged;
      else pending = events.next();
    }
    expect(change?.kind).toBe('ERROR');
    expect(change?.monitoringRecord?.errorCodes.find((c) => c.errorCode.slug === 'tamper')?.count).toBe(before + 1);
    await events.return?.();
  });

  it('fails with UNAUTHENTICATED without a token', async () => {
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: {}, retryAttempts: 0 });
    clients.push(client);
    const { value } = await client.iterate({ query: 'subscription { monitoringRecordChanged { kind } }' }).next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
