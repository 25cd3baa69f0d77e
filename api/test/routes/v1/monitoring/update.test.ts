import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_EVENTS_CHANNEL } from '../../../../src/events/AppEvent.ts';
import { schema } from '../../../../src/db/client.ts';
import { NOTES_MAX_LENGTH } from '../../../../src/monitoring/updateMonitoringRecordSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'orgAdmin', string> = {} as never;
const ref: Record<string, string> = {};
/** Records owned by Vejle (Sofie is its org admin) and by Aarhus (the member's organisation). */
let vejleRecord: string;
let aarhusRecord: string;
const notifications: Record<string, unknown>[] = [];
let unlisten: () => Promise<void>;

const patch = (id: string, payload: unknown, token = tokens.orgAdmin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/monitoring/${id}`, payload: payload as object, headers: { ...t.auth(token), ...headers } });

async function recordOf(orgSlug: string): Promise<string> {
  const rows = await t.database.db.execute<{ id: string }>(sql`
    select mr.id from monitoring_records mr join devices d on d.id = mr.device_id join organizations o on o.id = d.owner_id
    where o.slug = ${orgSlug} order by mr.id limit 1`);
  return rows.rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.orgAdmin = await t.login('sofie.jensen@example.com');
  for (const row of await t.database.db.select().from(schema.statusCodes)) ref[row.slug] = row.id;
  vejleRecord = await recordOf('vejle-forsyning');
  aarhusRecord = await recordOf('aarhus-kommune');
  unlisten = await t.database.listen(APP_EVENTS_CHANNEL, (payload) => notifications.push(JSON.parse(payload)));
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
});

async function waitForNotification(match: (n: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 50; i++) {
    const found = notifications.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no matching notification in ${JSON.stringify(notifications)}`);
}

describe('PATCH /api/v1/monitoring/{id}', () => {
  it('changes the status, answers the record, audits it and publishes monitoring.changed STATUS', async () => {
    const response = await patch(vejleRecord, { status: ref.acknowledged });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({ _id: vejleRecord, status: { _id: ref.acknowledged, slug: 'acknowledged', color: 'warning' } });
    const [stored] = await t.database.db.select().from(schema.monitoringRecords).where(eq(schema.monitoringRecords.id, vejleRecord));
    expect(stored!.statusCodeId).toBe(ref.acknowledged);
    expect(stored!.updatedAt.toISOString()).toBe(record.updatedAt);
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subject, 'Monitoring'), eq(schema.auditLog.subjectId, vejleRecord)))
      .orderBy(desc(schema.auditLog.id));
    expect(audit).toMatchObject({ action: 'monitoring.update', changes: { status: { to: ref.acknowledged } } });
    const notification = await waitForNotification((n) => n.recordId === vejleRecord && n.kind === 'STATUS');
    expect(notification).toMatchObject({ type: 'monitoring.changed', orgId: record.org._id });
  });

  it('trims notes, clears them with an empty string and publishes NOTES', async () => {
    const trimmed = await patch(vejleRecord, { notes: '  Tekniker kontaktet  ' });
    expect(trimmed.json().notes).toBe('Tekniker kontaktet');
    await waitForNotification((n) => n.recordId === vejleRecord && n.kind === 'NOTES');
    const cleared = await patch(vejleRecord, { notes: '   ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().notes).toBeNull();
    expect(cleared.json().status.slug).toBe('acknowledged');
  });

  it('answers 400 for a status that does not exist, a non-id, too long notes or unknown fields', async () => {
    const unknown = await patch(vejleRecord, { status: '00000000-0000-4000-8000-000000000000' }, tokens.orgAdmin, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(400);
    expectErrorShape(unknown.json(), 'VALIDATION_FAILED');
    expect(unknown.json().fields).toEqual([{ field: 'status', message: 'The status does not exist.' }]);
    const danish = await patch(vejleRecord, { status: '00000000-0000-4000-8000-000000000000' }, tokens.orgAdmin, { 'accept-language': 'da' });
    expect(danish.json().fields[0].message).toBe('Statussen findes ikke.');
    expect((await patch(vejleRecord, { status: 'active' })).json().fields[0].field).toBe('status');
    expect((await patch(vejleRecord, { notes: 'x'.repeat(2001) })).json().fields[0].field).toBe('notes');
    expect((await patch(vejleRecord, { colour: 'red' })).statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(schema.monitoringRecords).where(eq(schema.monitoringRecords.id, vejleRecord));
    expect(stored!.statusCodeId).toBe(ref.acknowledged);
  });

  it('refuses notes over the limit with 400 naming the field and the limit in the caller\'s language, keeping the old notes', async () => {
    await patch(vejleRecord, { notes: 'Før' });
    const exact = await patch(vejleRecord, { notes: 'x'.repeat(NOTES_MAX_LENGTH) });
    expect(exact.statusCode).toBe(200);
    for (const [language, message] of [
      ['en', `Must be at most ${NOTES_MAX_LENGTH} characters.`],
      ['da', `Må højst være ${NOTES_MAX_LENGTH} tegn.`],
    ] as const) {
      const refused = await patch(vejleRecord, { notes: 'y'.repeat(2500) }, tokens.orgAdmin, { 'accept-language': language });
      expect(refused.statusCode).toBe(400);
      expectErrorShape(refused.json(), 'VALIDATION_FAILED');
      expect(refused.json().fields).toEqual([{ field: 'notes', message }]);
    }
    // The limit counts the trimmed text.
    expect((await patch(vejleRecord, { notes: `  ${'z'.repeat(NOTES_MAX_LENGTH)}  ` })).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(schema.monitoringRecords).where(eq(schema.monitoringRecords.id, vejleRecord));
    expect(stored!.notes).toBe('z'.repeat(NOTES_MAX_LENGTH));
  });

  it('forbids a member who may only read, and hides records of other organisations', async () => {
    const readOnly = await patch(aarhusRecord, { status: ref.resolved }, tokens.member);
    expect(readOnly.statusCode).toBe(403);
    expectErrorShape(readOnly.json(), 'FORBIDDEN');
    const foreign = await patch(aarhusRecord, { status: ref.resolved }, tokens.orgAdmin);
    expect(foreign.statusCode).toBe(404);
    expect((await patch('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(404);
    const admin = await patch(aarhusRecord, { status: ref.resolved, notes: 'Løst' }, tokens.admin);
    expect(admin.json()).toMatchObject({ status: { slug: 'resolved' }, notes: 'Løst' });
  });
});

describe('GET /api/v1/monitoring/{id}/logs', () => {
  let recordId: string;
  let logs: { id: string; occurredAt: Date }[];
  beforeAll(async () => {
    // Give one record a known log of 25 entries an hour apart.
    recordId = await recordOf('vejle-forsyning');
    const [record] = await t.database.db.select().from(schema.monitoringRecords).where(eq(schema.monitoringRecords.id, recordId));
    const [error] = await t.database.db.select().from(schema.errorCodes).where(eq(schema.errorCodes.slug, 'low_battery'));
    await t.database.db.delete(schema.monitoringLogs).where(eq(schema.monitoringLogs.monitoringRecordId, recordId));
    const base = Date.parse('2026-01-10T00:00:00Z');
    const [device] = await t.database.db.select().from(schema.devices).where(eq(schema.devices.id, record!.deviceId));
    await t.database.db.insert(schema.monitoringLogs).values(
      Array.from({ length: 25 }, (_, i) => ({
        monitoringRecordId: recordId,
        deviceId: record!.deviceId,
        ownerId: device!.ownerId,
        deviceModelId: device!.deviceModelId,
        errorCodeId: error!.id,
        networkType: 'nbiot',
        occurredAt: new Date(base + i * 3600_000),
      })),
    );
    logs = await t.database.db
      .select({ id: schema.monitoringLogs.id, occurredAt: schema.monitoringLogs.occurredAt })
      .from(schema.monitoringLogs)
      .where(eq(schema.monitoringLogs.monitoringRecordId, recordId))
      .orderBy(desc(schema.monitoringLogs.occurredAt), asc(schema.monitoringLogs.id));
  });
  const getLogs = (query: string, token = tokens.orgAdmin) =>
    t.app.inject({ url: `/api/v1/monitoring/${recordId}/logs?${query}`, headers: t.auth(token) });

  it('pages the log newest first, 10 by default, with owner, model, error code and network', async () => {
    const body = (await getLogs('')).json();
    expect(body).toMatchObject({ page: 1, perPage: 10, total: 25, lastPage: 3 });
    expect(body.data.map((l: { _id: string }) => l._id)).toEqual(logs.slice(0, 10).map((l) => l.id));
    expect(body.data[0]).toEqual({
      _id: logs[0]!.id,
      owner: 'Vejle Forsyning',
      deviceModel: expect.any(String),
      errorCode: { _id: expect.any(String), name: 'Low battery', slug: 'low_battery' },
      networkType: 'nbiot',
      occurredAt: '2026-01-11T00:00:00.000Z',
    });
    const third = (await getLogs('page=3')).json();
    expect(third.data.map((l: { _id: string }) => l._id)).toEqual(logs.slice(20).map((l) => l.id));
  });

  it('keeps to the fromUtc..toUtc range (inclusive)', async () => {
    const body = (await getLogs('fromUtc=2026-01-10T05:00:00Z&toUtc=2026-01-10T14:00:00.000Z&perPage=5&page=2')).json();
    expect(body).toMatchObject({ total: 10, lastPage: 2, perPage: 5 });
    expect(body.data.map((l: { occurredAt: string }) => l.occurredAt)).toEqual([
      '2026-01-10T09:00:00.000Z', '2026-01-10T08:00:00.000Z', '2026-01-10T07:00:00.000Z', '2026-01-10T06:00:00.000Z', '2026-01-10T05:00:00.000Z',
    ]);
    const bad = await getLogs('fromUtc=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('fromUtc');
  });

  it('is scoped like the record', async () => {
    expect((await getLogs('', tokens.member)).statusCode).toBe(404);
    expect((await getLogs('', tokens.admin)).json().total).toBe(25);
  });
});
