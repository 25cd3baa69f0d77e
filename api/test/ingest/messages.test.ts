import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers/testApp.ts';

const { apiKeys, deviceMessages, deviceModels, devices, errorCodes, monitoringLogs, monitoringRecordErrors, monitoringRecords, organizations } =
  schema;

interface Fixture {
  id: string;
  device: string;
  units: string[];
  ownerId: string;
  deviceModelId: string;
  networkType: string;
}

let t: TestApp;
let key: string;
let vejle: Fixture[];
let foreign: Fixture;
const url = '/api/v1/ingest/messages';

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.database.db.select().from(organizations).where(eq(organizations.slug, 'vejle-forsyning'));
  const rows = await t.database.db
    .select({
      id: devices.id,
      device: devices.device,
      ownerId: devices.ownerId,
      deviceModelId: devices.deviceModelId,
      dataModel: deviceModels.dataModel,
      networkType: deviceModels.networkType,
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId));
  const fixtures = rows.map((r) => ({ ...r, units: r.dataModel.map((d) => d.unit.slug) }));
  vejle = fixtures.filter((f) => f.ownerId === org!.id);
  // The seed's readings end at the start of the current hour; start these devices two hours back so
  // the tests' "a minute ago" is always newer, whatever the minute of the hour they run in.
  await t.database.db
    .update(devices)
    .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) })
    .where(eq(devices.ownerId, org!.id));
  foreign = fixtures.find((f) => f.ownerId !== org!.id)!;
  expect(vejle.length).toBeGreaterThanOrEqual(2);
  const admin = await t.login('admin@example.com');
  const created = await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${org!.id}/keys`, headers: t.auth(admin), payload: { name: 'test' } });
  key = created.json().key;
});
afterAll(() => t?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const readingsFor = (f: Fixture, value = 1) => Object.fromEntries(f.units.map((u) => [u, value]));
/** `apiKey` null sends no key at all. */
const post = (payload: unknown, apiKey: string | null = key, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...(apiKey ? { 'x-api-key': apiKey } : {}), ...headers }, payload: payload as object });

async function recordOf(deviceId: string) {
  const [record] = await t.database.db.select().from(monitoringRecords).where(eq(monitoringRecords.deviceId, deviceId));
  return record;
}

describe('POST /api/v1/ingest/messages', () => {
  it('stores one message and moves the device forward', async () => {
    const f = vejle[0]!;
    const time = minutesAgo(1);
    const response = await post({ device: f.device, time, readings: readingsFor(f, 12.5), signalStrength: -90, rssi: -90 });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1, failed: [] });
    const [stored] = await t.database.db
      .select()
      .from(deviceMessages)
      .where(and(eq(deviceMessages.deviceId, f.id), eq(deviceMessages.time, new Date(time))));
    expect(stored!.data).toEqual(readingsFor(f, 12.5));
    const [device] = await t.database.db.select().from(devices).where(eq(devices.id, f.id));
    expect(device!.lastSeenAt?.toISOString()).toBe(time);
    expect(device!.latestMessage).toEqual({ time, data: readingsFor(f, 12.5), signalStrength: -90, rssi: -90, rsrq: null });
    const [apiKey] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.keyPrefix, key.slice(0, 11)));
    expect(apiKey!.lastUsedAt).not.toBeNull();
  });

  it('keeps the good messages of a batch and reports the others by index', async () => {
    const [a, b] = vejle;
    const response = await post({
      messages: [
        { device: a!.device, time: minutesAgo(2), readings: readingsFor(a!) },
        { device: 'no-such-device', time: minutesAgo(2), readings: {} },
        { device: foreign.device, time: minutesAgo(2), readings: readingsFor(foreign) },
        { device: b!.device, time: minutesAgo(2), readings: { not_a_unit: 1 } },
        { device: b!.device, time: 'yesterday', readings: {} },
        { device: b!.device, time: minutesAgo(2), readings: {}, errorCode: 'no_such_code' },
        { device: b!.device, time: minutesAgo(2), readings: { [b!.units[0]!]: 'high' } },
        { device: b!.device, time: minutesAgo(3), readings: readingsFor(b!) },
      ],
    });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.accepted).toBe(2);
    expect(body.failed.map((f: { index: number; code: string }) => [f.index, f.code])).toEqual([
      [1, 'UNKNOWN_DEVICE'],
      [2, 'FORBIDDEN_DEVICE'],
      [3, 'UNKNOWN_UNIT'],
      [4, 'INVALID_MESSAGE'],
      [5, 'UNKNOWN_ERROR_CODE'],
      [6, 'INVALID_MESSAGE'],
    ]);
    expect(body.failed[0].message).toContain('no-such-device');
    expect(body.failed[2].message).toContain('not_a_unit');
    expect(body.failed[3].message).toMatch(/^The message is invalid: time: /);
  });

  it('keeps the good message of a batch whose other items the database could not store, and names each bad one', async () => {
    const [a, b] = vejle;
    const good = { device: a!.device, time: minutesAgo(4), readings: readingsFor(a!, 7) };
    // Written as JSON text: a lone surrogate cannot survive JSON.stringify of a JS string unescaped.
    const raw = JSON.stringify({
      messages: [
        good,
        { device: 'a\u0000b', time: minutesAgo(4), readings: {} },
        { device: b!.device, time: minutesAgo(4), readings: readingsFor(b!), rssi: 1e308 },
        { device: b!.device, time: '0000-01-01T00:00:00Z', readings: readingsFor(b!) },
        { device: b!.device, time: minutesAgo(4), readings: { [b!.units[0]!]: 1e300 } },
        { device: b!.device, time: minutesAgo(4), readings: {}, errorCode: 'LONE' },
      ],
    }).replace('"LONE"', '"\\ud800"');
    const response = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: raw });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.accepted).toBe(1);
    expect(body.failed.map((f: { index: number; code: string }) => [f.index, f.code])).toEqual([
      [1, 'INVALID_MESSAGE'],
      [2, 'INVALID_MESSAGE'],
      [3, 'INVALID_MESSAGE'],
      [4, 'INVALID_MESSAGE'],
      [5, 'INVALID_MESSAGE'],
    ]);
    expect(body.failed[0].message).toMatch(/device: .*cannot be stored/);
    expect(body.failed[1].message).toMatch(/rssi/);
    expect(body.failed[2].message).toMatch(/time: .*2000/);
    expect(body.failed[4].message).toMatch(/errorCode: .*cannot be stored/);
    // The good one is stored.
    const stored = await t.database.db
      .select()
      .from(schema.deviceMessages)
      .where(and(eq(schema.deviceMessages.deviceId, a!.id), eq(schema.deviceMessages.time, new Date(good.time))));
    expect(stored.map((m) => m.data)).toEqual([readingsFor(a!, 7)]);

    // Sent alone, each bad message is the request's 400, naming its field.
    const single = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ device: 'a\u0000b', time: minutesAgo(1), readings: {} }) });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'device' }] });
  });

  it('words item failures in the caller language', async () => {
    const response = await post({ messages: [{ device: 'nope', time: minutesAgo(1), readings: {} }] }, key, { 'accept-language': 'da' });
    expect(response.json().failed[0].message).toBe('Ingen enhed har netværks-id nope.');
  });

  it('answers a failing single message with a 4xx', async () => {
    const unknown = await post({ device: 'no-such-device', time: minutesAgo(1), readings: {} });
    expect(unknown.statusCode).toBe(404);
    expectErrorShape(unknown.json(), 'UNKNOWN_DEVICE');
    const other = await post({ device: foreign.device, time: minutesAgo(1), readings: {} });
    expect(other.statusCode).toBe(403);
    expectErrorShape(other.json(), 'FORBIDDEN_DEVICE');
    const unit = await post({ device: vejle[0]!.device, time: minutesAgo(1), readings: { bogus: 1 } });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fields).toEqual([{ field: 'readings', message: expect.stringContaining('bogus') }]);
  });

  it('refuses a bad body with 400', async () => {
    for (const payload of [
      { messages: [] },
      { messages: 'x' },
      { messages: Array.from({ length: 1001 }, () => ({})) },
      { device: vejle[0]!.device, readings: {} },
      { device: vejle[0]!.device, time: minutesAgo(1), readings: { a: 1 }, extra: true },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
  });

  it('refuses a missing, malformed, unknown or revoked key with 401', async () => {
    const message = { device: vejle[0]!.device, time: minutesAgo(1), readings: {} };
    const unknownKey = `fs_00000000_${'A'.repeat(43)}`;
    for (const apiKey of [null, 'garbage', unknownKey]) {
      const response = await post(message, apiKey);
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'UNAUTHENTICATED');
    }
    const admin = await t.login('admin@example.com');
    const orgId = vejle[0]!.ownerId;
    const temp = (await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${orgId}/keys`, headers: t.auth(admin), payload: { name: 'temp' } })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/v1/organizations/${orgId}/keys/${temp._id}`, headers: t.auth(admin) });
    expect((await post(message, temp.key)).statusCode).toBe(401);
  });

  it('treats a repeated (device, time) as done: accepted, stored once, errors counted once', async () => {
    const f = vejle[1]!;
    const message = { device: f.device, time: minutesAgo(10), readings: readingsFor(f, 3), errorCode: 'tamper' };
    const before = await errorCount(f.id, 'tamper');
    expect((await post(message)).json()).toEqual({ accepted: 1, failed: [] });
    expect((await post({ messages: [message, message] })).json()).toEqual({ accepted: 2, failed: [] });
    const rows = await t.database.db
      .select()
      .from(deviceMessages)
      .where(and(eq(deviceMessages.deviceId, f.id), eq(deviceMessages.time, new Date(message.time))));
    expect(rows).toHaveLength(1);
    expect(await errorCount(f.id, 'tamper')).toBe(before + 1);
  });

  it('moves latestMessage only forwards', async () => {
    const f = vejle[0]!;
    const newer = minutesAgo(0.5);
    const first = await post({ device: f.device, time: newer, readings: readingsFor(f, 7) });
    expect(first.json()).toEqual({ accepted: 1, failed: [] });
    const older = await post({ device: f.device, time: minutesAgo(30), readings: readingsFor(f, 99) });
    expect(older.statusCode).toBe(202);
    const [device] = await t.database.db.select().from(devices).where(eq(devices.id, f.id));
    expect(device!.lastSeenAt?.toISOString()).toBe(newer);
    expect(device!.latestMessage?.data).toEqual(readingsFor(f, 7));
  });

  it('publishes device.changed for a device whose latest message moved, and not for an older message', async () => {
    const f = vejle[1]!;
    const notifications: string[] = [];
    const unlisten = await t.database.listen('app_events', (payload) => notifications.push(payload));
    const changedOf = () => notifications.map((n) => JSON.parse(n)).filter((e) => e.type === 'device.changed' && e.data.deviceIds.includes(f.id));
    try {
      await post({ device: f.device, time: minutesAgo(0.2), readings: readingsFor(f, 3) });
      await expect.poll(changedOf).toEqual([
        { id: expect.any(String), type: 'device.changed', data: { kind: 'UPDATED', orgId: f.ownerId, deviceIds: [f.id] }, audience: { deviceReadersOf: [f.ownerId] } },
      ]);
      // An older message stores its reading but moves nothing: no event; the next newer one is the second.
      await post({ device: f.device, time: minutesAgo(40), readings: readingsFor(f, 4) });
      await post({ device: f.device, time: minutesAgo(0.15), readings: readingsFor(f, 5) });
      await expect.poll(() => changedOf().length).toBe(2);
    } finally {
      await unlisten();
    }
  });

  it('records a reported error (count, latest time, log) and publishes monitoring.changed', async () => {
    const f = vejle[0]!;
    const notifications: string[] = [];
    const unlisten = await t.database.listen('app_events', (payload) => notifications.push(payload));
    try {
      const before = await errorCount(f.id, 'low_battery');
      const time = minutesAgo(0.25);
      const response = await post({ device: f.device, time, readings: readingsFor(f, 2), errorCode: 'low_battery' });
      expect(response.json()).toEqual({ accepted: 1, failed: [] });

      const record = (await recordOf(f.id))!;
      expect(record.latestErrorOccurredAt?.toISOString()).toBe(time);
      expect(await errorCount(f.id, 'low_battery')).toBe(before + 1);
      const logs = await t.database.db
        .select()
        .from(monitoringLogs)
        .where(and(eq(monitoringLogs.monitoringRecordId, record.id), eq(monitoringLogs.occurredAt, new Date(time))));
      expect(logs).toEqual([
        expect.objectContaining({ ownerId: f.ownerId, deviceModelId: f.deviceModelId, networkType: f.networkType, deviceId: f.id }),
      ]);
      // Each notification carries an id of its own, which every event stream names it by.
      await expect.poll(() => notifications.map((n) => JSON.parse(n))).toContainEqual({
        id: expect.any(String),
        type: 'monitoring.changed',
        recordId: record.id,
        orgId: f.ownerId,
        kind: 'ERROR',
      });
    } finally {
      await unlisten();
    }
  });

  it('ends a heartbeat silence when the device speaks again', async () => {
    const f = vejle[1]!;
    const record = await recordOf(f.id);
    if (!record) return; // every installed seed device has one; in-stock ones get one on their first error
    await t.database.db.update(monitoringRecords).set({ heartbeatNotifiedAt: new Date() }).where(eq(monitoringRecords.id, record.id));
    await post({ device: f.device, time: minutesAgo(0.1), readings: readingsFor(f) });
    expect((await recordOf(f.id))!.heartbeatNotifiedAt).toBeNull();
  });

  it('limits requests per key', async () => {
    const limited = await createLimitedApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ method: 'POST', url, headers: { 'x-api-key': `fs_00000000_${'B'.repeat(43)}` }, payload: {} })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

async function createLimitedApp() {
  return createTestApp({ seed: false, config: { ingestRateLimitPerMinute: 3 } });
}

async function errorCount(deviceId: string, slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ count: monitoringRecordErrors.count })
    .from(monitoringRecordErrors)
    .innerJoin(monitoringRecords, eq(monitoringRecords.id, monitoringRecordErrors.monitoringRecordId))
    .innerJoin(errorCodes, eq(errorCodes.id, monitoringRecordErrors.errorCodeId))
    .where(and(eq(monitoringRecords.deviceId, deviceId), eq(errorCodes.slug, slug)));
  return row?.count ?? 0;
}
