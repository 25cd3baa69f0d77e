import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import { type Db, schema } from '../db/client.ts';
import type { DataModelEntry } from '../db/schema/index.ts';
import { ALARM_CLEARED, publishAlarmEvents } from '../events/alarmEvents.ts';
import { pageOffset } from '../schemas/common.ts';
import type { AlarmCreate, AlarmUpdate } from './alarmInputSchema.ts';
import { endTrip } from './evaluateAlarms.ts';
import { wakeAlarmEvaluation } from './wakeAlarmEvaluation.ts';

const { alarms, alarmTrips, devices, deviceModels } = schema;

export type AlarmRow = typeof alarms.$inferSelect;
type OpenTrip = Pick<typeof alarmTrips.$inferSelect, 'id' | 'trippedAt' | 'readingTime' | 'readingValue'>;

/** Alarms one device may have: each is judged on every reading, so the count is bounded. */
export const MAX_ALARMS_PER_DEVICE = 50;

/** The fields whose change makes the alarm a new condition, judged again on the latest reading. */
const conditionFields = ['unitSlug', 'value', 'operator', 'aggregation', 'evaluationFrequency'] as const;
const auditedFields = [...conditionFields, 'notifyFromHour', 'notifyToHour', 'notificationEmails', 'isActive'] as const;

export interface AlarmDevice {
  id: string;
  ownerId: string;
  name: string;
  deleted: boolean;
  dataModel: DataModelEntry[];
}

export type AlarmWriteOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'notFound' | 'tooMany' };

/**
 * A device's alarms and their trips. Writes are audited in their transaction, as the actor's, and
 * wake the evaluation job on commit, so a new or changed alarm shows the device's current state.
 */
export function alarmRepository(db: Db) {
  const openTrip = {
    id: alarmTrips.id,
    trippedAt: alarmTrips.trippedAt,
    readingTime: alarmTrips.readingTime,
    readingValue: alarmTrips.readingValue,
  };
  // The open trip is at most one row per alarm (the partial unique index serves the join).
  const joinOpenTrip = and(eq(alarmTrips.alarmId, alarms.id), isNull(alarmTrips.clearedAt));
  const withOpenTrip = (rows: { alarm: AlarmRow; trip: OpenTrip | null }[]) => rows.map(({ alarm, trip }) => ({ alarm, openTrip: trip }));

  return {
    /** The device (deleted or not) with its model's data model, or null. */
    async findDevice(id: string): Promise<AlarmDevice | null> {
      const [row] = await db
        .select({ id: devices.id, ownerId: devices.ownerId, name: devices.name, deletedAt: devices.deletedAt, dataModel: deviceModels.dataModel })
        .from(devices)
        .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
        .where(eq(devices.id, id))
        .limit(1);
      return row ? { id: row.id, ownerId: row.ownerId, name: row.name, deleted: row.deletedAt !== null, dataModel: row.dataModel } : null;
    },

    /** A page of the device's alarms, oldest first (`alarms_device_id_idx`), each with its open trip. */
    async listPage(deviceId: string, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ alarm: alarms, trip: openTrip })
          .from(alarms)
          .leftJoin(alarmTrips, joinOpenTrip)
          .where(eq(alarms.deviceId, deviceId))
          .orderBy(asc(alarms.createdAt), asc(alarms.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ n: count() }).from(alarms).where(eq(alarms.deviceId, deviceId)),
      ]);
      return { rows: withOpenTrip(rows), total: Number(total?.n ?? 0) };
    },

    async get(deviceId: string, alarmId: string) {
      const rows = await db
        .select({ alarm: alarms, trip: openTrip })
        .from(alarms)
        .leftJoin(alarmTrips, joinOpenTrip)
        .where(and(eq(alarms.id, alarmId), eq(alarms.deviceId, deviceId)));
      return withOpenTrip(rows)[0] ?? null;
    },

    async create(device: AlarmDevice, input: AlarmCreate, actorUserId: string): Promise<AlarmWriteOutcome<AlarmRow>> {
      return db.transaction(async (tx) => {
        // The device's row lock serialises concurrent creates, so the count below stays true.
        await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, device.id)).for('update');
        const [existing] = await tx.select({ n: count() }).from(alarms).where(eq(alarms.deviceId, device.id));
        if (Number(existing?.n ?? 0) >= MAX_ALARMS_PER_DEVICE) return { ok: false, reason: 'tooMany' };
        const [created] = await tx
          .insert(alarms)
          .values({ ...input, deviceId: device.id, createdBy: actorUserId })
          .returning();
        await writeAudit(tx, {
          actorUserId,
          organizationId: device.ownerId,
          action: 'alarm.create',
          subject: 'Alarm',
          subjectId: created!.id,
          changes: { deviceId: device.id, ...Object.fromEntries(auditedFields.map((field) => [field, { from: null, to: created![field] }])) },
        });
        await wakeAlarmEvaluation(tx, [device.id]);
        return { ok: true, value: created! };
      });
    },

    /**
     * Changes the given fields. A changed condition (or a reactivation) resets the evaluation
     * cursor, so the latest reading is judged again: an open trip that no longer holds ends then.
     * Deactivating ends an open trip at once (`alarm.cleared`), and its e-mail if still waiting.
     */
    async update(device: AlarmDevice, alarmId: string, input: AlarmUpdate, actorUserId: string): Promise<AlarmWriteOutcome<AlarmRow>> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(alarms)
          .where(and(eq(alarms.id, alarmId), eq(alarms.deviceId, device.id)))
          .for('update');
        if (!before) return { ok: false, reason: 'notFound' };
        const set: Partial<typeof alarms.$inferInsert> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of auditedFields) {
          const next = input[field];
          if (next === undefined || JSON.stringify(next) === JSON.stringify(before[field])) continue;
          (set as Record<string, unknown>)[field] = next;
          changes[field] = { from: before[field], to: next };
        }
        if (Object.keys(changes).length === 0) return { ok: true, value: before };
        const reactivated = set.isActive === true;
        if (reactivated || conditionFields.some((field) => field in set)) set.evaluatedUntil = null;
        const [updated] = await tx.update(alarms).set(set).where(eq(alarms.id, alarmId)).returning();
        if (set.isActive === false) {
          const [open] = await tx
            .select({ id: alarmTrips.id })
            .from(alarmTrips)
            .where(and(eq(alarmTrips.alarmId, alarmId), isNull(alarmTrips.clearedAt)));
          // An e-mail not yet sent for it is not wanted any more either.
          await tx
            .update(alarmTrips)
            .set({ notificationStatus: 'skipped' })
            .where(and(eq(alarmTrips.alarmId, alarmId), sql`${alarmTrips.notificationStatus} in ('pending', 'deferred')`));
          if (open && (await endTrip(tx, open.id, null))) {
            await publishAlarmEvents(tx, [{ type: ALARM_CLEARED, deviceId: device.id, alarmId, tripId: open.id, ownerId: device.ownerId }]);
          }
        }
        await writeAudit(tx, {
          actorUserId,
          organizationId: device.ownerId,
          action: 'alarm.update',
          subject: 'Alarm',
          subjectId: alarmId,
          changes: { deviceId: device.id, ...changes },
        });
        if (updated!.isActive) await wakeAlarmEvaluation(tx, [device.id]);
        return { ok: true, value: updated! };
      });
    },

    /** Removes the alarm with its trips; false when the device has no such alarm. */
    async remove(device: AlarmDevice, alarmId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(alarms)
          .where(and(eq(alarms.id, alarmId), eq(alarms.deviceId, device.id)))
          .returning();
        if (!removed) return false;
        await writeAudit(tx, {
          actorUserId,
          organizationId: device.ownerId,
          action: 'alarm.delete',
          subject: 'Alarm',
          subjectId: alarmId,
          changes: { deviceId: device.id, ...Object.fromEntries(auditedFields.map((field) => [field, { from: removed[field], to: null }])) },
        });
        return true;
      });
    },

    /** A page of the device's trips, newest first (`alarm_trips_device_id_tripped_at_idx`); one alarm's with `alarmId`. */
    async tripsPage(deviceId: string, page: number, perPage: number, alarmId?: string) {
      const where = alarmId
        ? and(eq(alarmTrips.deviceId, deviceId), eq(alarmTrips.alarmId, alarmId))
        : eq(alarmTrips.deviceId, deviceId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(alarmTrips)
          .where(where)
          .orderBy(desc(alarmTrips.trippedAt), desc(alarmTrips.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ n: count() }).from(alarmTrips).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type AlarmRepository = ReturnType<typeof alarmRepository>;
