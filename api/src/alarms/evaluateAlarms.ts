import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, schema } from '../db/client.ts';
import type { AlarmNotificationStatus, alarmAggregations, UnitMeasure } from '../db/schema/index.ts';
import { ALARM_CLEARED, ALARM_TRIPPED, type AlarmTripChange, publishAlarmEvents } from '../events/alarmEvents.ts';
import { type AlarmOperator, meetsCondition } from './alarmCondition.ts';
import { withinNotificationHours } from './notificationHours.ts';
import { advisoryLocks } from '../db/advisoryLocks.ts';

/** Advisory lock key of the alarm evaluation: one instance evaluates at a time. */
export const ALARM_EVALUATION_LOCK_KEY = advisoryLocks.alarmEvaluation;

/** Alarms judged per run; a run that found more says so (`more`) and the job runs again at once. */
const ALARMS_PER_RUN = 500;
/**
 * Readings loaded per alarm and run, newest first: a device that sends a backlog of thousands at
 * once is judged on its newest ones (the state that matters now), without loading its history.
 */
const READINGS_PER_ALARM = 2000;

type Aggregation = (typeof alarmAggregations)[number];

// Types, not interfaces: `execute<T>` wants index-signature-compatible row types.
type Candidate = {
  alarmId: string;
  deviceId: string;
  ownerId: string;
  unitSlug: string;
  threshold: number;
  operator: AlarmOperator;
  aggregation: Aggregation | null;
  frequency: number;
  fromHour: number;
  toHour: number;
  emails: string[];
  evaluatedUntil: string | Date | null;
  lastSeenAt: string | Date;
  measure: UnitMeasure | null;
  openTripId: string | null;
};

type ReadingRow = { alarmId: string; time: string | Date; v: number; prior: boolean };

interface Reading {
  time: number;
  value: number;
}

export interface AlarmEvaluationRun {
  /** False when another instance held the lock: this run did nothing (that one heard the same wake). */
  ran: boolean;
  /** Alarms judged. */
  evaluated: number;
  /** Trips recorded and ended, in order; published as `alarm.tripped` / `alarm.cleared` on commit. */
  changes: AlarmTripChange[];
  /** More alarms were waiting than one run takes. */
  more: boolean;
}

const ms = (value: string | Date) => (value instanceof Date ? value.getTime() : new Date(value).getTime());
const iso = (time: number) => new Date(time).toISOString();

/**
 * Judges the active alarms of live devices against the readings that arrived since each alarm's
 * cursor (`evaluated_until`), in time order: a reading that meets the condition while no trip is open
 * records a trip (with the reading and a copy of the condition), one that does not while a trip is
 * open ends it. With an aggregation, the value judged at a reading is the aggregate of the unit's
 * readings over the `evaluationFrequency` minutes up to it. A new or changed alarm (null cursor) is
 * judged on the device's latest reading only. Readings older than the cursor are never judged: a
 * late delivery does not rewrite the state the newer readings set.
 *
 * Runs in one transaction under `pg_try_advisory_xact_lock`, so with several api instances one
 * evaluates and the others return at once; the open-trip unique index is the second guard. The
 * trip's e-mail is only marked here (`pending`, `deferred` outside the notification hours, `skipped`
 * without addresses); sendAlarmMails sends it after commit. `deviceIds` narrows the run to the
 * devices a wake named; without it every device is looked at, and trips whose alarm was deactivated
 * or whose device was deleted meanwhile are ended.
 */
export async function evaluateAlarms(db: Db, opts: { deviceIds?: string[]; now?: Date } = {}): Promise<AlarmEvaluationRun> {
  const now = opts.now ?? new Date();
  const deviceIds = opts.deviceIds;
  if (deviceIds && deviceIds.length === 0) return { ran: true, evaluated: 0, changes: [], more: false };
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ALARM_EVALUATION_LOCK_KEY}) as locked`);
    if (!lock[0]?.locked) return { ran: false, evaluated: 0, changes: [], more: false };

    const changes: AlarmTripChange[] = deviceIds ? [] : await endOrphanedTrips(tx);

    const { rows: found } = await tx.execute<Candidate>(sql`
      select a.id as "alarmId", a.device_id as "deviceId", d.owner_id as "ownerId", a.unit_slug as "unitSlug",
             a.value as threshold, a.operator, a.aggregation, a.evaluation_frequency as frequency,
             a.notify_from_hour as "fromHour", a.notify_to_hour as "toHour", a.notification_emails as emails,
             a.evaluated_until as "evaluatedUntil", d.last_seen_at as "lastSeenAt",
             (select e->>'measure' from jsonb_array_elements(m.data_model) e where e->'unit'->>'slug' = a.unit_slug limit 1) as measure,
             t.id as "openTripId"
      from alarms a
      join devices d on d.id = a.device_id
      join device_models m on m.id = d.device_model_id
      left join alarm_trips t on t.alarm_id = a.id and t.cleared_at is null
      where a.is_active and d.deleted_at is null and d.last_seen_at is not null
        and (a.evaluated_until is null or d.last_seen_at > a.evaluated_until)
        ${deviceIds ? sql`and a.device_id = any(${sql.param(deviceIds)}::uuid[])` : sql``}
      order by a.id
      limit ${ALARMS_PER_RUN + 1}
      -- An alarm being changed or removed right now is left to the run its change wakes: its new
      -- condition is judged then, and no trip is recorded for an alarm that is going away.
      for update of a skip locked`);
    const more = found.length > ALARMS_PER_RUN;
    const candidates = found.slice(0, ALARMS_PER_RUN);
    if (candidates.length === 0) {
      await publishAlarmEvents(tx, changes);
      return { ran: true, evaluated: 0, changes, more };
    }

    // Per alarm: judge readings after `judgeAfter`; load from a window earlier for an aggregation,
    // and one reading before that for a counter's total (its first rise is measured from it).
    const plans = candidates.map((c) => {
      const lastSeen = ms(c.lastSeenAt);
      // A null cursor judges the latest reading only (times are stored to the millisecond).
      const judgeAfter = c.evaluatedUntil === null ? lastSeen - 1 : ms(c.evaluatedUntil);
      const windowMs = c.aggregation ? c.frequency * 60_000 : 0;
      return { c, lastSeen, judgeAfter, windowMs, needsPrior: c.aggregation === 'total' && c.measure === 'counter' };
    });
    const { rows: readingRows } = await tx.execute<ReadingRow>(sql`
      with c as (
        select * from json_to_recordset(${JSON.stringify(
          plans.map((p) => ({ a: p.c.alarmId, d: p.c.deviceId, u: p.c.unitSlug, f: iso(p.judgeAfter - p.windowMs), t: iso(p.lastSeen), p: p.needsPrior })),
        )}::json) as x(a uuid, d uuid, u text, f timestamptz, t timestamptz, p boolean)
      )
      select c.a as "alarmId", r.time, r.v, r.prior
      from c
      cross join lateral (
        (select dm.time, (dm.data->>c.u)::float8 as v, false as prior
         from device_messages dm
         where dm.device_id = c.d and dm.time > c.f and dm.time <= c.t and jsonb_typeof(dm.data->c.u) = 'number'
         order by dm.time desc
         limit ${READINGS_PER_ALARM})
        union all
        (select dm.time, (dm.data->>c.u)::float8, true
         from device_messages dm
         where c.p and dm.device_id = c.d and dm.time <= c.f and dm.time > c.f - interval '7 days'
           and jsonb_typeof(dm.data->c.u) = 'number'
         order by dm.time desc
         limit 1)
      ) r`);
    const readingsByAlarm = new Map<string, Reading[]>();
    for (const row of readingRows) {
      const list = readingsByAlarm.get(row.alarmId) ?? [];
      list.push({ time: ms(row.time), value: Number(row.v) });
      readingsByAlarm.set(row.alarmId, list);
    }

    const cursors: { id: string; t: string; tripped: boolean }[] = [];
    for (const { c, lastSeen, judgeAfter, windowMs } of plans) {
      const readings = (readingsByAlarm.get(c.alarmId) ?? []).sort((a, b) => a.time - b.time);
      const ids = { deviceId: c.deviceId, alarmId: c.alarmId, ownerId: c.ownerId };
      let openTripId = c.openTripId;
      let tripped = false;
      for (let index = 0; index < readings.length; index += 1) {
        const reading = readings[index]!;
        // Earlier readings are the window's (and a counter's prior) context, judged before.
        if (reading.time <= judgeAfter) continue;
        const value = c.aggregation ? aggregate(readings, index, windowMs, c.aggregation, c.measure) : reading.value;
        const met = meetsCondition(value, c.operator, c.threshold);
        if (met && !openTripId) {
          const status: AlarmNotificationStatus =
            c.emails.length === 0 ? 'skipped' : withinNotificationHours(now, c.fromHour, c.toHour) ? 'pending' : 'deferred';
          const tripId = await recordTrip(tx, c, { time: reading.time, value }, status);
          if (tripId) {
            changes.push({ type: ALARM_TRIPPED, ...ids, tripId });
            tripped = true;
            openTripId = tripId;
          } else {
            // Another evaluation recorded it (the open-trip index refused a second one): go on from its trip.
            openTripId = await openTripOf(tx, c.alarmId);
          }
        } else if (!met && openTripId) {
          if (await endTrip(tx, openTripId, { time: reading.time, value })) changes.push({ type: ALARM_CLEARED, ...ids, tripId: openTripId });
          openTripId = null;
        }
      }
      cursors.push({ id: c.alarmId, t: iso(lastSeen), tripped });
    }
    await tx.execute(sql`
      update alarms a
      set evaluated_until = x.t, last_triggered_at = case when x.tripped then now() else a.last_triggered_at end
      from json_to_recordset(${JSON.stringify(cursors)}::json) as x(id uuid, t timestamptz, tripped boolean)
      where a.id = x.id`);
    await publishAlarmEvents(tx, changes);
    return { ran: true, evaluated: candidates.length, changes, more };
  });
}

type Tx = Pick<Db, 'execute' | 'insert' | 'update' | 'select'>;

/** Records a trip; null when the alarm already has an open one (the partial unique index). */
async function recordTrip(tx: Tx, c: Candidate, reading: Reading, status: AlarmNotificationStatus): Promise<string | null> {
  const [row] = await tx
    .insert(schema.alarmTrips)
    .values({
      alarmId: c.alarmId,
      deviceId: c.deviceId,
      unitSlug: c.unitSlug,
      operator: c.operator,
      threshold: c.threshold,
      aggregation: c.aggregation,
      // The statement's own clock: trips recorded in one run keep their order in the history.
      trippedAt: sql`clock_timestamp()`,
      readingTime: new Date(reading.time),
      readingValue: reading.value,
      notificationStatus: status,
    })
    .onConflictDoNothing({ target: schema.alarmTrips.alarmId, where: sql`cleared_at is null` })
    .returning({ id: schema.alarmTrips.id });
  return row?.id ?? null;
}

async function openTripOf(tx: Tx, alarmId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: schema.alarmTrips.id })
    .from(schema.alarmTrips)
    .where(and(eq(schema.alarmTrips.alarmId, alarmId), isNull(schema.alarmTrips.clearedAt)));
  return row?.id ?? null;
}

/**
 * Ends an open trip, with the reading that ended it (none when the alarm was changed, deactivated
 * or its device deleted). An e-mail still waiting for the notification hours is not sent any more.
 */
export async function endTrip(tx: Pick<Db, 'update'>, tripId: string, reading: Reading | null): Promise<boolean> {
  const ended = await tx
    .update(schema.alarmTrips)
    .set({
      clearedAt: sql`clock_timestamp()`,
      clearedReadingTime: reading ? new Date(reading.time) : null,
      clearedReadingValue: reading?.value ?? null,
      notificationStatus: sql`case when ${schema.alarmTrips.notificationStatus} = 'deferred' then 'skipped' else ${schema.alarmTrips.notificationStatus} end`,
    })
    .where(and(eq(schema.alarmTrips.id, tripId), isNull(schema.alarmTrips.clearedAt)))
    .returning({ id: schema.alarmTrips.id });
  return ended.length > 0;
}

/**
 * Ends the open trips of alarms that are no longer active or whose device was deleted (their own
 * routes do so too; this catches changes made around them). Reads the open trips only (few).
 */
async function endOrphanedTrips(tx: Pick<Db, 'execute'>): Promise<AlarmTripChange[]> {
  const { rows } = await tx.execute<{ tripId: string; alarmId: string; deviceId: string; ownerId: string }>(sql`
    update alarm_trips t
    set cleared_at = clock_timestamp(),
        notification_status = case when t.notification_status = 'deferred' then 'skipped' else t.notification_status end
    from alarms a, devices d
    where t.cleared_at is null and a.id = t.alarm_id and d.id = t.device_id
      and (not a.is_active or d.deleted_at is not null)
    returning t.id as "tripId", t.alarm_id as "alarmId", t.device_id as "deviceId", d.owner_id as "ownerId"`);
  return rows.map((row) => ({ type: ALARM_CLEARED, ...row }));
}

/**
 * The aggregate of the readings in the window (`windowMs` up to and including `readings[index]`):
 * average, minimum or maximum of the values; a total sums amounts (rain since the previous reading)
 * and, for a counter that restarts at 0, its rises between readings.
 */
export function aggregate(
  readings: Reading[],
  index: number,
  windowMs: number,
  aggregation: Aggregation,
  measure: UnitMeasure | null,
): number {
  const end = readings[index]!.time;
  const values: number[] = [];
  let total = 0;
  for (let i = index; i >= 0 && readings[i]!.time > end - windowMs; i -= 1) {
    const value = readings[i]!.value;
    values.push(value);
    if (measure === 'counter') {
      const previous = readings[i - 1];
      if (previous) total += value >= previous.value ? value - previous.value : value;
    } else {
      total += value;
    }
  }
  switch (aggregation) {
    case 'average':
      return values.reduce((sum, v) => sum + v, 0) / values.length;
    case 'minimum':
      return Math.min(...values);
    case 'maximum':
      return Math.max(...values);
    case 'total':
      return total;
  }
}
