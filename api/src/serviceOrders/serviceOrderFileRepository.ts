import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AttachmentKind } from '../db/schema/attachments.ts';
import { type Db, schema } from '../db/client.ts';
import { pageOffset } from '../schemas/common.ts';

const { attachments } = schema;

export type ServiceOrderFileRow = typeof attachments.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

const ofOrder = (orderId: string, kinds: readonly AttachmentKind[]) =>
  and(eq(attachments.serviceOrderId, orderId), inArray(attachments.kind, [...kinds]));

/**
 * A service order's files: attachments and before/after images (attachments rows with
 * owner_type service_order). Every read goes by attachments_service_order_id_idx
 * (service_order_id, kind); an order's files are capped (serviceOrderFileSchema.ts), so sorting
 * them by time is a sort of at most a hundred rows.
 */
export function serviceOrderFileRepository(db: Db) {
  return {
    /** One page of an order's files of these kinds, newest first, with the total. */
    async page(orderId: string, kinds: readonly AttachmentKind[], page: number, perPage: number): Promise<{ rows: ServiceOrderFileRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(attachments)
          .where(ofOrder(orderId, kinds))
          .orderBy(desc(attachments.createdAt), desc(attachments.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ total: count() }).from(attachments).where(ofOrder(orderId, kinds)),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async count(orderId: string, kind: AttachmentKind, tx: Runner = db): Promise<number> {
      const [counted] = await tx.select({ total: count() }).from(attachments).where(ofOrder(orderId, [kind]));
      return Number(counted?.total ?? 0);
    },

    async find(orderId: string, kinds: readonly AttachmentKind[], id: string): Promise<ServiceOrderFileRow | undefined> {
      const [row] = await db.select().from(attachments).where(and(ofOrder(orderId, kinds), eq(attachments.id, id)));
      return row;
    },

    async insert(tx: Tx, values: (typeof attachments.$inferInsert)[]): Promise<ServiceOrderFileRow[]> {
      return tx.insert(attachments).values(values).returning();
    },

    async remove(tx: Tx, orderId: string, kind: AttachmentKind, id: string): Promise<ServiceOrderFileRow | undefined> {
      const [row] = await tx.delete(attachments).where(and(ofOrder(orderId, [kind]), eq(attachments.id, id))).returning();
      return row;
    },

    /** Every stored file of an order, for removing them once the order is gone. */
    async storageKeysOfOrder(orderId: string, tx: Runner = db): Promise<string[]> {
      const rows = await tx.select({ storageKey: attachments.storageKey }).from(attachments).where(eq(attachments.serviceOrderId, orderId));
      return rows.map((row) => row.storageKey);
    },
  };
}
