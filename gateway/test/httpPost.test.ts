import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoUsers, startGateway, type TestGateway, tokenFor } from './helpers.ts';

// POST /graphql is served by a handler of its own (not Express): the same limits, errors and
// headers as every other route must hold there.
describe('POST /graphql', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ corsOrigins: ['https://admin.example.org'] });
  });
  afterAll(() => gw.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses a body over 1 MB with 413 and keeps serving', async () => {
    const res = await post(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(1_100_000) } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect((await gw.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('answers malformed JSON with 400 and a message in the caller’s language, no stack', async () => {
    const res = await post('{"query": "{ __typename }"', { 'accept-language': 'da' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Forespørgslen er ugyldig.' });
    expect(text).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('sends the CORS headers to an allowed origin, and none to others', async () => {
    const allowed = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://admin.example.org' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
    const other = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example.com' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.status).toBe(200);
  });

  it('says no-store and the JSON type on every answer', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
  });

  it('still answers bodies of other types through Apollo’s own checks (CSRF prevention)', async () => {
    const res = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ __typename }' });
    expect(res.status).toBe(400);
  });
});

// The compiled executor (graphql-jit) must answer exactly as graphql-js's interpreter does,
// data and errors alike, for the operations the web app sends.
describe('compiled and interpreted execution', () => {
  let jit: TestGateway;
  let interpreted: TestGateway;
  beforeAll(async () => {
    [jit, interpreted] = await Promise.all([startGateway({ graphqlJit: true }), startGateway({ graphqlJit: false })]);
  });
  afterAll(() => Promise.all([jit.close(), interpreted.close()]));

  const page = `query Page($first: Int, $after: String) {
    monitoringRecords(first: $first, after: $after) {
      totalCount
      edges { cursor node { id notes latestErrorOccurredAt status { id name color } errorCodes { count errorCode { id name } }
        package { name slug } owner { id name } device { id deviceId networkId name lastSeenAt firmwareVersion
          deviceModel { title networkType deviceTypeCategory { name } } latestMessage { signalStrength rssi } latestReadings { slug value } } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      pageCursors { totalPages around { cursor page isCurrent } }
    }
  }`;

  it('answers a monitoring page identically', async () => {
    const token = await tokenFor(jit, demoUsers.admin);
    const [a, b] = await Promise.all([jit.gql(page, { first: 20 }, token), interpreted.gql(page, { first: 20 }, token)]);
    expect(a.errors).toBeUndefined();
    expect(a.data).toEqual(b.data);
  });

  it('reports a resolver error with the same code, message and path', async () => {
    const token = await tokenFor(jit, demoUsers.admin);
    const mutation = 'mutation ($input: UpdateMonitoringRecordInput!) { updateMonitoringRecord(input: $input) { monitoringRecord { id } } }';
    const missing = Buffer.from('MonitoringRecord:00000000-0000-4000-8000-000000000000').toString('base64url');
    const vars = { input: { id: missing, notes: 'x' } };
    const [a, b] = await Promise.all([jit.gql(mutation, vars, token), interpreted.gql(mutation, vars, token)]);
    expect(codeOf(a)).toBe('NOT_FOUND');
    expect(a.errors).toEqual(b.errors);
    expect(a.errors?.[0]?.path).toEqual(['updateMonitoringRecord']);
    expect(a.raw).not.toMatch(/stacktrace|at .*\.ts/);
  });

  it('applies input defaults and reports variable and upstream errors identically', async () => {
    const token = await tokenFor(jit, demoUsers.admin);
    const orgs = await jit.gql<{ organizations: { id: string }[] }>('{ organizations { id } }', {}, token);
    const dashboards = await jit.gql<{ analyticsOrganizations: { ungroupedDevices: { id: string }[]; groups: { devices: { id: string }[] }[] }[] }>(
      'query ($ids: [ID!]!) { analyticsOrganizations(organizationIds: $ids) { groups { devices { id } } ungroupedDevices { id } } }',
      { ids: orgs.data!.organizations.map((o) => o.id) },
      token,
    );
    const card = dashboards.data!.analyticsOrganizations.flatMap((o) => [...o.groups.flatMap((g) => g.devices), ...o.ungroupedDevices])[0]!;
    const query = 'query ($id: ID!, $input: TrendInput!) { node(id: $id) { ... on AnalyticsDevice { trend(input: $input) { period ref aggregation total } } } }';
    const inputs = [
      {},
      { period: 'week' },
      { period: 'bogus' },
      { period: 'week', date: 'not a date' },
      { period: 'custom', from: '2026-11-05', to: '2026-11-03' },
      { unit: 'nope' },
    ];
    for (const input of inputs) {
      const [a, b] = await Promise.all([jit.gql(query, { id: card.id, input }, token), interpreted.gql(query, { id: card.id, input }, token)]);
      expect(a.raw, JSON.stringify(input)).toBe(b.raw);
    }
    const defaults = await jit.gql(query, { id: card.id, input: { period: 'week' } }, token);
    expect(defaults.data?.node).toMatchObject({ trend: { period: 'week', ref: 'none', aggregation: 'average' } });
  });

  it('reports an unauthenticated query identically', async () => {
    const query = '{ monitoringRecords(first: 1) { totalCount } }';
    const [a, b] = await Promise.all([jit.gql(query), interpreted.gql(query)]);
    expect(codeOf(a)).toBe('UNAUTHENTICATED');
    expect(a).toEqual({ ...b, raw: a.raw });
  });
});
