import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MonitoringChange } from '../events/monitoringChanged.ts';
import { publishMonitoringChanged } from '../events/publishMonitoringChanged.ts';
import { advisoryLocks } from '../db/advisoryLocks.ts';

/** Advisory lock key of the heartbeat job: one instance runs it at a time (any constant of ours). */
export const HEARTBEAT_LOCK_KEY = advisoryLocks.heartbeat;

/** A device silent this long has missed its heartbeat (spec part 2: "Heart beat skipped: 24 hours"). */
export const HEARTBEAT_SILENCE_MS = 24 * 60 * 60 * 1000;

export interface HeartbeatRun {
  /** False when another instance held the lock: this run did nothing. */
  ran: boolean;
  /** The monitoring records marked by this run. */
  recordIds: string[];
}

/**
 * Marks every installed device silent for 24 hours — last message (or, never heard from, its
 * installation) older than that — with the `heartbeat` error, once per silence: a log row, the
 * error count, the record's latest error time and `heartbeat_notified_at`, which ingestion clears
 * when the device speaks again. Set-based SQL in one transaction under
 * `pg_try_advisory_xact_lock`, so with several api instances exactly one does the work and the
 * others return at once; HEARTBEAT events go out on commit.
 */
export async function runHeartbeat(db: Db, now = new Date()): Promise<HeartbeatRun> {
  const cutoff = new Date(now.getTime() - HEARTBEAT_SILENCE_MS).toISOString();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${HEARTBEAT_LOCK_KEY}) as locked`,
    );
    if (!lock[0]?.locked) return { ran: false, recordIds: [] };

    // Installed devices first heard of by this job get their monitoring record here.
    await tx.execute(sql`
      insert into monitoring_records (device_id, status_code_id)
      select d.id, (select id from status_codes order by (slug = 'active') desc, position, id limit 1)
      from devices d
      where d.lifecycle = 'installed' and d.deleted_at is null
        and (d.last_seen_at < ${cutoff}::timestamptz or (d.last_seen_at is null and d.created_at < ${cutoff}::timestamptz))
        and not exists (select 1 from monitoring_records mr where mr.device_id = d.id)
      on conflict (device_id) do nothing`);

    const { rows } = await tx.execute<{ recordId: string; orgId: string }>(sql`
      with code as (
        select id from error_codes where slug = 'heartbeat'
      ), silent as (
        select mr.id as record_id, d.id as device_id, d.owner_id, d.device_model_id, m.network_type,
               -- The heartbeat was missed 24 h after the last sign of life.
               coalesce(d.last_seen_at, installed.at, d.created_at) + interval '24 hours' as missed_at
        from devices d
        join monitoring_records mr on mr.device_id = d.id
        join device_models m on m.id = d.device_model_id
        left join lateral (
          select max(e.occurred_at) as at from device_lifecycle_events e
          where e.device_id = d.id and e.to_state = 'installed'
        ) installed on d.last_seen_at is null
        where d.lifecycle = 'installed' and d.deleted_at is null
          and mr.heartbeat_notified_at is null
          and (d.last_seen_at < ${cutoff}::timestamptz or (d.last_seen_at is null and d.created_at < ${cutoff}::timestamptz))
          and exists (select 1 from code)
        for update of mr skip locked
      ), silent_now as (
        -- A device installed (again) in the last 24 h has not missed anything yet.
        select * from silent where missed_at <= ${at}::timestamptz
      ), logs as (
        insert into monitoring_logs (monitoring_record_id, device_id, owner_id, device_model_id, error_code_id, network_type, occurred_at)
        select s.record_id, s.device_id, s.owner_id, s.device_model_id, code.id, s.network_type, s.missed_at
        from silent_now s cross join code
        returning 1
      ), counts as (
        insert into monitoring_record_errors (monitoring_record_id, error_code_id, count, latest_occurred_at)
        select s.record_id, code.id, 1, s.missed_at from silent_now s cross join code
        on conflict (monitoring_record_id, error_code_id) do update
          set count = monitoring_record_errors.count + 1,
              latest_occurred_at = greatest(monitoring_record_errors.latest_occurred_at, excluded.latest_occurred_at)
        returning 1
      )
      update monitoring_records mr
      set heartbeat_notified_at = ${at}::timestamptz,
          latest_error_occurred_at = greatest(mr.latest_error_occurred_at, s.missed_at),
          updated_at = ${at}::timestamptz
      from silent_now s
      where mr.id = s.record_id
      returning mr.id as "recordId", s.owner_id as "orgId"`);

    const changes: MonitoringChange[] = rows.map(({ recordId, orgId }) => ({ recordId, orgId, kind: 'HEARTBEAT' }));
    await publishMonitoringChanged(tx, changes);
    return { ran: true, recordIds: rows.map((r) => r.recordId) };
  });
}
