import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit.ts';
import type { Db } from '../../db/client.ts';
import { schema } from '../../db/client.ts';
import type { DataModelEntry } from '../../db/schema/index.ts';

const { devices, deviceModels, groups, groupDevices, serviceSchedules } = schema;

export type ServiceScheduleRow = typeof serviceSchedules.$inferSelect;

/** Which schedule of which device of which organisation; every write is checked against all three. */
export interface ScheduleKey {
  organizationId: string;
  deviceId: string;
  scheduleId: string;
}

/**
 * Service schedules: a counted-events target per device and who to e-mail when it is reached.
 * Every write is audited in the same transaction, as the actor's.
 */
export function serviceScheduleRepository(db: Db) {
  const matches = (key: ScheduleKey) =>
    and(
      eq(serviceSchedules.id, key.scheduleId),
      eq(serviceSchedules.deviceId, key.deviceId),
      eq(serviceSchedules.organizationId, key.organizationId),
    );

  return {
    /** A live device of the organisation with its model's data model, or null. */
    async findDevice(organizationId: string, deviceId: string): Promise<{ id: string; dataModel: DataModelEntry[] } | null> {
      const [device] = await db
        .select({ id: devices.id, dataModel: deviceModels.dataModel })
        .from(devices)
        .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
        .where(and(eq(devices.id, deviceId), eq(devices.ownerId, organizationId), isNull(devices.deletedAt)))
        .limit(1);
      return device ?? null;
    },

    async groupExists(organizationId: string, groupId: string): Promise<boolean> {
      const [group] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, groupId), eq(groups.organizationId, organizationId)))
        .limit(1);
      return Boolean(group);
    },

    /** The organisation's live devices (one, a group's, or all), by name, each with its schedule if it has one. */
    async devicesWithSchedules(organizationId: string, only: { deviceId?: string | undefined; groupId?: string | undefined }) {
      const filters = [eq(devices.ownerId, organizationId), isNull(devices.deletedAt)];
      if (only.deviceId) filters.push(eq(devices.id, only.deviceId));
      if (only.groupId) {
        const members = db.select({ id: groupDevices.deviceId }).from(groupDevices).where(eq(groupDevices.groupId, only.groupId));
        filters.push(inArray(devices.id, members));
      }
      return db
        .select({ id: devices.id, device: devices.device, name: devices.name, dataModel: deviceModels.dataModel, schedule: serviceSchedules })
        .from(devices)
        .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
        .leftJoin(serviceSchedules, eq(serviceSchedules.deviceId, devices.id))
        .where(and(...filters))
        .orderBy(asc(devices.name), asc(devices.id));
    },

    /** The schedules of these devices, by device id. */
    async ofDevices(deviceIds: string[]): Promise<Map<string, ServiceScheduleRow>> {
      if (deviceIds.length === 0) return new Map();
      const rows = await db.select().from(serviceSchedules).where(inArray(serviceSchedules.deviceId, deviceIds));
      return new Map(rows.map((row) => [row.deviceId, row]));
    },

    /** Creates the device's schedule or updates its target and addresses (keeping the last reset). */
    async save(
      values: { organizationId: string; deviceId: string; serviceTargetCount: number; notificationEmail: string },
      actorUserId: string,
    ): Promise<ServiceScheduleRow> {
      return db.transaction(async (tx) => {
        const { serviceTargetCount, notificationEmail } = values;
        const [saved] = await tx
          .insert(serviceSchedules)
          .values(values)
          .onConflictDoUpdate({
            target: serviceSchedules.deviceId,
            set: { serviceTargetCount, notificationEmail, updatedAt: sql`now()` },
          })
          .returning();
        await writeAudit(tx, {
          actorUserId,
          organizationId: values.organizationId,
          action: 'serviceSchedule.update',
          subject: 'ServiceSchedule',
          subjectId: saved!.id,
          changes: { deviceId: values.deviceId, serviceTargetCount, notificationEmail },
        });
        return saved!;
      });
    },

    /** Service done: counting starts again from now and the e-mail may go out again. Null when no such schedule. */
    async reset(key: ScheduleKey, actorUserId: string): Promise<ServiceScheduleRow | null> {
      return db.transaction(async (tx) => {
        const [reset] = await tx
          .update(serviceSchedules)
          .set({ lastResetAt: sql`now()`, notifiedAt: null, updatedAt: sql`now()` })
          .where(matches(key))
          .returning();
        if (!reset) return null;
        await writeAudit(tx, {
          actorUserId,
          organizationId: key.organizationId,
          action: 'serviceSchedule.reset',
          subject: 'ServiceSchedule',
          subjectId: reset.id,
        });
        return reset;
      });
    },

    /** Removes the schedule; false when there was no such schedule. */
    async remove(key: ScheduleKey, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx.delete(serviceSchedules).where(matches(key)).returning();
        if (!removed) return false;
        await writeAudit(tx, {
          actorUserId,
          organizationId: key.organizationId,
          action: 'serviceSchedule.delete',
          subject: 'ServiceSchedule',
          subjectId: removed.id,
          changes: { deviceId: removed.deviceId, serviceTargetCount: removed.serviceTargetCount, notificationEmail: removed.notificationEmail },
        });
        return true;
      });
    },
  };
}
