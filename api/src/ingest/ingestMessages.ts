import { sql } from 'drizzle-orm';
import { wakeAlarmEvaluation } from '../alarms/wakeAlarmEvaluation.ts';
import { checkServiceSchedules } from '../analytics/schedules/checkServiceSchedules.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Db } from '../db/client.ts';
import type { DataModelEntry, LatestMessage } from '../db/schema/index.ts';
import type { MonitoringChange } from '../events/monitoringChanged.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import { publishMonitoringChanged } from '../events/publishMonitoringChanged.ts';
import type { Language } from '../i18n/Language.ts';
import { toLocalizableIssue } from '../i18n/LocalizableIssue.ts';
import type { Message } from '../i18n/Message.ts';
import type { MessageId, MessageParams } from '../i18n/messages.ts';
import { translate } from '../i18n/translate.ts';
import { fieldErrorOf } from '../i18n/validationMessages.ts';
import { findUnstorableText } from '../validation/findUnstorableText.ts';
import { type IngestItemFailureCode, type IngestMessage, ingestMessageSchema } from './ingestMessageSchema.ts';

/** A device clock this far ahead is wrong, and would pin `lastSeenAt` in the future. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

// A type, not an interface: `execute<T>` wants an index-signature-compatible row type.
type DeviceRow = {
  id: string;
  device: string;
  ownerId: string;
  deviceModelId: string;
  dataModel: DataModelEntry[] | null;
  networkType: string;
};

interface AcceptedItem {
  device: DeviceRow;
  time: Date;
  message: IngestMessage;
  errorCodeId: string | null;
}

export interface IngestFailure {
  index: number;
  code: IngestItemFailureCode;
  /** Worded per request by the caller (a batch lists it, a single message answers with it). */
  message: Message;
}

export interface IngestOutcome {
  accepted: number;
  failed: IngestFailure[];
}

export interface IngestOptions {
  /** The API key's organisation: only its devices may report through it. */
  organizationId: string;
  /** What the API key is narrowed to within its organisation: one group's devices, one network's. */
  keyScope?: { groupId: string | null; network: string | null };
  /** The language of validation details inside failure messages. */
  language: Language;
  now?: Date;
  /** Sends service-schedule e-mails for devices the batch brought to their target. */
  mailer?: Mailer;
  /**
   * More writes that belong with the batch (an MQTT uplink's applied configuration): run in the
   * transaction that stores the messages, also when every message was a repeat, so a reader never
   * sees the reading without them and a crash keeps both or neither.
   */
  alsoInTransaction?: (tx: Db) => Promise<void>;
}

/**
 * Stores a request's messages for one organisation: validates each one on its own (shape,
 * device, owner, units, error code), then writes every good one in one transaction with
 * set-based statements — the time series (a repeated (device, time) changes nothing), each
 * device's `lastSeenAt` / `latestMessage` (only forwards), the end of a heartbeat silence, and
 * the reported errors (counts, latest time, log rows), publishing `monitoring.changed` (ERROR)
 * per record on commit.
 */
export async function ingestMessages(db: Db, items: unknown[], opts: IngestOptions): Promise<IngestOutcome> {
  const now = opts.now ?? new Date();
  const failed: IngestFailure[] = [];
  const fail = (index: number, code: IngestItemFailureCode, id: MessageId, params?: MessageParams) =>
    failed.push({ index, code, message: { id, params } });

  const parsed: { index: number; message: IngestMessage }[] = [];
  items.forEach((item, index) => {
    const unstorable = findUnstorableText(item);
    if (unstorable) {
      fail(index, 'INVALID_MESSAGE', 'ingest.invalidMessage', {
        details: `${unstorable.join('.')}: ${translate(opts.language, 'validation.unstorableText')}`,
      });
      return;
    }
    const result = ingestMessageSchema.safeParse(item, { reportInput: true });
    if (!result.success) {
      const details = result.error.issues
        .slice(0, 3)
        .map((issue) => {
          const { field, message } = fieldErrorOf(toLocalizableIssue(issue), 'message');
          return `${field}: ${translate(opts.language, message.id, message.params)}`;
        })
        .join('; ');
      fail(index, 'INVALID_MESSAGE', 'ingest.invalidMessage', { details });
      return;
    }
    if (Date.parse(result.data.time) > now.getTime() + MAX_CLOCK_SKEW_MS) {
      fail(index, 'INVALID_MESSAGE', 'ingest.invalidMessage', { details: `time: ${translate(opts.language, 'ingest.timeInFuture')}` });
      return;
    }
    parsed.push({ index, message: result.data });
  });

  const networkIds = [...new Set(parsed.map((p) => p.message.device))];
  const errorSlugs = [...new Set(parsed.flatMap((p) => (p.message.errorCode ? [p.message.errorCode] : [])))];
  const [devices, errorCodes] = await Promise.all([loadDevices(db, networkIds), loadErrorCodes(db, errorSlugs)]);
  const keyGroup = opts.keyScope?.groupId ? await loadGroupMembers(db, opts.keyScope.groupId, [...devices.values()].map((d) => d.id)) : undefined;

  const accepted: AcceptedItem[] = [];
  for (const { index, message } of parsed) {
    const device = devices.get(message.device);
    if (!device) {
      fail(index, 'UNKNOWN_DEVICE', 'ingest.unknownDevice', { device: message.device });
      continue;
    }
    if (device.ownerId !== opts.organizationId) {
      fail(index, 'FORBIDDEN_DEVICE', 'ingest.forbiddenDevice', { device: message.device });
      continue;
    }
    const keyNetwork = opts.keyScope?.network;
    if (keyNetwork && device.networkType !== keyNetwork) {
      fail(index, 'FORBIDDEN_DEVICE', 'ingest.deviceOutsideKeyNetwork', { device: message.device, network: keyNetwork, actual: device.networkType });
      continue;
    }
    if (keyGroup && !keyGroup.deviceIds.has(device.id)) {
      fail(index, 'FORBIDDEN_DEVICE', 'ingest.deviceOutsideKeyGroup', { device: message.device, group: keyGroup.name });
      continue;
    }
    const units = new Set((device.dataModel ?? []).map((entry) => entry.unit.slug));
    const unknownUnits = Object.keys(message.readings).filter((slug) => !units.has(slug));
    if (unknownUnits.length > 0) {
      fail(index, 'UNKNOWN_UNIT', 'ingest.unknownUnits', { units: unknownUnits.join(', ') });
      continue;
    }
    let errorCodeId: string | null = null;
    if (message.errorCode) {
      errorCodeId = errorCodes.get(message.errorCode) ?? null;
      if (!errorCodeId) {
        fail(index, 'UNKNOWN_ERROR_CODE', 'ingest.unknownErrorCode', { errorCode: message.errorCode });
        continue;
      }
    }
    accepted.push({ device, time: new Date(message.time), message, errorCodeId });
  }

  if (accepted.length > 0) await store(db, accepted, opts.alsoInTransaction);
  // Service schedules whose target the new readings reached send their e-mail now; a failed send is
  // retried by the next check (ingest or a schedule read), so it never fails the stored batch.
  if (accepted.length > 0 && opts.mailer) await checkServiceSchedules(db, opts.mailer, [...new Set(accepted.map((a) => a.device.id))]).catch(() => undefined);
  failed.sort((a, b) => a.index - b.index);
  return { accepted: accepted.length, failed };
}

async function loadDevices(db: Db, networkIds: string[]): Promise<Map<string, DeviceRow>> {
  if (networkIds.length === 0) return new Map();
  const { rows } = await db.execute<DeviceRow>(sql`
    select d.id, d.device, d.owner_id as "ownerId", d.device_model_id as "deviceModelId",
           m.data_model as "dataModel", m.network_type as "networkType"
    from devices d join device_models m on m.id = d.device_model_id
    where d.device = any(${sql.param(networkIds)}::text[]) and d.deleted_at is null`);
  return new Map(rows.map((row) => [row.device, row]));
}

/** The group's name and which of these devices are in it (one statement). */
async function loadGroupMembers(db: Db, groupId: string, deviceIds: string[]): Promise<{ name: string; deviceIds: Set<string> }> {
  const { rows } = await db.execute<{ name: string; device_id: string | null }>(sql`
    select g.name, gd.device_id from groups g
    left join group_devices gd on gd.group_id = g.id and gd.device_id = any(${sql.param(deviceIds)}::uuid[])
    where g.id = ${groupId}`);
  return { name: rows[0]?.name ?? '', deviceIds: new Set(rows.flatMap((row) => (row.device_id ? [row.device_id] : []))) };
}

async function loadErrorCodes(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; slug: string }>(
    sql`select id, slug from error_codes where slug = any(${sql.param(slugs)}::text[])`,
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * A signal value as its `real` column keeps it: single precision, rounded as the column would. A
 * value too close to zero for it (5e-324, within the documented -1000..1000) becomes 0 instead of
 * failing the batch's insert with "out of range for type real".
 */
const asReal = (value: number | null | undefined): number | null => (value == null ? null : Math.fround(value));

async function store(db: Db, items: AcceptedItem[], alsoInTransaction?: (tx: Db) => Promise<void>): Promise<void> {
  const input = items.map(({ device, time, message }) => ({
    d: device.id,
    t: time.toISOString(),
    v: message.readings,
    s: asReal(message.signalStrength),
    r: asReal(message.rssi),
    q: asReal(message.rsrq),
    e: message.errorCode ?? null,
  }));
  await db.transaction(async (tx) => {
    // Concurrent batches for overlapping devices take the devices' row locks in one order (by id)
    // before writing anything, so they queue instead of deadlocking.
    const deviceIds = [...new Set(items.map((item) => item.device.id))].sort();
    await tx.execute(sql`select 1 from devices where id = any(${sql.param(deviceIds)}::uuid[]) order by id for update`);
    // Only messages not stored before count further: a repeated delivery changes nothing.
    const { rows: inserted } = await tx.execute<{ d: string; t: string }>(sql`
      insert into device_messages (device_id, time, data, signal_strength, rssi, rsrq, error_code)
      select d, t, v, s, r, q, e
      from json_to_recordset(${JSON.stringify(input)}::json) as x(d uuid, t timestamptz, v jsonb, s real, r real, q real, e text)
      on conflict (device_id, time) do nothing
      returning device_id as d, time as t`);
    await alsoInTransaction?.(tx);
    if (inserted.length === 0) return;
    // The alarm job judges the new readings as soon as this commits (alarms/alarmJob.ts).
    await wakeAlarmEvaluation(tx, inserted.map((row) => row.d));
    const isNew = new Set(inserted.map((row) => `${row.d}|${new Date(row.t).getTime()}`));
    const fresh = items.filter((item) => isNew.has(`${item.device.id}|${item.time.getTime()}`));

    // The newest new message per device moves `lastSeenAt` / `latestMessage`, never backwards;
    // a device that speaks again ends its heartbeat silence.
    const newest = new Map<string, AcceptedItem>();
    for (const item of fresh) {
      const current = newest.get(item.device.id);
      if (!current || current.time < item.time) newest.set(item.device.id, item);
    }
    const latest = [...newest.values()].map(({ device, time, message }) => ({
      d: device.id,
      t: time.toISOString(),
      m: {
        time: time.toISOString(),
        data: message.readings,
        signalStrength: message.signalStrength ?? null,
        rssi: message.rssi ?? null,
        rsrq: message.rsrq ?? null,
      } satisfies LatestMessage,
    }));
    const { rows: moved } = await tx.execute<{ id: string; owner_id: string }>(sql`
      with newest as (
        select * from json_to_recordset(${JSON.stringify(latest)}::json) as x(d uuid, t timestamptz, m jsonb)
      ), moved as (
        update devices dv set last_seen_at = n.t, latest_message = n.m
        from newest n
        where dv.id = n.d and (dv.last_seen_at is null or dv.last_seen_at < n.t)
        returning dv.id, dv.owner_id
      ), woke as (
        update monitoring_records mr set heartbeat_notified_at = null
        from moved where mr.device_id = moved.id and mr.heartbeat_notified_at is not null
      )
      select id, owner_id from moved`);
    // A device with a newer latest message is `device.changed` (ids only, a few events per request):
    // a page showing its latest readings (the service wizard's check-data step) updates live.
    const movedByOwner = new Map<string, string[]>();
    for (const row of moved) movedByOwner.set(row.owner_id, [...(movedByOwner.get(row.owner_id) ?? []), row.id]);
    await publishDeviceChanged(tx, [...movedByOwner].map(([orgId, deviceIds]) => ({ kind: 'UPDATED' as const, orgId, deviceIds })));

    const errors = fresh.filter((item) => item.errorCodeId);
    if (errors.length > 0) await publishMonitoringChanged(tx, await recordErrors(tx, errors));
  });
}

/** Counts, latest times and log rows of reported errors; a device without a record gets one. */
async function recordErrors(tx: Pick<Db, 'execute'>, errors: AcceptedItem[]): Promise<MonitoringChange[]> {
  const deviceIds = [...new Set(errors.map((item) => item.device.id))];
  // A device first monitored now starts 'active' (or the first status when that is gone).
  await tx.execute(sql`
    insert into monitoring_records (device_id, status_code_id)
    select d, (select id from status_codes order by (slug = 'active') desc, position, id limit 1)
    from unnest(${sql.param(deviceIds)}::uuid[]) as d
    on conflict (device_id) do nothing`);
  const rows = errors.map(({ device, time, errorCodeId }) => ({
    d: device.id,
    t: time.toISOString(),
    c: errorCodeId,
    o: device.ownerId,
    m: device.deviceModelId,
    n: device.networkType,
  }));
  const { rows: changed } = await tx.execute<{ recordId: string; orgId: string }>(sql`
    with e as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(d uuid, t timestamptz, c uuid, o uuid, m uuid, n text)
    ), r as (
      select mr.id, mr.device_id from monitoring_records mr where mr.device_id in (select d from e)
    ), logs as (
      insert into monitoring_logs (monitoring_record_id, device_id, owner_id, device_model_id, error_code_id, network_type, occurred_at)
      select r.id, e.d, e.o, e.m, e.c, e.n, e.t from e join r on r.device_id = e.d
      returning 1
    ), counts as (
      insert into monitoring_record_errors (monitoring_record_id, error_code_id, count, latest_occurred_at)
      select r.id, e.c, count(*), max(e.t) from e join r on r.device_id = e.d group by r.id, e.c
      on conflict (monitoring_record_id, error_code_id) do update
        set count = monitoring_record_errors.count + excluded.count,
            latest_occurred_at = greatest(monitoring_record_errors.latest_occurred_at, excluded.latest_occurred_at)
      returning 1
    ), touched as (
      update monitoring_records mr
      set latest_error_occurred_at = greatest(mr.latest_error_occurred_at, x.t), updated_at = now()
      from (select r.id, e.o, max(e.t) as t from e join r on r.device_id = e.d group by r.id, e.o) x
      where mr.id = x.id
      returning mr.id, x.o
    )
    -- Data-modifying CTEs always run to completion, read or not: logs and counts are written.
    select touched.id as "recordId", touched.o as "orgId" from touched`);
  return changed.map(({ recordId, orgId }) => ({ recordId, orgId, kind: 'ERROR' as const }));
}
