import { and, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import { schema } from '../db/client.ts';
import { pageOffset } from '../schemas/common.ts';

const { deviceImages } = schema;

export type DeviceImageRow = typeof deviceImages.$inferSelect;

/** Device images (the files live in the storage module under `storageKey`). */
export function deviceImageRepository(db: Db) {
  return {
    /** One page of a device's images, newest first (device_images_device_id_created_at_idx), with the total. */
    async pageOfDevice(deviceId: string, page: number, perPage: number): Promise<{ rows: DeviceImageRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(deviceImages)
          .where(eq(deviceImages.deviceId, deviceId))
          .orderBy(desc(deviceImages.createdAt), desc(deviceImages.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ total: count() }).from(deviceImages).where(eq(deviceImages.deviceId, deviceId)),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Adds the image row, its audit entry and a device.changed event, in one transaction. */
    async insert(values: typeof deviceImages.$inferInsert & { createdBy: string }, ownerId: string): Promise<DeviceImageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(deviceImages).values(values).returning();
        await writeAudit(tx, {
          actorUserId: values.createdBy,
          organizationId: ownerId,
          action: 'device.image.add',
          subject: 'Device',
          subjectId: values.deviceId,
          changes: { images: { before: null, after: { _id: row!.id, name: row!.name, mimeType: row!.mimeType, size: row!.size } } },
        });
        await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: ownerId, deviceIds: [values.deviceId] });
        return row!;
      });
    },

    async find(deviceId: string, imageId: string): Promise<DeviceImageRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceImages)
        .where(and(eq(deviceImages.deviceId, deviceId), eq(deviceImages.id, imageId)));
      return row;
    },

    /**
     * Removes the row with its audit entry and a device.changed event, in one transaction; answers its
     * storage key (the caller removes the file once this has committed).
     */
    async remove(deviceId: string, imageId: string, actorUserId: string, ownerId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(deviceImages)
          .where(and(eq(deviceImages.deviceId, deviceId), eq(deviceImages.id, imageId)))
          .returning();
        if (!row) return undefined;
        await writeAudit(tx, {
          actorUserId,
          organizationId: ownerId,
          action: 'device.image.delete',
          subject: 'Device',
          subjectId: deviceId,
          changes: { images: { before: { _id: row.id, name: row.name, mimeType: row.mimeType, size: row.size }, after: null } },
        });
        await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: ownerId, deviceIds: [deviceId] });
        return row.storageKey;
      });
    },

    /** Every stored file of a device, for removing them after the device itself is removed. */
    async storageKeysOfDevice(deviceId: string): Promise<string[]> {
      const rows = await db.select({ storageKey: deviceImages.storageKey }).from(deviceImages).where(eq(deviceImages.deviceId, deviceId));
      return rows.map((r) => r.storageKey);
    },
  };
}
