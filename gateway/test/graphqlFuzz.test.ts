import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { requestErrorCodes, type GatewayErrorCode } from '../src/errors.ts';
import { fromGlobalId, toGlobalId, type NodeType } from '../src/globalId.ts';
import { limits } from '../src/protection.ts';
import { loadTypeDefs } from '../src/schema.ts';
import { demoUsers, freshToken, startGateway, tokenFor, type TestGateway } from './helpers.ts';

/**
 * The GraphQL half of the resilience suite: every query, mutation and subscription field of the
 * gateway's schema (read from its source, so a new field is fuzzed without a new test) called with
 * hostile arguments and selections by an anonymous caller, the admin (whose abilities let input
 * reach the deepest code) and the member. No answer may be a 5xx, an error without one of the
 * gateway's codes (INTERNAL_SERVER_ERROR included: that is a bug), or text that leaks internals.
 * A fixed seed keeps CI reproducible; a failure prints the operation and its variables.
 */
const seed = 20_260_417;
const schema = buildSchema(loadTypeDefs().join('\n'));

// ---------------------------------------------------------------------------------------------
// What every answer must look like.

// Typed so that a code added to GatewayErrorCode must be added here (INTERNAL_SERVER_ERROR never is).
const clientCodes: Record<Exclude<GatewayErrorCode, 'INTERNAL_SERVER_ERROR'>, true> = {
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  BAD_USER_INPUT: true,
  BAD_REQUEST: true,
  CONFLICT: true,
  PAYLOAD_TOO_LARGE: true,
  RATE_LIMITED: true,
  UPSTREAM_UNAVAILABLE: true,
};
const knownCodes = new Set([...Object.keys(clientCodes), ...requestErrorCodes]);

// Internals that must never reach a client. (The generated values avoid these words, since error
// messages may quote what was sent.)
const leaks: [string, RegExp][] = [
  ['a stack trace', /stacktrace|\bat .+\.[cm]?[jt]s:\d+|\.[cm]?[jt]s:\d+:\d+/i],
  ['a file path', /node_modules|(?:^|[\s"'(])\/(?:work|home|usr|tmp|opt|root|src|app)\/|[A-Z]:\\\\/],
  ['a Fastify error', /FST_ERR/],
  ['database text', /Failed query|syntax error at or near|violates \S+ constraint|invalid input syntax|out of range for type|duplicate key|(?:relation|column|function) "[^"]*" does not exist|PGlite|postgres|drizzle/i],
  // Hidden like introspection can be: they would map the schema. (The lexer's `did you mean to use
  // a double quote` is no suggestion of the schema's.)
  ['a schema suggestion', /Did you mean/],
  // (graphql-js's `Variable "$id" is not defined.` is a fine message: a quote precedes "is".)
  ['a JavaScript error', /Cannot read propert|undefined is not|[\w$] is not (?:a function|defined|iterable)|Maximum call stack|\b(?:Type|Range|Reference|Syntax)Error\b/],
  ['a network error', /ECONN(?:REFUSED|RESET)|ETIMEDOUT|EPIPE|fetch failed/],
];

function leaksIn(text: string): string[] {
  return leaks.filter(([, pattern]) => pattern.test(text)).map(([what, pattern]) => `leaks ${what}: ${text.match(pattern)?.[0]}`);
}

/** What is wrong with a list of GraphQL errors (HTTP `errors`, or a graphql-ws `error` payload). */
function errorProblems(errors: unknown): string[] {
  if (errors === undefined) return [];
  if (!Array.isArray(errors) || errors.length === 0) return [`errors is not a non-empty list: ${JSON.stringify(errors)}`];
  return errors.flatMap((error: { message?: unknown; extensions?: { code?: unknown } }) => {
    const code = error?.extensions?.code;
    return typeof code === 'string' && knownCodes.has(code) ? [] : [`error with code ${String(code)}: ${String(error?.message)}`];
  });
}

/** What is wrong with one HTTP answer of /graphql. */
function answerProblems(status: number, raw: string): string[] {
  const problems = status >= 500 ? [`HTTP ${status}`] : [];
  let body: { data?: unknown; errors?: unknown; message?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    return [...problems, `the body is not JSON: ${raw.slice(0, 200)}`];
  }
  // Fastify's own refusals (413, malformed JSON) answer `{ message }` in our words; GraphQL answers have data or errors.
  const graphqlAnswer = 'data' in body || 'errors' in body;
  if (!graphqlAnswer && !(status >= 400 && typeof body.message === 'string')) problems.push(`neither data nor errors: ${raw.slice(0, 200)}`);
  return [...problems, ...errorProblems(body.errors), ...leaksIn(raw)];
}

// ---------------------------------------------------------------------------------------------
// Argument values generated from the declared input types.

/** An enum value: a bare name in a literal, its name as a string in variables. */
class EnumValue {
  constructor(readonly name: string) {}
}
type Value = null | boolean | number | string | EnumValue | Value[] | { [field: string]: Value };

const nest = (levels: number, wrap: (inner: Value) => Value): Value => {
  let value: Value = 1;
  for (let i = 0; i < levels; i++) value = wrap(value);
  return value;
};
// Deep input nesting: no input type of ours nests, so these stand wherever a value goes. 7,000
// levels (14,000 tokens, under the limit) are past what graphql-js's recursive parser can take.
const deepLevels = 7_000;
const deepValues = [nest(deepLevels, (v) => [v]), nest(deepLevels, (v) => ({ a: v }))];
// Their literals, written out without recursion; as variables, 2,000 levels (what JSON.stringify can write).
const deepLiterals = new Map<Value, string>([
  [deepValues[0]!, `${'['.repeat(deepLevels)}1${']'.repeat(deepLevels)}`],
  [deepValues[1]!, `${'{a: '.repeat(deepLevels)}1${'}'.repeat(deepLevels)}`],
]);
const deepVariables = new Map<Value, Value>([
  [deepValues[0]!, nest(2_000, (v) => [v])],
  [deepValues[1]!, nest(2_000, (v) => ({ a: v }))],
]);

/** The value as a variable's JSON value: enum values as their names. */
function variable(value: Value): unknown {
  if (value instanceof EnumValue) return value.name;
  if (deepVariables.has(value)) return deepVariables.get(value);
  if (Array.isArray(value)) return value.map(variable);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([field, v]) => [field, variable(v)]));
  return value;
}

const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The value as a GraphQL literal (JSON's string escapes are GraphQL's). */
function literal(value: Value): string {
  if (value === null) return 'null';
  const deep = deepLiterals.get(value);
  if (deep) return deep;
  if (value instanceof EnumValue) return graphqlName.test(value.name) && !['true', 'false', 'null'].includes(value.name) ? value.name : JSON.stringify(value.name);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value).map(([field, v]) => `${field}: ${literal(v)}`).join(', ')}}`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}


const dateTimes = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-31T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:01Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-06-01T12:00:00Z',
  '2026-06-01T12:00:00.123+14:00',
  '2026-06-01T12:00:00-12:00',
  '2026-06-01',
  'now',
];
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x'.repeat(10_000),
  '💥'.repeat(2_000),
  'e\u0301'.repeat(2_000),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '"; --',
  '{"$gt":""}',
  '<img src=x onerror=alert(1)>',
  '..%2f..%2f',
  'a\r\nX-Injected: 1',
  '0000-01-01',
  '9999-12-31',
  '2026-02-31',
  '2026-01-01',
  ...dateTimes,
];
const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
const nodeTypes = schema.getPossibleTypes(schema.getType('Node') as never).map((type) => type.name);

/** Real objects found as the admin, by global id, and their REST ids. Empty for mutations: see `mutationPolicies`. */
interface Pools {
  ids: string[];
  restIds: string[];
}

function scalarArbitraries(pools: Pools) {
  const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
  const string = fc.oneof(
    { arbitrary: fc.constantFrom(...nastyStrings), weight: 4 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.tuple(fc.string({ unit: 'binary', maxLength: 20 }), lone).map(([s, unit]) => s + unit), weight: 1 },
    { arbitrary: fc.oneof(fc.nat().map(offsetCursor), fc.constantFrom(offsetCursor(9), offsetCursor(999_999_999), offsetCursor(-1))), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    ...(pools.restIds.length ? [{ arbitrary: fc.constantFrom(...pools.restIds), weight: 2 }] : []),
  );
  // REST ids are UUIDs; the dashboard's ids join two or three (the group's empty: in no group).
  const restId = fc.oneof(
    { arbitrary: fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(':')), weight: 3 },
    { arbitrary: fc.tuple(fc.uuid(), fc.uuid()).map(([a, b]) => `${a}::${b}`), weight: 1 },
    { arbitrary: string, weight: 1 },
  );
  const idOf = (types: string[]) => fc.tuple(fc.constantFrom(...types), restId).map(([type, rest]) => toGlobalId(type as NodeType, rest));
  const id = fc.oneof(
    // Well-formed ids of every type (and of none) naming nothing, or another type's real object.
    { arbitrary: idOf([...nodeTypes, 'Nope', '__proto__']), weight: 4 },
    { arbitrary: fc.base64String({ maxLength: 60 }), weight: 1 },
    { arbitrary: string, weight: 1 },
    // Real ids: of this type, another type or (for the member) another tenant.
    ...(pools.ids.length ? [{ arbitrary: fc.constantFrom(...pools.ids), weight: 4 }] : []),
  );
  // Int is 32-bit: past that (or a fraction) only in ill-typed operations.
  const int32 = fc.oneof(fc.constantFrom(0, 1, -1, 10, 100, 101, 2 ** 31 - 1, -(2 ** 31)), fc.integer({ min: -200, max: 200 }), fc.integer());
  const int = fc.oneof(int32, fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, -1e308, 0.5, 1.5));
  const float = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1e308, 5e-324));
  const dateTime = fc.oneof(fc.constantFrom(...dateTimes), fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
  const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Value>;
  const typed: Record<string, fc.Arbitrary<Value>> = { String: string, ID: id, Int: int32, Float: float, Boolean: fc.boolean(), DateTime: dateTime, JSON: json };
  const byName: Record<string, fc.Arbitrary<Value>> = { ...typed, Int: int };
  // A value of another type entirely, for any position.
  const wrong: fc.Arbitrary<Value> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    int,
    float,
    string,
    fc.constantFrom<Value>([], {}, { nope: 1 }, ...deepValues),
  );
  // Ids of the types a description names (`The device (an \`AnalyticsDevice\` id)`), half the time: past the gateway's type check.
  const namedId = (description: string | null | undefined) => {
    const named = [...(description ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!).filter((name) => nodeTypes.includes(name));
    return named.length ? fc.oneof(idOf(named), id) : id;
  };
  return { typed, byName, wrong, json, namedId };
}

type Scalars = ReturnType<typeof scalarArbitraries>;

/**
 * Hostile values of one declared input type. `typed`: of that type, so that GraphQL lets them
 * through to our code, hostile only in content; else also of other types, null for non-null,
 * unknown and missing fields.
 */
function valueOf(type: GraphQLInputType, scalars: Scalars, typed: boolean, description?: string | null): fc.Arbitrary<Value> {
  const mostly = (right: fc.Arbitrary<Value>, weight = 5) => (typed ? right : fc.oneof({ arbitrary: right, weight }, { arbitrary: scalars.wrong, weight: 1 }));
  if (isNonNullType(type)) {
    const value = valueOf(type.ofType, scalars, typed, description);
    return typed ? value : fc.oneof({ arbitrary: value, weight: 9 }, { arbitrary: fc.constant(null), weight: 1 });
  }
  if (isListType(type)) {
    const item = valueOf(type.ofType, scalars, typed, description);
    // 10,000 items of one small value: a long list, not a long body.
    const small = item.map((v) => (!deepLiterals.has(v) && JSON.stringify(v).length <= 100 ? v : 'x'));
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 3 }), weight: 6 },
      { arbitrary: item, weight: 2 },
      { arbitrary: small.map((v) => Array.from({ length: 10_000 }, () => v)), weight: 1 },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, scalars, typed, field.description)]));
    const required = fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((field) => field.name);
    const object = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, Value>>;
    if (typed) return object;
    return mostly(
      fc.oneof(
        { arbitrary: object, weight: 6 },
        { arbitrary: fc.tuple(object, scalars.json).map(([o, extra]) => ({ ...o, unknownField: extra })), weight: 1 },
        // A required field left out (or an optional one).
        { arbitrary: fc.tuple(object, fc.constantFrom(...fields.map((f) => f.name))).map(([{ ...o }, drop]) => (delete o[drop], o)), weight: 1 },
      ),
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((v) => v.name);
    if (typed) return fc.constantFrom(...names.map((name) => new EnumValue(name)));
    return mostly(
      fc.oneof(
        { arbitrary: fc.constantFrom(...names.map((name) => new EnumValue(name))), weight: 6 },
        { arbitrary: fc.constantFrom(new EnumValue('NOPE'), new EnumValue(names[0]!.toUpperCase() + '_'), new EnumValue('')), weight: 1 },
        // A string where an enum belongs: fine as a variable, an error as a literal.
        { arbitrary: fc.constantFrom(...names), weight: 1 },
      ),
    );
  }
  if (type.name === 'ID') return mostly(scalars.namedId(description), 4);
  // A scalar we do not know yet gets anything.
  return mostly((typed ? scalars.typed : scalars.byName)[type.name] ?? scalars.json, 4);
}

// ---------------------------------------------------------------------------------------------
// Operations.

type Caller = 'anonymous' | 'admin' | 'member';
const callers: Caller[] = ['anonymous', 'admin', 'member'];
const emails = { admin: demoUsers.admin, member: demoUsers.member } as const;

interface Operation {
  caller: Caller;
  text: string;
  variables: Record<string, unknown>;
  operationName?: string;
  language?: string;
}

/** Long strings and lists shortened, to print a case readably. */
function abbreviate(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string' && v.length > 120) return `${v.slice(0, 40)}…(${v.length} chars)`;
    if (Array.isArray(v) && v.length > 10) return [...v.slice(0, 3), `…(${v.length} items)`];
    return v;
  });
  return text.length > 4_000 ? `${text.slice(0, 2_000)}…(${text.length} chars)…${text.slice(-500)}` : text;
}

function describeOperation(op: Operation): string {
  const text = op.text.length > 20_000 ? `${op.text.slice(0, 2_000)}…(${op.text.length} chars)…${op.text.slice(-500)}` : op.text;
  return [`caller: ${op.caller}${op.language ? `, accept-language: ${op.language}` : ''}`, `operation: ${text}`, `variables: ${abbreviate(op.variables)}`]
    .concat(op.operationName ? [`operationName: ${op.operationName}`] : [])
    .join('\n');
}

/** An operation printed by fast-check as the request it stands for. */
const printable = (op: Operation): Operation => Object.assign(op, { [fc.toStringMethod]: () => describeOperation(op) });

/**
 * The selection of a field's result: its leaves and, `depth` levels down, its objects' leaves. Under
 * an interface, each possible type's leaves that have one type in all of them (one selection may
 * not give a name two types).
 */
function selectionOf(type: GraphQLNamedType, depth: number, only?: (field: GraphQLField<unknown, unknown>) => boolean): string {
  if (isLeafType(type)) return '';
  const parts = ['__typename'];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined) || (only && !only(field))) continue;
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) parts.push(field.name);
      else if (depth > 0) parts.push(`${field.name}${selectionOf(inner, depth - 1)}`);
    }
  }
  if (isInterfaceType(type) || isUnionType(type)) {
    const possible = schema.getPossibleTypes(type);
    const typesOf = (name: string) => new Set(possible.map((p) => p.getFields()[name]).filter(Boolean).map((f) => String(f!.type)));
    for (const object of possible) parts.push(`... on ${object.name}${selectionOf(object, 0, (field) => typesOf(field.name).size === 1)}`);
  }
  return ` { ${parts.join(' ')} }`;
}

/** One argument as the operation passes it: a literal, or a variable declared (maybe wrongly) and given (maybe not). */
interface ArgumentCase {
  name: string;
  value: Value;
  asVariable: boolean;
  declaredAs: string;
  given: boolean;
}

/** The arguments of one call: `typed` as declared (required ones given), else also undeclared, missing, or declared as another type. */
function argumentCases(field: GraphQLField<unknown, unknown>, scalars: Scalars, typed: boolean): fc.Arbitrary<ArgumentCase[]> {
  const always = fc.constant(true);
  const mostly = typed ? always : fc.oneof({ arbitrary: always, weight: 19 }, { arbitrary: fc.constant(false), weight: 1 });
  const declared = field.args.map((arg) => {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    const declaredAs = fc.constant(String(arg.type));
    return fc.record({
      name: fc.constant(arg.name),
      present: required ? mostly : fc.boolean(),
      value: valueOf(arg.type, scalars, typed, arg.description),
      asVariable: fc.boolean(),
      declaredAs: typed ? declaredAs : fc.oneof({ arbitrary: declaredAs, weight: 9 }, { arbitrary: fc.constantFrom('String', 'Int!', '[ID!]!', 'Boolean'), weight: 1 }),
      given: mostly,
    });
  });
  // An argument the field does not declare, now and then.
  const unknown = typed
    ? fc.constant(null)
    : fc.option(fc.record({ name: fc.constant('unknownArgument'), present: always, value: scalars.wrong, asVariable: fc.boolean(), declaredAs: fc.constant('Int'), given: always }), { freq: 3 });
  return fc.tuple(fc.tuple(...declared), unknown).map(([args, extra]) => [...args, ...(extra ? [extra] : [])].filter((arg) => arg.present));
}

/** The calls of one operation (one per alias), well-typed three times in four. */
const callsOf = (field: GraphQLField<unknown, unknown>, scalars: Scalars, maxLength: number) =>
  fc.oneof(
    { arbitrary: fc.array(argumentCases(field, scalars, true), { minLength: 1, maxLength }), weight: 3 },
    { arbitrary: fc.array(argumentCases(field, scalars, false), { minLength: 1, maxLength }), weight: 1 },
  );

/** The arguments of one call of the field, as plain values (for the mutation policies). */
const valuesOf = (args: ArgumentCase[]): Record<string, Value> => Object.fromEntries(args.map((arg) => [arg.name, arg.value]));

/** Where a field is called: at the root, or inside the object found at `wrap`'s place. */
interface Target {
  kind: 'query' | 'mutation';
  parent: GraphQLObjectType;
  field: GraphQLField<unknown, unknown>;
  /** The document around the field's selections. */
  wrap(selections: string): string;
}

/** The operation calling the field once per alias, each with its own arguments. */
function operationOf(target: Target, calls: ArgumentCase[][], caller: Caller, language: string | undefined): Operation {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const selection = selectionOf(getNamedType(target.field.type), 1);
  const selections = calls.map((args, alias) => {
    const passed = args.map((arg, i) => {
      if (!arg.asVariable) return `${arg.name}: ${literal(arg.value)}`;
      const name = `v${alias}_${i}`;
      declarations.push(`$${name}: ${arg.declaredAs}`);
      if (arg.given) variables[name] = variable(arg.value);
      return `${arg.name}: $${name}`;
    });
    return `a${alias}: ${target.field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selection}`;
  });
  const text = `${target.kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${target.wrap(selections.join(' '))} }`;
  return { caller, text, variables, operationName: 'Fuzz', ...(language ? { language } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Mutations, without harm to the data other test files rely on (they share the API process).

/**
 * A signed-in caller sends a mutation only when `signedIn` says the arguments are harmless; else
 * the case goes anonymous (refused before anything is written). What makes them harmless: ids in
 * mutations never name a real object (they get `noPools`: only fabricated or malformed ids and
 * random REST ids), so a write finds nothing to write to; and e-mail addresses are random, never a
 * demo user's. A mutation without a policy fails the test: decide one before it is fuzzed.
 */
const mutationPolicies: Record<string, { signedIn: (args: Record<string, Value>) => boolean; freshToken?: true }> = {
  // Anonymous by nature. Their failures count against the fuzz's own address (X-Forwarded-For), so
  // the sign-in limits of the other files' address (127.0.0.1) are not touched.
  login: { signedIn: () => true },
  requestPasswordReset: { signedIn: () => true },
  resetPassword: { signedIn: () => true },
  // Revokes the token it is sent with: a signed-in caller sends a fresh one of its own.
  logout: { signedIn: () => true, freshToken: true },
  // Other files read the admin's and the member's settings: signed in, only inputs the API must
  // refuse (an utcOffset that is not an integer in -12..14, or an invalid language) are sent.
  updateUserConfig: { signedIn: ({ input }) => refusedUserConfig(input) },
  // Random notification ids (REST ids are strings here), fabricated record, device and schedule ids.
  markNotificationRead: { signedIn: () => true },
  updateMonitoringRecord: { signedIn: () => true },
  setServiceSchedule: { signedIn: () => true },
  resetServiceSchedule: { signedIn: () => true },
  deleteServiceSchedule: { signedIn: () => true },
  // Devices: ids are fabricated (owner, model, device, alarm), so nothing real is written to; an
  // import's owners and models are random names no organisation or model has, so every row fails.
  createDevice: { signedIn: () => true },
  importDevices: { signedIn: () => true },
  updateDevice: { signedIn: () => true },
  deleteDevice: { signedIn: () => true },
  purgeDevice: { signedIn: () => true },
  setWaterLevel: { signedIn: () => true },
  resetWaterLevel: { signedIn: () => true },
  saveDownlinkConfig: { signedIn: () => true },
  createAlarm: { signedIn: () => true },
  updateAlarm: { signedIn: () => true },
  deleteAlarm: { signedIn: () => true },
  removeDeviceFromContract: { signedIn: () => true },
  // Fabricated image ids name no image.
  deleteDeviceImage: { signedIn: () => true },
  // Service (issue 12): ids are fabricated, so nothing real is changed; a centre needs no id, so
  // the signed-in callers send only names the API must refuse (blank or over 200 characters).
  createServiceCenter: { signedIn: ({ input }) => refusedCenterName(input) },
  // Contracts: the organisation, package, contract and device ids are fabricated, so nothing real is written to.
  createContract: { signedIn: () => true },
  updateContract: { signedIn: () => true },
  deleteContract: { signedIn: () => true },
  addDevicesToContract: { signedIn: () => true },
  // A release needs no id and shows in every signed-in user's banner: signed-in callers send only
  // versions the API must refuse.
  publishRelease: { signedIn: ({ input }) => refusedReleaseVersion(input) },
  updateServiceCenter: { signedIn: () => true },
  deleteServiceCenter: { signedIn: () => true },
  addTechnician: { signedIn: () => true },
  updateTechnician: { signedIn: () => true },
  removeTechnician: { signedIn: () => true },
  createServiceOrder: { signedIn: () => true },
  updateServiceOrder: { signedIn: () => true },
  finishServiceOrder: { signedIn: () => true },
  archiveServiceOrder: { signedIn: () => true },
  deleteServiceOrder: { signedIn: () => true },
  deleteAttachment: { signedIn: () => true },
  replaceServiceOrderDevice: { signedIn: () => true },
  // Installation (issue 13): ids are fabricated (owner, order, order device, file), so nothing real
  // is created or changed.
  createInstallationOrder: { signedIn: () => true },
  updateInstallationOrder: { signedIn: () => true },
  startInstallationOrder: { signedIn: () => true },
  completeInstallationOrder: { signedIn: () => true },
  archiveInstallationOrder: { signedIn: () => true },
  deleteInstallationOrder: { signedIn: () => true },
  addInstallationOrderDevices: { signedIn: () => true },
  removeInstallationOrderDevice: { signedIn: () => true },
  saveInstallationDeviceNote: { signedIn: () => true },
  installDevice: { signedIn: () => true },
  failDeviceInstallation: { signedIn: () => true },
  deleteInstallationAttachment: { signedIn: () => true },
};

/** Whether the API refuses the release version (api/src/notify/releaseSchemas.ts: RELEASE_VERSION_PATTERN). */
function refusedReleaseVersion(input: Value | undefined): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || input instanceof EnumValue) return true;
  const { releaseVersion } = input;
  return typeof releaseVersion !== 'string' || !/^\d{1,4}(\.\d{1,4}){0,3}([-+][0-9A-Za-z.-]{1,30})?$/.test(releaseVersion.trim());
}

function refusedCenterName(input: Value | undefined): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || input instanceof EnumValue) return true;
  const { name } = input;
  return typeof name !== 'string' || name.trim().length === 0 || name.trim().length > 200;
}

function refusedUserConfig(input: Value | undefined): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || input instanceof EnumValue) return true;
  const { utcOffset, language } = input;
  const validOffset = typeof utcOffset === 'number' && Number.isInteger(utcOffset) && utcOffset >= -12 && utcOffset <= 14;
  const invalidLanguage = language !== undefined && language !== null && !(language instanceof EnumValue && ['da', 'en'].includes(language.name)) && language !== 'da' && language !== 'en';
  return (utcOffset !== undefined && utcOffset !== null && !validOffset) || invalidLanguage;
}

// ---------------------------------------------------------------------------------------------
// The gateway, its callers and the real objects the fuzz aims at.

// The fuzz's own client address (believed from the loopback proxy), fresh per run: its failed
// sign-ins and auth-route rate limits never slow the other files' sign-ins from 127.0.0.1.
const fuzzAddress = `198.51.100.${1 + (process.pid % 254)}`;
let gw: TestGateway;
const tokens: Partial<Record<Caller, string>> = {};
const pools: Pools = { ids: [], restIds: [] };
const idsByType = new Map<string, string[]>();
const noPools: Pools = { ids: [], restIds: [] };

beforeAll(async () => {
  gw = await startGateway({ trustProxy: 'loopback' });
  tokens.admin = await tokenFor(gw, emails.admin);
  tokens.member = await tokenFor(gw, emails.member);
  await discoverIds();
  for (const ids of idsByType.values()) pools.ids.push(...ids);
  pools.restIds.push(...pools.ids.map((id) => fromGlobalId(id)!.restId));
});
afterAll(() => gw?.close());

/** Sends the operation and throws, naming it, if the answer is not acceptable. */
async function check(op: Operation, token = op.caller === 'anonymous' ? undefined : tokens[op.caller]) {
  const headers = { 'x-forwarded-for': fuzzAddress, ...(op.language ? { 'accept-language': op.language } : {}) };
  let problems: string[];
  let raw = '';
  try {
    const answer = await gw.gql(op.text, op.variables, token, { operationName: op.operationName, headers });
    raw = answer.raw;
    problems = answerProblems(answer.status, raw);
  } catch (error) {
    problems = [`no JSON answer: ${String(error)}`];
  }
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${describeOperation(op)}\nanswer: ${raw.slice(0, 1_000)}`);
}

/** The gateway still answers the simplest query of all. */
async function expectAlive() {
  const result = await gw.gql('{ viewer { id } }', undefined, tokens.admin);
  expect(result.status).toBe(200);
  expect(result.data?.viewer?.id).toEqual(expect.any(String));
}

/** Every id of a Node type in an answer, by type. */
function collectIds(value: unknown) {
  if (Array.isArray(value)) return value.forEach(collectIds);
  if (typeof value !== 'object' || value === null) return;
  const { __typename: type, id } = value as { __typename?: unknown; id?: unknown };
  if (typeof type === 'string' && typeof id === 'string' && nodeTypes.includes(type)) {
    const ids = idsByType.get(type) ?? [];
    if (ids.length < 5 && !ids.includes(id)) idsByType.set(type, [...ids, id]);
  }
  Object.values(value).forEach(collectIds);
}

/** The ids (with `__typename`) of the objects a type leads to, `depth` levels of fields without required arguments down. */
function idSelection(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type) && !isInterfaceType(type)) return ' { __typename }';
  const parts = ['__typename', ...('id' in type.getFields() ? ['id'] : [])];
  if (depth > 0) {
    for (const field of Object.values(type.getFields())) {
      const inner = getNamedType(field.type);
      if (isLeafType(inner) || field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
      parts.push(`${field.name}${idSelection(inner, depth - 1)}`);
    }
  }
  return ` { ${parts.join(' ')} }`;
}

/** The named types `idSelection(type, depth)` reaches. */
function typesWithin(type: GraphQLNamedType, depth: number, seen = new Set<string>()): Set<string> {
  seen.add(type.name);
  if (depth > 0 && (isObjectType(type) || isInterfaceType(type))) {
    for (const field of Object.values(type.getFields())) {
      const inner = getNamedType(field.type);
      if (isLeafType(inner) || field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
      typesWithin(inner, depth - 1, seen);
    }
  }
  return seen;
}

/**
 * Real objects, found as the admin from the schema alone: first every query field without required
 * arguments, then those whose required arguments are ids, given the ids found (the dashboards).
 */
async function discoverIds() {
  const fields = Object.values(schema.getQueryType()!.getFields()).filter((field) => !isLeafType(getNamedType(field.type)));
  const requiredArgs = (field: GraphQLField<unknown, unknown>) => field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  // One at a time: all at once, the gateway sheds some of them (503) on a loaded machine, and a
  // type found only through them would have no ids.
  for (const field of fields.filter((f) => requiredArgs(f).length === 0)) {
    // Three levels of every field can cost more than an operation may (a Device reaches its
    // service orders, and they their devices): then two levels, which still reach the nodes of a connection.
    for (const depth of [3, 2]) {
      const { data } = await gw.gql(`{ ${field.name}${idSelection(getNamedType(field.type), depth)} }`, undefined, tokens.admin);
      if (data?.[field.name]) {
        collectIds(data);
        break;
      }
    }
  }
  for (const field of fields.filter((f) => f.name !== 'node' && f.name !== 'nodes')) {
    const args = requiredArgs(field);
    if (args.length !== 1 || getNamedType(args[0]!.type).name !== 'ID') continue;
    for (const ids of [...idsByType.values()]) {
      const value = isListType(isNonNullType(args[0]!.type) ? args[0]!.type.ofType : args[0]!.type) ? ids : ids[0];
      const result = await gw.gql(`query ($v: ${String(args[0]!.type)}) { ${field.name}(${args[0]!.name}: $v)${idSelection(getNamedType(field.type), 3)} }`, { v: value }, tokens.admin);
      if (!result.errors) collectIds(result.data);
    }
  }
  // Then objects of the types found, three levels down, for the types still missing: a list reaches
  // its rows, not what a row lists (an installation order's devices). Up to five of a type, since
  // one may list nothing.
  for (const [type, ids] of [...idsByType.entries()]) {
    const missing = nodeTypes.filter((name) => !idsByType.has(name));
    if (!missing.some((name) => typesWithin(schema.getType(type)!, 3).has(name))) continue;
    for (const id of ids) {
      const result = await gw.gql(`query ($id: ID!) { node(id: $id) { ... on ${type}${idSelection(schema.getType(type)!, 3)} } }`, { id }, tokens.admin);
      // Partial answers too: a field the admin may not read leaves the rest.
      collectIds(result.data);
      if (!missing.some((name) => !idsByType.has(name) && typesWithin(schema.getType(type)!, 3).has(name))) break;
    }
  }
}

/** A path from the root to an object type through single objects and fields without arguments (`viewer`). */
function singularPath(type: GraphQLObjectType): string[] | null {
  const queue: { at: GraphQLObjectType; path: string[] }[] = [{ at: schema.getQueryType()!, path: [] }];
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    if (at === type) return path;
    if (path.length >= 3) continue;
    for (const field of Object.values(at.getFields())) {
      const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
      if (field.args.length === 0 && isObjectType(unwrapped)) queue.push({ at: unwrapped, path: [...path, field.name] });
    }
  }
  return null;
}

// Every field of the schema that takes arguments, or sits at the root.
const rootTargets = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields()).map((field) => ({ kind, parent: root, field }));
});
const nestedTargets = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
  .filter((type) => ![schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type))
  .flatMap((type) => Object.values(type.getFields()).filter((field) => field.args.length > 0).map((field) => ({ kind: 'query' as const, parent: type, field })));

/** Where a nested field is reached: by its singular path, else under `node(id:)` with real ids of its type. */
function targetOf({ kind, parent, field }: Omit<Target, 'wrap'>): fc.Arbitrary<Target> {
  if (parent === schema.getQueryType() || parent === schema.getMutationType()) return fc.constant({ kind, parent, field, wrap: (s: string) => s });
  const path = singularPath(parent);
  if (path) return fc.constant({ kind, parent, field, wrap: (s: string) => path.reduceRight((inner, name) => `${name} { ${inner} }`, s) });
  const ids = idsByType.get(parent.name) ?? [];
  expect(ids, `no way to reach ${parent.name}.${field.name}: no path without arguments, and no ${parent.name} found by discoverIds`).not.toEqual([]);
  return fc.constantFrom(...ids).map((id) => ({ kind, parent, field, wrap: (s: string) => `node(id: ${JSON.stringify(id)}) { ... on ${parent.name} { ${s} } }` }));
}

const languages = [undefined, 'da', 'en', 'de-DE,de;q=0.9', '*;q=0', 'x'.repeat(300)];

// ---------------------------------------------------------------------------------------------

describe('every field with hostile arguments', () => {
  // Fewer runs for fields without arguments: only unknown arguments and aliases vary.
  const runsOf = (field: GraphQLField<unknown, unknown>) => (field.args.length > 0 ? 24 : 3);

  it.each([...rootTargets, ...nestedTargets].map((t) => [`${t.kind === 'mutation' ? 'Mutation' : t.parent.name}.${t.field.name}`, t] as const))(
    '%s',
    async (_name, { kind, parent, field }) => {
      const policy = kind === 'mutation' ? mutationPolicies[field.name] : undefined;
      if (kind === 'mutation') expect(policy, `no fuzzing policy for the mutation ${field.name}: add one to mutationPolicies`).toBeDefined();
      const scalars = scalarArbitraries(kind === 'mutation' ? noPools : pools);
      const cases = fc
        .tuple(
          targetOf({ kind, parent, field }),
          callsOf(field, scalars, 3),
          fc.constantFrom(...callers),
          fc.constantFrom(...languages),
        )
        .map(([target, calls, requested, language]) => {
          // A write that could harm shared data goes anonymous: refused before it is attempted.
          const caller = requested !== 'anonymous' && policy && !calls.every((args) => policy.signedIn(valuesOf(args))) ? 'anonymous' : requested;
          return printable(operationOf(target, calls, caller, language));
        });
      await fc.assert(
        fc.asyncProperty(cases, async (op) => {
          const token = op.caller === 'anonymous' ? undefined : policy?.freshToken ? await freshToken(gw, emails[op.caller]) : tokens[op.caller];
          await check(op, token);
        }),
        { seed, numRuns: runsOf(field), endOnFailure: true },
      );
      await expectAlive();
    },
  );
});

describe('hostile selections and requests', () => {
  const viewerId = () => idsByType.get('Viewer')?.[0] ?? '';
  // A field whose type is its parent's (Organization.parentOrganization), for deep field nesting.
  const selfField = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type, field })))
    .find(({ type, field }) => getNamedType(field.type) === type && field.args.length === 0 && nodeTypes.includes(type.name));
  const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
  const nested = (n: number, open: string, inner: string) => `${open} { `.repeat(n) + inner + ' }'.repeat(n);

  const operations: [string, () => Omit<Operation, 'caller'>][] = [
    ['deep inline fragments', () => ({ text: `{ ${nested(200, '... on Query', '__typename')} }`, variables: {} })],
    ['deep fragment spreads', () => ({ text: `{ ...F0 } ${repeat(60, (i) => `fragment F${i} on Query { ...F${i + 1} }`)} fragment F60 on Query { __typename }`, variables: {} })],
    [
      'deep field nesting',
      () => {
        if (!selfField) return { text: `{ ${nested(100, 'viewer', 'id')} }`, variables: {} };
        const { type, field } = selfField;
        const id = idsByType.get(type.name)?.[0] ?? toGlobalId(type.name as NodeType, 'x');
        return { text: `{ node(id: ${JSON.stringify(id)}) { ... on ${type.name} { ${nested(limits.maxDepth * 3, field.name, 'id')} } } }`, variables: {} };
      },
    ],
    ['one alias too many', () => ({ text: `{ ${repeat(limits.maxAliases + 1, (i) => `a${i}: viewer { id }`)} }`, variables: {} })],
    ['a thousand aliases', () => ({ text: `{ ${repeat(1_000, (i) => `a${i}: __typename`)} }`, variables: {} })],
    ['aliases through fragments', () => ({ text: `{ ...A ...B } fragment A on Query { ${repeat(20, (i) => `x${i}: organizations { id }`)} } fragment B on Query { ${repeat(20, (i) => `y${i}: organizations { id }`)} }`, variables: {} })],
    ['a query over the token limit', () => ({ text: `{ ${'__typename '.repeat(limits.maxTokens + 1)} }`, variables: {} })],
    ['900 KB of comments', () => ({ text: `${'# x\n'.repeat(225_000)}{ __typename }`, variables: {} })],
    ['a body over 1 MB', () => ({ text: '{ __typename }', variables: { pad: 'x'.repeat(1_100_000) } })],
    ['a fragment cycle', () => ({ text: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }', variables: {} })],
    ['a fragment spreading itself', () => ({ text: '{ viewer { ...A } } fragment A on Viewer { id ...A }', variables: {} })],
    ['a fragment cycle through fields', () => ({ text: '{ viewer { ...A } } fragment A on Viewer { user { id } config { language } ...B } fragment B on Viewer { abilities { action } ...A }', variables: {} })],
    ['an unknown fragment', () => ({ text: '{ ...Nope }', variables: {} })],
    ['a fragment on an unknown type', () => ({ text: '{ ...A } fragment A on Nope { id }', variables: {} })],
    ['a fragment on a scalar', () => ({ text: '{ viewer { id { ...A } } } fragment A on String { length }', variables: {} })],
    ['an unknown operation name', () => ({ text: 'query A { __typename }', variables: {}, operationName: 'B' })],
    ['an operation name on a document without names', () => ({ text: '{ __typename }', variables: {}, operationName: '\u0000' })],
    ['a fragment name as the operation name', () => ({ text: 'query A { ...F } fragment F on Query { __typename }', variables: {}, operationName: 'F' })],
    ['many operations, one named', () => ({ text: repeat(200, (i) => `query Q${i} { __typename }`), variables: {}, operationName: 'Q199' })],
    ['too many directives', () => ({ text: `{ __typename ${'@include(if: true) '.repeat(limits.maxDirectives + 1)}}`, variables: {} })],
    ['an unknown directive', () => ({ text: '{ viewer @nope(x: 1) { id } }', variables: {} })],
    ['a hostile directive argument', () => ({ text: 'query ($x: Boolean!) { viewer @include(if: $x) { id } }', variables: { x: 'yes' } })],
    ['a variable of an unknown type', () => ({ text: 'query ($x: Nope) { __typename }', variables: { x: 1 } })],
    ['a variable of an output type', () => ({ text: 'query ($x: Viewer) { __typename }', variables: { x: {} } })],
    ['an undeclared variable', () => ({ text: '{ node(id: $id) { id } }', variables: { id: viewerId() } })],
    ['a duplicate variable', () => ({ text: 'query ($x: ID!, $x: Int) { node(id: $x) { id } }', variables: { x: viewerId() } })],
    ['an unknown type name', () => ({ text: '{ __type(name: "\\u0000") { name } }', variables: {} })],
    ['deep introspection', () => ({ text: `{ __schema { types { ${nested(20, 'ofType', 'name')} } } }`, variables: {} })],
    ['a mutation and a subscription in one document', () => ({ text: 'mutation M { logout { ok } } subscription S { viewerChanged { id } }', variables: {}, operationName: 'S' })],
    ['a syntax error deep inside', () => ({ text: `{ ${nested(100, 'viewer', '}}}')} }`, variables: {} })],
  ];

  it.each(operations)('%s', async (_name, make) => {
    for (const caller of callers) await check({ caller, ...make() });
    await expectAlive();
  });

  it.each<[string, unknown]>([
    ['a query that is a list', { query: ['{ __typename }'] }],
    ['a query that is null', { query: null }],
    ['variables that are a string', { query: '{ __typename }', variables: 'x' }],
    ['variables that are a list', { query: '{ __typename }', variables: [1] }],
    ['an operation name that is a number', { query: '{ __typename }', operationName: 42 }],
    ['extensions that are a string', { query: '{ __typename }', extensions: 'x' }],
    ['a batch', [{ query: '{ __typename }' }, { query: '{ __typename }' }]],
    ['not an object', 42],
  ])('answers a body with %s', async (_name, body) => {
    const res = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const raw = await res.text();
    expect(answerProblems(res.status, raw), `${JSON.stringify(body)}\nanswer: ${raw}`).toEqual([]);
  });

  it('answers JSON nested 100,000 deep (more than JSON.stringify writes), as variables and as the query', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const body of [`{"query":"query ($x: ID!) { node(id: $x) { id } }","variables":{"x":${deep}}}`, `{"query":${deep}}`]) {
      const res = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const raw = await res.text();
      expect(answerProblems(res.status, raw), `${body.slice(0, 80)}\nanswer: ${raw}`).toEqual([]);
    }
    await expectAlive();
  });

  it('answers hostile GET requests', async () => {
    for (const query of ['mutation { logout { ok } }', '{ viewer { id ', `{ ${nested(200, '... on Query', '__typename')} }`, '\u0000']) {
      const res = await fetch(`${gw.url}/graphql?query=${encodeURIComponent(query)}&variables=%7B`, { headers: { accept: 'application/json' } });
      const raw = await res.text();
      expect(answerProblems(res.status, raw), `GET ${query}\nanswer: ${raw}`).toEqual([]);
    }
    await expectAlive();
  });
});

describe('every subscription over graphql-ws', () => {
  // graphql-ws's documented close codes for a client's mistakes; 1011 and 4500 are internal errors.
  const clientCloseCodes = new Set([1000, 4400, 4401, 4403, 4406, 4408, 4409, 4429]);
  const subscriptionFields = Object.values(schema.getSubscriptionType()?.getFields() ?? {});

  /** Subscribes once and reports what is wrong with the first thing the server says. */
  async function subscribeOnce(connectionParams: Record<string, unknown>, payload: { query: string; variables: Record<string, unknown> }): Promise<string[]> {
    const closeCodes: number[] = [];
    const said: unknown[] = [];
    const client = createClient({
      url: gw.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
    });
    try {
      const answered = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        const done = (value?: unknown) => {
          if (value !== undefined) said.push(value);
          clearTimeout(timer);
          resolve(true);
        };
        client.subscribe(payload, { next: done, error: done, complete: () => done() });
      });
      const problems = answered ? [] : ['no answer within 15 s'];
      for (const value of said) {
        // `error`: a list of errors or the close event; `next`: a result that may carry errors.
        if (Array.isArray(value)) problems.push(...errorProblems(value));
        else if (value && typeof value === 'object' && 'errors' in value) problems.push(...errorProblems(value.errors));
      }
      problems.push(...closeCodes.filter((code) => !clientCloseCodes.has(code)).map((code) => `closed with ${code}`));
      return [...problems, ...leaksIn(JSON.stringify(said))];
    } finally {
      await client.dispose();
    }
  }

  it.each(subscriptionFields.map((field) => [field.name, field] as const))('%s', async (_name, field) => {
    const scalars = scalarArbitraries(pools);
    const connectionParams = fc.oneof(
      fc.constantFrom(...callers).map((caller) => (caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}`, language: 'da' })),
      fc.constantFrom<Record<string, unknown>>({ authorization: 42 }, { authorization: { token: 'x' } }, { authorization: `Bearer ${'x'.repeat(10_000)}` }, { authorization: 'Bearer a.b.c', language: { da: true } }, { language: '\u0000' }),
    );
    const cases = fc.tuple(connectionParams, callsOf(field, scalars, 2)).map(([params, calls]) => {
      const target: Target = { kind: 'query', parent: schema.getSubscriptionType()!, field, wrap: (s) => s };
      const op = operationOf(target, calls, 'anonymous', undefined);
      op.text = op.text.replace(/^query/, 'subscription');
      return { params, payload: { query: op.text, variables: op.variables }, [fc.toStringMethod]: () => `connectionParams: ${abbreviate(params)}\n${describeOperation(op)}` };
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ params, payload, ...printed }) => {
        const problems = await subscribeOnce(params, payload);
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${printed[fc.toStringMethod]()}`);
      }),
      { seed, numRuns: 6, endOnFailure: true },
    );
    await expectAlive();
  });
});

// What the fuzz found, pinned down.
describe('regressions', () => {
  const deepList = literal(deepValues[0]!);

  it('refuses a value nested too deeply for the parser as a parse failure, without the engine’s text', async () => {
    const result = await gw.gql(`{ node(id: ${deepList}) { id } }`, undefined, undefined, { headers: { 'accept-language': 'da' } });
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([{ message: 'Forespørgslen er ugyldig.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }]);
  });

  it('hides enum value suggestions, in literals and in variables', async () => {
    const literal = await gw.gql('{ analyticsRefs { key } monitoringRecords(orderBy: { field: NAM }) { totalCount } }', undefined, tokens.admin);
    const variable = await gw.gql('query ($o: MonitoringRecordOrder) { monitoringRecords(orderBy: $o) { totalCount } }', { o: { field: 'NAM' } }, tokens.admin);
    for (const result of [literal, variable]) {
      expect(result.errors?.[0]?.message).toMatch(/\[Suggestion hidden\]/);
      expect(result.raw).not.toMatch(/Did you mean|"NAME"/);
    }
  });

  it('answers a subscription that does not parse with an error for it alone; the socket stays open', async () => {
    const closeCodes: number[] = [];
    const client = createClient({
      url: gw.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.admin}`, language: 'da' },
      retryAttempts: 0,
      on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
    });
    try {
      const firstAnswer = (query: string) =>
        new Promise<unknown>((resolve) => client.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
      for (const query of ['subscription { viewerChanged { id ', `subscription { viewerChanged(x: ${deepList}) { id } }`, 'subscription { viewerChanged(x: "\\ud800") { id } }']) {
        const [error] = (await firstAnswer(query)) as { message: string; extensions: { code: string } }[];
        expect(error!.extensions.code, query.slice(0, 60)).toBe('GRAPHQL_PARSE_FAILED');
        expect(error!.message).not.toMatch(/Maximum call stack/);
      }
      expect(await firstAnswer('subscription { viewerChanged { id } }')).toMatchObject({ data: { viewerChanged: { id: expect.any(String) } } });
      expect(closeCodes).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
