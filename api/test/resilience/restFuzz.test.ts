import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens.ts';
import { schema } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import {
  contractProblems,
  endsSession,
  type JsonSchema,
  loadKnownValues,
  loadOpenApiOperations,
  loadResourceIds,
  type Operation,
  operationUrl,
  parametersFor,
  type ResourceIds,
  sampleValue,
} from './openApiOperations.ts';

/**
 * Every operation of the OpenAPI document, fed hostile variants of its own declared input: wrong
 * types, extreme numbers, text the database cannot store, probes, broken JSON, wrong content types.
 * Whatever comes in, the answer is < 500, leaks nothing of the server's insides, and a 4xx keeps
 * the `{ message, code }` contract. The admin passes every ability check, so the input reaches the
 * deepest code; the member shows the same for a restricted caller. The ids are those of the
 * member's own organisation, so that one broken part of a request is the only thing wrong with it.
 *
 * Reproducible: a fixed seed per operation; a failure names the operation, the caller, the seed
 * and the request.
 */
const SEED = 20_260_409;
/** Runs per operation and caller: about 1700 requests, well under the file's time budget. */
const RUNS = 20;
const HOME_ORGANIZATION = 'aarhus-kommune';

let t: TestApp;
let operations: Operation[];
let home: ResourceIds;
let homeOrganizationId: string;
let apiKey: string;
const tokens = { admin: '', member: '' };
const users = { admin: { id: '', sessionVersion: 0 }, member: { id: '', sessionVersion: 0 } };
/** Real values for body fields that name something (see loadKnownValues). */
let knownValues: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  // The event stream never ends under inject (its refusals are covered by tenantIsolation.test.ts).
  // Deletions last: they remove what the other operations' ids point at.
  operations = (await loadOpenApiOperations(t.app)).filter((op) => !op.streams).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  [tokens.admin, tokens.member] = await Promise.all([t.login('admin@example.com'), t.login('member@example.com')]);
  const { db } = t.database;
  for (const role of ['admin', 'member'] as const) {
    const [row] = await db.select({ id: schema.users.id, sessionVersion: schema.users.sessionVersion }).from(schema.users).where(eq(schema.users.email, `${role}@example.com`));
    users[role] = row!;
  }
  const [organization] = await db.select({ id: schema.organizations.id }).from(schema.organizations).where(eq(schema.organizations.slug, HOME_ORGANIZATION));
  homeOrganizationId = organization!.id;
  apiKey = await createApiKey();
  home = await loadResourceIds(db, HOME_ORGANIZATION);
  knownValues = await loadKnownValues(db, home);
});
afterAll(() => t?.close());

/** A new key of the home organisation (the fuzzing revokes the one whose id it has). */
async function createApiKey(): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${homeOrganizationId}/keys`,
    headers: t.auth(tokens.admin),
    payload: { name: 'Fuzz gateway' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().key;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** JSON text put into a body as it is: numbers JSON.stringify cannot write, deep nesting. */
class RawJson {
  constructor(readonly text: string) {}
}

const uuidLike = '00000000-0000-4000-8000-000000000000';
const hostileText = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  'x'.repeat(10 * 1024),
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "') or 1=1--",
  '" OR ""="',
  '$1',
  '\\',
  '{"$gt": ""}',
  '{"a":',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e\u200b\ufeff',
  '🦄'.repeat(500),
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e309',
  '9'.repeat(400),
  '0x1F',
  '2147483648',
  '9007199254740993',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '2026-02-31',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T25:61:00Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-01-01T00:00:00+99:99',
  uuidLike.toUpperCase(),
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  `${uuidLike}x`,
  ` ${uuidLike}`,
  Array.from({ length: 1001 }, () => uuidLike).join(','),
  'x@example.com; y@; ;;',
  'da-DK;q=abc, *;q=-1',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileText) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\0', '\ud800', '\udc00', "'", '"', '\\', '%', ';', ',', '-', ' ', 'a', '0', '\n'), maxLength: 40 }) },
);

const nested = (depth: number, open: string, inner: string, close: string) => new RawJson(open.repeat(depth) + inner + close.repeat(depth));

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(-1, 0, 1.5, -(2 ** 31) - 1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, true, false, null, [], {}),
  },
  { weight: 1, arbitrary: fc.constantFrom(...['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0.0'].map((text) => new RawJson(text))) },
  { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer()) },
  { weight: 1, arbitrary: hostileString.map((text) => [text]) },
  { weight: 1, arbitrary: hostileString.map((text) => ({ [text]: text })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      nested(100_000, '[', '', ']'),
      nested(10_000, '{"a":', '1', '}'),
      nested(1_000, '{"__proto__":', '{}', '}'),
      new RawJson(`[${Array.from({ length: 20_000 }, () => '"x"').join(',')}]`),
    ),
  },
);

/** Values at and just past the edges the schema declares: its limits, its lengths, its enum. */
function edgeValues(schema: JsonSchema | undefined): unknown[] {
  const values: unknown[] = [];
  for (const part of schema ? [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] : []) {
    if (part.minimum !== undefined) values.push(part.minimum, part.minimum - 1);
    if (part.maximum !== undefined) values.push(part.maximum, part.maximum + 1);
    if (part.maxLength !== undefined) values.push('x'.repeat(part.maxLength), 'x'.repeat(part.maxLength + 1));
    if (part.minLength) values.push('x'.repeat(part.minLength - 1));
    if (part.enum) values.push(...part.enum, `${String(part.enum[0])}x`, String(part.enum[0]).toUpperCase());
  }
  return values;
}

/** Hostile values for one field: the generic ones, and the edges of its own schema. */
function hostileFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const edges = edgeValues(schema);
  return edges.length > 0 ? fc.oneof(hostileJson, fc.constantFrom(...edges)) : hostileJson;
}

/** The schema of the value at `path` in a value of `schema` (undefined where it declares none). */
function schemaAt(schema: JsonSchema | undefined, path: (string | number)[]): JsonSchema | undefined {
  let current = schema;
  for (const key of path) {
    const choices = current?.anyOf ?? current?.oneOf;
    if (choices) current = choices.find((choice) => (typeof key === 'number' ? choice.items : choice.properties?.[key]));
    current = typeof key === 'number' ? current?.items : (current?.properties?.[key] ?? (typeof current?.additionalProperties === 'object' ? current.additionalProperties : undefined));
  }
  return current;
}

/** Path values as they go into the URL (already encoded, or deliberately broken encodings). */
const hostilePathValues = [
  'x'.repeat(5000),
  'not-a-uuid',
  uuidLike,
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  '%ZZ',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  `${uuidLike}%20`,
  `${uuidLike}%00`,
  '%F0%9F%A6%84',
  '-1',
  '1e309',
  '{id}',
];

/** Query values appended as they are: broken percent-encodings and the like. */
const rawQueryValues = ['%ZZ', '%ED%A0%80', '%00', '%', '%%', '%C0%AF', '%FF%FE', 'a&b', '=', 'x'.repeat(8000)];

const hostileContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16le',
  'application/xml',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/json; charset=""',
  ';;;',
];

const brokenBodies = [
  '',
  '{',
  '{"a":',
  'nul',
  '{"a":1}}',
  '\u0000',
  '\ufeff{}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": undefined}',
  '[1,]',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `{"a":"${'x'.repeat(1.1 * 1024 * 1024)}"}`,
];

/** Header values a client might send; only characters HTTP allows in a header. */
const hostileHeaderValues = ['', ' ', '*', 'x'.repeat(8000), 'da;q=abc, *;q=-1', 'zz-ZZ', '\u00ff\u00fe', "'; DROP TABLE users; --", 'fs_00000000_' + 'A'.repeat(43)];

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  /** Which part was made hostile, for the failure message. */
  what: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Every path into a JSON value (object keys, array indexes), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

/** A copy of `value` with the thing at `path` replaced, or removed when `replacement` is `remove`. */
const remove = Symbol('remove');
function changedAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const record = copy as Record<string | number, unknown>;
  if (rest.length > 0 || replacement !== remove) record[head] = changedAt(record[head], rest, replacement);
  else if (Array.isArray(copy)) copy.splice(Number(head), 1);
  else delete record[head];
  return copy;
}

/** The request of the operation that the schema accepts, on the home organisation's ids. */
function validParts(op: Operation) {
  const { pathValues, query } = parametersFor(op, home);
  // A union body (one message or a batch) is fuzzed from each of its forms.
  const bodies = op.body ? (op.body.anyOf ?? op.body.oneOf ?? [op.body]).map((body) => sampleValue(body, '', knownValues)) : [];
  return { pathValues, query, bodies };
}

/** Hostile variants of one operation's request, one part broken at a time. */
function hostileRequests(op: Operation): fc.Arbitrary<FuzzRequest> {
  const { pathValues, query, bodies } = validParts(op);
  const hasBody = op.method !== 'GET';
  const jsonHeaders: Record<string, string> = hasBody ? { 'content-type': 'application/json' } : {};
  const request = (what: string, url: string, payload?: string, headers: Record<string, string> = jsonHeaders): FuzzRequest => ({
    what,
    method: op.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  const validUrl = operationUrl(op, pathValues, query);
  const validBody = bodies[0] === undefined ? undefined : jsonText(bodies[0]);

  // Weighted towards the declared inputs: the body most, where there is one.
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [];
  if (op.pathParams.length > 0) {
    const path = fc.tuple(fc.constantFrom(...op.pathParams), fc.constantFrom(...hostilePathValues)).map(([param, value]) => {
      // Path values are put in as they are: some are broken encodings on purpose.
      const url = operationUrl(op, { ...pathValues, [param]: '\u0001' }, query).replace('%01', value);
      return request(`path {${param}}`, url, validBody);
    });
    kinds.push({ weight: 2, arbitrary: path });
  }
  const queryNames = [...op.query.map((p) => p.name), '__proto__', 'constructor', 'unknownField', 'page[]', 'a[b]'];
  // One to three parameters at once: some failures need two extremes together (page × perPage).
  const queryValueOf = (name: string): fc.Arbitrary<string | string[]> => {
    const edges = edgeValues(op.query.find((p) => p.name === name)?.schema).map(String);
    return fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 }), ...(edges.length ? [fc.constantFrom(...edges)] : []));
  };
  const queryValue = fc
    .uniqueArray(fc.constantFrom(...queryNames), { minLength: 1, maxLength: 3 })
    .chain((names) => fc.tuple(...names.map((name) => queryValueOf(name).map((value) => [name, value] as const))))
    .map((entries) => {
      const url = operationUrl(op, pathValues, { ...query, ...Object.fromEntries(entries) });
      return request(`query ${entries.map(([name]) => name).join(', ')}`, url, validBody);
    });
  const rawQuery = fc
    .tuple(fc.constantFrom(...queryNames), fc.constantFrom(...rawQueryValues))
    .map(([name, value]) => request(`raw query ${name}`, `${validUrl}${validUrl.includes('?') ? '&' : '?'}${name}=${value}`, validBody));
  const header = fc
    .tuple(fc.constantFrom('accept-language', 'x-request-id', ...op.headers.map((h) => h.name)), fc.constantFrom(...hostileHeaderValues))
    .map(([name, value]) => request(`header ${name}`, validUrl, validBody, { ...jsonHeaders, [name]: value }));
  kinds.push({ weight: op.query.length > 0 ? 3 : 1, arbitrary: queryValue }, { weight: 1, arbitrary: rawQuery }, { weight: 1, arbitrary: header });
  if (bodies.length > 0) {
    const broken = fc.integer({ min: 0, max: bodies.length - 1 }).chain((index) => {
      const body = bodies[index];
      const bodySchema = op.body?.anyOf?.[index] ?? op.body?.oneOf?.[index] ?? op.body;
      const paths = pathsOf(body);
      const withBody = (what: string, value: unknown) => request(what, validUrl, jsonText(value));
      const variants: fc.WeightedArbitrary<FuzzRequest>[] = [
        {
          weight: 1,
          arbitrary: fc.tuple(hostileString, hostileJson).map(([key, value]) => withBody('body with an unknown field', { ...(body as object), [key]: value })),
        },
        { weight: 1, arbitrary: hostileJson.map((value) => withBody('body replaced', value)) },
      ];
      if (paths.length > 0) {
        // Mostly one field made hostile (from its own schema's edges too), the rest left valid.
        const somePath = fc.constantFrom(...paths);
        const field = somePath.chain((path) =>
          hostileFor(schemaAt(bodySchema, path)).map((value) => withBody(`body ${path.join('.')}`, changedAt(body, path, value))),
        );
        const missing = somePath.map((path) => withBody(`body without ${path.join('.')}`, changedAt(body, path, remove)));
        variants.push({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: missing });
      }
      return fc.oneof(...variants);
    });
    const contentType = fc
      .constantFrom(...hostileContentTypes)
      .map((type) => request(`content-type ${type}`, validUrl, validBody, { 'content-type': type }));
    kinds.push({ weight: 6, arbitrary: broken }, { weight: 1, arbitrary: contentType });
  }
  if (hasBody) kinds.push({ weight: 1, arbitrary: fc.constantFrom(...brokenBodies).map((text) => request('broken JSON', validUrl, text)) });
  return fc.oneof(...kinds);
}

const shown = (text: string) => {
  const json = JSON.stringify(text);
  return json.length > 300 ? `${json.slice(0, 300)}… (${text.length} chars)` : json;
};
const describeRequest = (r: FuzzRequest) =>
  `${r.what}: ${r.method} ${shown(r.url)} headers ${shown(JSON.stringify(r.headers))}${r.payload === undefined ? '' : ` body ${shown(r.payload)}`}`;

type Caller = 'admin' | 'member' | 'api key' | 'anyone';

/** The callers an operation is fuzzed as: the roles for user routes, the key for ingestion, nobody for public ones. */
function callersOf(op: Operation): Caller[] {
  if (op.security.includes('bearerAuth')) return ['admin', 'member'];
  if (op.security.includes('apiKeyAuth')) return ['api key'];
  return ['anyone'];
}

async function authorizationOf(op: Operation, caller: Caller): Promise<Record<string, string>> {
  if (caller === 'api key') return { 'x-api-key': apiKey };
  if (caller === 'anyone') return {};
  // Signing out revokes the token: each run signs out a session of its own (signed here, no login needed).
  const token = endsSession(op) ? (await signAccessToken(t.app.jwtSecret, users[caller].id, users[caller].sessionVersion)).token : tokens[caller];
  return { authorization: `Bearer ${token}` };
}

/** The request as the caller: its own headers win, so a hostile `x-api-key` replaces the real one. */
async function send(r: FuzzRequest, authorization: Record<string, string>): Promise<LightMyRequestResponse> {
  const headers = { ...authorization, ...r.headers };
  return t.app.inject({ method: r.method, url: r.url, headers, ...(r.payload === undefined ? {} : { payload: r.payload }) });
}

describe('every operation, fed hostile input from its own schema', () => {
  // RUNS requests per operation and caller, for over a hundred operations and more with every
  // route: its bound is its own, as the suite's 90 s ran out at load 18 (on PGlite and on PostgreSQL).
  it('answers < 500, leaks no internals and keeps the error contract', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [index, op] of operations.entries()) {
      for (const [callerIndex, caller] of callersOf(op).entries()) {
        const seed = SEED + 10 * index + callerIndex;
        const property = fc.asyncProperty(hostileRequests(op), async (r) => {
          requests++;
          const problems = contractProblems(await send(r, await authorizationOf(op, caller)));
          if (problems.length > 0) throw new Error(`${problems.join('; ')}\n    input: ${describeRequest(r)}`);
        });
        // No shrinking: the first failing input is reported as it is, and the run stays bounded.
        const result = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: true });
        if (result.failed) failures.push(`${op.key} as ${caller} (seed ${seed}): ${(result.errorInstance as Error)?.message ?? result.errorInstance}`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(operations.length * RUNS);
  });
});

describe('what the fuzzing found', () => {
  it('checks a body nested 100 000 levels deep in linear time (was quadratic: over a minute of CPU for 200 KB)', async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/config',
      headers: { ...t.auth(tokens.member), 'content-type': 'application/json' },
      payload: `{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(contractProblems(response)).toEqual([]);
    // Milliseconds now; the bound only has to tell linear from quadratic on a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers a page far past the end with the largest page size as an empty page, not a 500', async () => {
    // page × perPage overflowed the bigint OFFSET takes.
    for (const url of ['/api/v1/devices', '/api/v1/users', `/api/v1/organizations/${home.organization}/devices`]) {
      const response = await t.app.inject({ url: `${url}?page=9007199254740991&perPage=10000`, headers: t.auth(tokens.admin) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ data: [], page: 9007199254740991, perPage: 10000 });
    }
  });

  it('stores a signal value too close to zero for its real column (5e-324) as 0, not a 500', async () => {
    const time = new Date().toISOString();
    // A live device of the organisation: the fuzzing above may have deleted the one it used.
    const [live] = await t.database.db
      .select({ networkId: schema.devices.device })
      .from(schema.devices)
      .where(and(eq(schema.devices.ownerId, homeOrganizationId), isNull(schema.devices.deletedAt)))
      .limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/messages',
      headers: { 'x-api-key': await createApiKey(), 'content-type': 'application/json' },
      payload: `{"device":${JSON.stringify(live!.networkId)},"time":"${time}","readings":{},"rssi":5e-324,"rsrq":-5e-324,"signalStrength":1e-40}`,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: 1, failed: [] });
    const [row] = await t.database.db
      .select({ rssi: schema.deviceMessages.rssi, rsrq: schema.deviceMessages.rsrq, signalStrength: schema.deviceMessages.signalStrength })
      .from(schema.deviceMessages)
      .where(eq(schema.deviceMessages.time, new Date(time)));
    // Rounded as a `real` keeps them: 5e-324 is below its smallest value, 1e-40 is not.
    expect(row).toEqual({ rssi: 0, rsrq: 0, signalStrength: expect.closeTo(1e-40, 45) });
  });
});
