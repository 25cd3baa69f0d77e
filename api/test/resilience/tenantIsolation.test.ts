import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens.ts';
import { schema } from '../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers/testApp.ts';
import {
  contractProblems,
  endsSession,
  loadKnownValues,
  loadOpenApiOperations,
  loadResourceIds,
  storeResourceFiles,
  type Operation,
  operationUrl,
  parametersFor,
  type ResourceIds,
  sampleValue,
} from './openApiOperations.ts';

/**
 * Every operation of the OpenAPI document × every kind of caller, with the ids of an organisation
 * the restricted callers have nothing to do with: the member belongs to Aarhus only, the
 * technician's service centre serves Aarhus and Silkeborg. Region Nordjylland has every kind of
 * resource an operation takes (devices, records, a service schedule, a member, an API key).
 */
const FOREIGN_ORGANIZATION = 'region-nordjylland';
const HOME_ORGANIZATION = 'aarhus-kommune';

let t: TestApp;
let operations: Operation[];
let foreign: ResourceIds;
/** Real values for the sample bodies, so that a write would change something were it let through. */
let foreignValues: Record<string, unknown>;
/** Ids, names and addresses of the foreign organisation: none may reach a restricted caller. */
let foreignMarkers: string[];
const tokens: Record<'admin' | 'member' | 'technician', string> = { admin: '', member: '', technician: '' };
const emails = { admin: 'admin@example.com', member: 'member@example.com', technician: 'technician@example.com' };

beforeAll(async () => {
  t = await createTestApp();
  operations = await loadOpenApiOperations(t.app);
  [tokens.admin, tokens.member, tokens.technician] = await Promise.all([
    t.login(emails.admin),
    t.login(emails.member),
    t.login(emails.technician),
  ]);
  // The demo data has no API keys: the foreign organisation gets one, so its id can be probed.
  const organizationId = await organizationIdOf(FOREIGN_ORGANIZATION);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/keys`,
    headers: t.auth(tokens.admin),
    payload: { name: 'Foreign gateway' },
  });
  expect(created.statusCode, created.body).toBe(201);
  foreign = await loadResourceIds(t.database.db, FOREIGN_ORGANIZATION);
  await storeResourceFiles(t.app.storage, t.database.db, foreign);
  foreignValues = await loadKnownValues(t.database.db, foreign);
  foreignMarkers = await markersOf(foreign.organization);
});
afterAll(() => t?.close());

async function organizationIdOf(slug: string): Promise<string> {
  const [row] = await t.database.db.select({ id: schema.organizations.id }).from(schema.organizations).where(eq(schema.organizations.slug, slug));
  if (!row) throw new Error(`no organisation ${slug}`);
  return row.id;
}

/** Everything that identifies the organisation's data in an answer. */
async function markersOf(organizationId: string): Promise<string[]> {
  const { db } = t.database;
  const s = schema;
  const [organization] = await db.select().from(s.organizations).where(eq(s.organizations.id, organizationId));
  const devices = await db.select().from(s.devices).where(eq(s.devices.ownerId, organizationId));
  const deviceIds = devices.map((d) => d.id);
  const records = await db.select({ id: s.monitoringRecords.id }).from(s.monitoringRecords).where(inArray(s.monitoringRecords.deviceId, deviceIds));
  const groups = await db.select({ id: s.groups.id }).from(s.groups).where(eq(s.groups.organizationId, organizationId));
  const schedules = await db.select().from(s.serviceSchedules).where(eq(s.serviceSchedules.organizationId, organizationId));
  const keys = await db.select().from(s.apiKeys).where(eq(s.apiKeys.organizationId, organizationId));
  const orders = await db.select({ id: s.serviceOrders.id }).from(s.serviceOrders).where(eq(s.serviceOrders.ownerId, organizationId));
  const orderFiles = orders.length
    ? await db.select({ id: s.attachments.id }).from(s.attachments).where(inArray(s.attachments.serviceOrderId, orders.map((o) => o.id)))
    : [];
  const installations = await db.select({ id: s.installationOrders.id, name: s.installationOrders.name }).from(s.installationOrders).where(eq(s.installationOrders.ownerId, organizationId));
  const contracts = await db.select().from(s.contracts).where(eq(s.contracts.organizationId, organizationId));
  const members = await db
    .select({ id: s.users.id, email: s.users.email })
    .from(s.organizationMembers)
    .innerJoin(s.users, eq(s.users.id, s.organizationMembers.userId))
    .where(eq(s.organizationMembers.organizationId, organizationId));
  return [
    organization!.id,
    organization!.name,
    ...devices.flatMap((d) => [d.id, d.device]),
    ...records.map((r) => r.id),
    ...groups.map((g) => g.id),
    ...schedules.flatMap((x) => [x.id, x.notificationEmail]),
    ...keys.flatMap((k) => [k.id, k.keyPrefix]),
    ...orders.map((o) => o.id),
    ...orderFiles.map((f) => f.id),
    ...installations.flatMap((o) => [o.id, o.name]),
    ...members.flatMap((m) => [m.id, m.email]),
    ...contracts.flatMap((c) => [c.id, c.projectId, c.debitorNumber]),
  ].filter((marker): marker is string => Boolean(marker));
}

/** The foreign organisation's rows that some operation could write, to compare before and after. */
async function foreignRows() {
  const { db } = t.database;
  const s = schema;
  const organizationId = foreign.organization;
  const devices = await db.select().from(s.devices).where(eq(s.devices.ownerId, organizationId));
  return {
    organization: await db.select().from(s.organizations).where(eq(s.organizations.id, organizationId)),
    devices,
    records: await db.select().from(s.monitoringRecords).where(inArray(s.monitoringRecords.deviceId, devices.map((d) => d.id))),
    groups: await db.select().from(s.groups).where(eq(s.groups.organizationId, organizationId)),
    schedules: await db.select().from(s.serviceSchedules).where(eq(s.serviceSchedules.organizationId, organizationId)),
    keys: await db.select().from(s.apiKeys).where(eq(s.apiKeys.organizationId, organizationId)),
    alarms: await db.select().from(s.alarms).where(inArray(s.alarms.deviceId, devices.map((d) => d.id))),
    images: await db.select().from(s.deviceImages).where(inArray(s.deviceImages.deviceId, devices.map((d) => d.id))),
    contractDevices: await db.select().from(s.contractDevices).where(inArray(s.contractDevices.deviceId, devices.map((d) => d.id))),
    contracts: await db.select().from(s.contracts).where(eq(s.contracts.organizationId, organizationId)),
    contractLogs: await db.select().from(s.contractLogs).where(eq(s.contractLogs.organizationId, organizationId)),
    serviceOrders: await db.select().from(s.serviceOrders).where(eq(s.serviceOrders.ownerId, organizationId)),
    serviceOrderFiles: await db
      .select()
      .from(s.attachments)
      .innerJoin(s.serviceOrders, eq(s.serviceOrders.id, s.attachments.serviceOrderId))
      .where(eq(s.serviceOrders.ownerId, organizationId)),
    tasks: await db.select().from(s.tasks).where(inArray(s.tasks.deviceId, devices.map((d) => d.id))),
    installationOrders: await db.select().from(s.installationOrders).where(eq(s.installationOrders.ownerId, organizationId)),
    installationDevices: await db.select().from(s.installationOrderDevices).where(inArray(s.installationOrderDevices.deviceId, devices.map((d) => d.id))),
    members: await db.select().from(s.organizationMembers).where(eq(s.organizationMembers.organizationId, organizationId)),
    memberRoles: await db.select().from(s.userRoles).where(eq(s.userRoles.organizationId, organizationId)),
    groupDevices: await db
      .select({ groupId: s.groupDevices.groupId, deviceId: s.groupDevices.deviceId })
      .from(s.groupDevices)
      .innerJoin(s.groups, eq(s.groups.id, s.groupDevices.groupId))
      .where(eq(s.groups.organizationId, organizationId)),
  };
}

/** A request for the operation that names the foreign organisation's resources wherever it can. */
function foreignRequest(op: Operation) {
  const { pathValues, query } = parametersFor(op, foreign);
  return { method: op.method, url: operationUrl(op, pathValues, query), ...(op.body ? { payload: sampleValue(op.body, '', foreignValues) as object } : {}) };
}

type Role = keyof typeof tokens;

/** Runs the operation with the foreign ids. */
async function callAs(op: Operation, authorization: string | undefined): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...foreignRequest(op), headers: authorization === undefined ? {} : { authorization } });
}
/** The role's bearer header; signing out gets a session of its own, so the role's token lives on. */
const bearerOf = async (op: Operation, role: Role) => `Bearer ${endsSession(op) ? await t.login(emails[role]) : tokens[role]}`;

const leakedMarkers = (response: LightMyRequestResponse) => foreignMarkers.filter((marker) => response.body.includes(marker));

/** Forged or missing credentials: each must be refused like no token at all. */
async function forgedAuthorizations(): Promise<[string, string | undefined][]> {
  const [member] = await t.database.db
    .select({ id: schema.users.id, sessionVersion: schema.users.sessionVersion })
    .from(schema.users)
    .where(eq(schema.users.email, emails.member));
  const now = Math.floor(Date.now() / 1000);
  const otherSecret = await new SignJWT({ sv: member!.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(member!.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 3600)
    .sign(randomBytes(32));
  const unknownUser = (await signAccessToken(t.app.jwtSecret, randomUUID(), 0)).token;
  const expired = (await signAccessToken(t.app.jwtSecret, member!.id, member!.sessionVersion, new Date(Date.now() - 13 * 3_600_000))).token;
  const unsigned = new UnsecuredJWT({ sv: member!.sessionVersion })
    .setSubject(member!.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 3600)
    .encode();
  return [
    ['no token', undefined],
    ['a token signed with another secret', `Bearer ${otherSecret}`],
    ['a token of a user that does not exist', `Bearer ${unknownUser}`],
    ['an expired token', `Bearer ${expired}`],
    ['an unsigned (alg none) token', `Bearer ${unsigned}`],
    ['garbage', 'Bearer not.a-jwt'],
    ['another scheme', `Basic ${Buffer.from('admin@example.com:Demo1234!').toString('base64')}`],
  ];
}

describe('tenant isolation matrix (generated from the OpenAPI document)', () => {
  it('knows how to fill every operation of the document', () => {
    // A new kind of path or query id fails here, naming the operation: add it to the matrix.
    expect(operations.length).toBeGreaterThanOrEqual(45);
    const problems: string[] = [];
    for (const op of operations) {
      try {
        foreignRequest(op);
      } catch (error) {
        problems.push((error as Error).message);
      }
      if (op.security.length === 0 && !/^(GET \/api\/health|POST \/api\/v1\/auth\/(login|password\/\w+))$/.test(op.key)) {
        problems.push(`${op.key} declares no security: a new public operation must be reviewed and added here`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses missing and forged tokens with 401 on every protected operation, without touching data', async () => {
    const before = await foreignRows();
    const failures: string[] = [];
    for (const [caller, authorization] of await forgedAuthorizations()) {
      for (const op of operations) {
        // Refused in onRequest, so even the event stream answers at once.
        const response = await callAs(op, authorization);
        const name = `${op.key} with ${caller}`;
        const leaked = leakedMarkers(response);
        if (leaked.length > 0) failures.push(`${name}: the answer contains foreign data (${leaked.join(', ')})`);
        if (op.security.length === 0) {
          // Public: not refused, but it must keep the contract and say nothing of the organisation.
          failures.push(...contractProblems(response).map((problem) => `${name}: ${problem}`));
          continue;
        }
        if (response.statusCode !== 401) {
          failures.push(`${name}: expected 401, got ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        try {
          expectErrorShape(response.json(), 'UNAUTHENTICATED');
        } catch (error) {
          failures.push(`${name}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await foreignRows()).toEqual(before);
  });

  it.each(['member', 'technician'] as const)(
    "gives the %s nothing of another organisation's data and changes none of it",
    async (role) => {
      const before = await foreignRows();
      const failures: string[] = [];
      for (const op of operations) {
        // A stream the caller may open never ends, so inject would never return: its scoping is
        // decided when it opens (test/events).
        if (op.streams) continue;
        const response = await callAs(op, await bearerOf(op, role));
        const name = `${op.key} as the ${role} with foreign ids`;
        const status = response.statusCode;
        const leaked = leakedMarkers(response);
        if (leaked.length > 0) failures.push(`${name}: ${status} contains foreign data (${leaked.join(', ')})`);
        failures.push(...contractProblems(response).map((problem) => `${name}: ${problem}`));

        if (!op.security.includes('bearerAuth')) {
          // Public operations ignore the token; the API-key one refuses it (the ingest test below).
          if (op.security.length > 0 && status !== 401) failures.push(`${name}: a user token is no API key, expected 401, got ${status}`);
        } else if (op.pathParams.length > 0 && status < 400) {
          failures.push(`${name}: expected 403 or 404 for another organisation's resource, got ${status}`);
        } else if (status === 400 || status === 401) {
          // Refused before any scoping: the matrix would test nothing (an invalid sample, a lost session).
          failures.push(`${name}: ${status} means the matrix request never reached the scoping: ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await foreignRows()).toEqual(before);
    },
  );

  it('lets the platform admin read every foreign id (so the ids are real and the matrix is not vacuous)', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      if (op.method !== 'GET' || op.streams || !op.security.includes('bearerAuth')) continue;
      const response = await callAs(op, await bearerOf(op, 'admin'));
      if (response.statusCode >= 300) failures.push(`${op.key} as the admin: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('ingestion with an organisation API key', () => {
  const ingest = (key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ingest/messages', headers: { 'x-api-key': key }, payload });

  async function keyOf(organizationId: string): Promise<string> {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${organizationId}/keys`,
      headers: t.auth(tokens.admin),
      payload: { name: 'Isolation test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().key as string;
  }

  async function deviceOf(organizationId: string) {
    const [device] = await t.database.db
      .select({ id: schema.devices.id, networkId: schema.devices.device, lastSeenAt: schema.devices.lastSeenAt })
      .from(schema.devices)
      .where(eq(schema.devices.ownerId, organizationId))
      .orderBy(schema.devices.id)
      .limit(1);
    return device!;
  }

  const messagesOf = (deviceId: string) =>
    t.database.db.select({ time: schema.deviceMessages.time }).from(schema.deviceMessages).where(eq(schema.deviceMessages.deviceId, deviceId));

  it("cannot write for another organisation's device, alone or in a batch", async () => {
    const homeId = await organizationIdOf(HOME_ORGANIZATION);
    const [homeKey, foreignKey] = await Promise.all([keyOf(homeId), keyOf(foreign.organization)]);
    const homeDevice = await deviceOf(homeId);
    const foreignDevice = await deviceOf(foreign.organization);
    const time = new Date().toISOString();
    const message = (networkId: string) => ({ device: networkId, time, readings: {} });
    const foreignMessagesBefore = await messagesOf(foreignDevice.id);

    for (const [key, device, owner] of [
      [homeKey, foreignDevice, 'Aarhus key, Nordjylland device'],
      [foreignKey, homeDevice, 'Nordjylland key, Aarhus device'],
    ] as const) {
      const single = await ingest(key, message(device.networkId));
      expect(single.statusCode, owner).toBe(403);
      expectErrorShape(single.json(), 'FORBIDDEN_DEVICE');
      const batch = await ingest(key, { messages: [message(device.networkId)] });
      expect(batch.statusCode, owner).toBe(202);
      expect(batch.json(), owner).toMatchObject({ accepted: 0, failed: [{ index: 0, code: 'FORBIDDEN_DEVICE' }] });
    }
    expect(await messagesOf(foreignDevice.id)).toEqual(foreignMessagesBefore);
    expect((await deviceOf(foreign.organization)).lastSeenAt).toEqual(foreignDevice.lastSeenAt);

    // The same key writes for its own organisation's device: the refusals above are about ownership.
    const own = await ingest(homeKey, message(homeDevice.networkId));
    expect(own.statusCode, own.body).toBe(202);
    expect(own.json()).toEqual({ accepted: 1, failed: [] });
  });

  it('takes no user token in place of a key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/messages',
      headers: t.auth(tokens.admin),
      payload: { device: 'x', time: new Date().toISOString(), readings: {} },
    });
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 'UNAUTHENTICATED');
  });
});
