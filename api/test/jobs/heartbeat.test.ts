import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { schema } from '../../src/db/client.ts';
import { HEARTBEAT_LOCK_KEY, runHeartbeat } from '../../src/jobs/heartbeat.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const { devices, errorCodes, monitoringLogs, monitoringRecordErrors, monitoringRecords, organizations } = schema;
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let db: Db;
let key: string;
let device: { id: string; device: string; recordId: string; ownerId: string };

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, 'vejle-forsyning'));
  const [row] = await db
    .select({ id: devices.id, device: devices.device, recordId: monitoringRecords.id, ownerId: devices.ownerId })
    .from(devices)
    .innerJoin(monitoringRecords, eq(monitoringRecords.deviceId, devices.id))
    .where(and(eq(devices.ownerId, org!.id), eq(devices.lifecycle, 'installed')))
    .limit(1);
  device = row!;
  const admin = await t.login('admin@example.com');
  key = (
    await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${org!.id}/keys`, headers: t.auth(admin), payload: { name: 'hb' } })
  ).json().key;
  // Start from a fleet where every silence is already notified, so runs only see what a test does.
  await runHeartbeat(db);
});
afterAll(() => t?.close());

async function state() {
  const [record] = await db.select().from(monitoringRecords).where(eq(monitoringRecords.id, device.recordId));
  const [errors] = await db
    .select({ count: monitoringRecordErrors.count, latest: monitoringRecordErrors.latestOccurredAt })
    .from(monitoringRecordErrors)
    .innerJoin(errorCodes, eq(errorCodes.id, monitoringRecordErrors.errorCodeId))
    .where(and(eq(monitoringRecordErrors.monitoringRecordId, device.recordId), eq(errorCodes.slug, 'heartbeat')));
  const logs = await db
    .select({ occurredAt: monitoringLogs.occurredAt, ownerId: monitoringLogs.ownerId, networkType: monitoringLogs.networkType })
    .from(monitoringLogs)
    .innerJoin(errorCodes, eq(errorCodes.id, monitoringLogs.errorCodeId))
    .where(and(eq(monitoringLogs.monitoringRecordId, device.recordId), eq(errorCodes.slug, 'heartbeat')));
  return { record: record!, count: errors?.count ?? 0, logs };
}

const silence = (lastSeen: Date) =>
  db.update(devices).set({ lastSeenAt: lastSeen }).where(eq(devices.id, device.id));

describe('runHeartbeat', () => {
  it('marks a device silent for 24 hours once per silence, and publishes HEARTBEAT', async () => {
    const now = new Date();
    const lastSeen = new Date(now.getTime() - 25 * HOUR);
    await silence(lastSeen);
    await db.update(monitoringRecords).set({ heartbeatNotifiedAt: null }).where(eq(monitoringRecords.id, device.recordId));
    const before = await state();

    const notifications: string[] = [];
    const unlisten = await t.database.listen('app_events', (p) => notifications.push(p));
    try {
      const run = await runHeartbeat(db, now);
      expect(run.ran).toBe(true);
      expect(run.recordIds).toContain(device.recordId);
      const after = await state();
      const missedAt = new Date(lastSeen.getTime() + 24 * HOUR);
      expect(after.count).toBe(before.count + 1);
      expect(after.logs).toHaveLength(before.logs.length + 1);
      expect(after.logs).toContainEqual(expect.objectContaining({ occurredAt: missedAt, ownerId: device.ownerId }));
      expect(after.record.heartbeatNotifiedAt?.getTime()).toBe(now.getTime());
      expect(after.record.latestErrorOccurredAt!.getTime()).toBeGreaterThanOrEqual(missedAt.getTime());

      await vi.waitFor(() => expect(notifications.length).toBeGreaterThan(0));
      const changes = notifications.map((n) => JSON.parse(n)).flatMap((n) => (n.records ? n.records.map(([recordId]: string[]) => ({ recordId, kind: n.kind })) : [n]));
      expect(changes).toContainEqual(expect.objectContaining({ recordId: device.recordId, kind: 'HEARTBEAT' }));

      // Still silent an hour later: already notified, not again.
      const again = await runHeartbeat(db, new Date(now.getTime() + HOUR));
      expect(again.recordIds).not.toContain(device.recordId);
      expect((await state()).count).toBe(after.count);
    } finally {
      await unlisten();
    }
  });

  it('marks again only after the device spoke and went silent again', async () => {
    const spokeAt = new Date(Date.now() - 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/messages',
      headers: { 'x-api-key': key },
      payload: { device: device.device, time: spokeAt.toISOString(), readings: {} },
    });
    expect(response.statusCode).toBe(202);
    expect((await state()).record.heartbeatNotifiedAt).toBeNull();
    const before = await state();

    expect((await runHeartbeat(db, new Date(spokeAt.getTime() + 23 * HOUR))).recordIds).not.toContain(device.recordId);
    const later = new Date(spokeAt.getTime() + 25 * HOUR);
    expect((await runHeartbeat(db, later)).recordIds).toContain(device.recordId);
    expect((await state()).count).toBe(before.count + 1);
  });

  it('takes a transaction-scoped advisory lock, so one instance runs it at a time', async () => {
    if (t.database.kind === 'postgres') {
      // A second connection holds the lock, as a concurrent run on another instance would.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${HEARTBEAT_LOCK_KEY})`);
        expect(await runHeartbeat(db)).toEqual({ ran: false, recordIds: [] });
      });
      expect((await runHeartbeat(db)).ran).toBe(true);
      return;
    }
    // PGlite has a single connection: nothing can run beside us, so check the lock is taken.
    const dialect = new PgDialect();
    const statements: string[] = [];
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((run: (tx: Db) => Promise<unknown>) =>
      transaction(async (tx) => {
        const execute = tx.execute.bind(tx);
        tx.execute = ((query: SQL) => {
          statements.push(dialect.sqlToQuery(query).sql);
          return execute(query);
        }) as typeof tx.execute;
        return run(tx as unknown as Db);
      })) as never);
    try {
      expect((await runHeartbeat(db)).ran).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(statements[0]).toMatch(/pg_try_advisory_xact_lock/);
  });
});
