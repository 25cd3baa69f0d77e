import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

    async insert(values: typeof deviceImages.$inferInsert): Promise<DeviceImageRow> {
      const [row] = await db.insert(deviceImages).values(values).returning();
      return row!;
    },

    async find(deviceId: string, imageId: string): Promise<DeviceImageRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceImages)
        .where(and(eq(deviceImages.deviceId, deviceId), eq(deviceImages.id, imageId)));
      return row;
    },

    /** Removes the row; answers its storage key (the caller removes the file once this has committed). */
    async remove(deviceId: string, imageId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(deviceImages)
        .where(and(eq(deviceImages.deviceId, deviceId), eq(deviceImages.id, imageId)))
        .returning({ storageKey: deviceImages.storageKey });
      return row?.storageKey;
    },

    /** Every stored file of a device, for removing them after the device itself is removed. */
    async storageKeysOfDevice(deviceId: string): Promise<string[]> {
      const rows = await db.select({ storageKey: deviceImages.storageKey }).from(deviceImages).where(eq(deviceImages.deviceId, deviceId));
      return rows.map((r) => r.storageKey);
    },
  };
}
