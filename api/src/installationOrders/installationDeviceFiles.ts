import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { writeAudit } from '../audit/writeAudit.ts';
import { schema } from '../db/client.ts';
import { AppError, ErrorCode, notFound } from '../errors.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { pageOffset } from '../schemas/common.ts';
import type { AcceptedUpload } from '../storage/acceptUpload.ts';
import { removeStoredFiles } from '../storage/removeStoredFiles.ts';
import { newStorageKey } from '../storage/storageKey.ts';
import { installationOrderRepository } from './installationOrderRepository.ts';
import { installationOrderScope, orderInScope } from './installationOrderScope.ts';
import { assertInstallationTransition } from './installationOrderTransitions.ts';
import { installationOrderWrites, publishChange } from './installationOrderWrites.ts';

const { attachments } = schema;
type FileRow = typeof attachments.$inferSelect;

/** Files one device of an order keeps at most; each request adds up to MAX_DEVICE_FILES_PER_REQUEST. */
export const MAX_ATTACHMENTS_PER_DEVICE = 30;
export const MAX_DEVICE_FILES_PER_REQUEST = 10;

export const installationAttachmentSchema = z
  .object({
    _id: z.string(),
    name: z.string().describe("The uploader's file name, for display only (any path and control characters removed)"),
    mimeType: z.string().describe('The type read from the bytes at upload'),
    size: z.number().int().describe('Bytes'),
    created_at: z.iso.datetime(),
    createdBy: z.string().nullable().describe('The uploader (a user id); null when that user is gone'),
    url: z.string().describe('Where the file is downloaded (GET, with the same authorization as reading the order)'),
  })
  .meta({ id: 'InstallationAttachment' });
export type InstallationAttachment = z.infer<typeof installationAttachmentSchema>;

export const toInstallationAttachment = (orderId: string, deviceId: string, row: FileRow): InstallationAttachment => ({
  _id: row.id,
  name: row.name,
  mimeType: row.mimeType ?? 'application/octet-stream',
  size: row.size,
  created_at: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  url: `/api/v1/installation/${orderId}/devices/${deviceId}/attachments/${row.id}/file`,
});

const audited = (row: FileRow) => ({ _id: row.id, name: row.name, mimeType: row.mimeType, size: row.size });

/**
 * The files of one device of an installation order (attachments rows with owner_type
 * installation_device, attachments_installation_order_device_id_idx): reads for whoever reads the
 * order, writes for whoever works on it, each audited on the order and published.
 */
export function installationDeviceFiles(app: FastifyInstance) {
  const orders = installationOrderRepository(app.db);
  const writes = installationOrderWrites(app.db);

  /** The entry's id when the caller may read the order and it holds the device; 404 otherwise (nothing leaks). */
  async function readable(request: FastifyRequest, orderId: string, deviceId: string) {
    request.authorize('read', 'InstallationOrder');
    const [facts, scope] = await Promise.all([orders.facts(orderId), installationOrderScope(app.db, request, 'read')]);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.installationOrder');
    const [entry] = await app.db
      .select({ id: schema.installationOrderDevices.id })
      .from(schema.installationOrderDevices)
      .where(and(eq(schema.installationOrderDevices.installationOrderId, orderId), eq(schema.installationOrderDevices.deviceId, deviceId)));
    if (!entry) throw notFound('notFound.installationOrderDevice');
    return { facts, scope, entryId: entry.id };
  }

  /** Locks the order in `tx` and checks again who may change it and its state (it may have moved since the upload began). */
  async function lockChangeable(tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0], request: FastifyRequest, orderId: string, scope: Awaited<ReturnType<typeof readable>>['scope']) {
    const facts = await writes.lockFor(tx, request, scope, orderId, 'worker');
    assertInstallationTransition('edit', facts.status, requestLanguage(request));
    return facts;
  }

  return {
    readable,

    async page(entryId: string, page: number, perPage: number): Promise<{ rows: FileRow[]; total: number }> {
      const where = eq(attachments.installationOrderDeviceId, entryId);
      const [rows, [counted]] = await Promise.all([
        app.db.select().from(attachments).where(where).orderBy(desc(attachments.createdAt), desc(attachments.id)).limit(perPage).offset(pageOffset(page, perPage)),
        app.db.select({ total: count() }).from(attachments).where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async find(entryId: string, id: string): Promise<FileRow | undefined> {
      const [row] = await app.db.select().from(attachments).where(and(eq(attachments.installationOrderDeviceId, entryId), eq(attachments.id, id)));
      return row;
    },

    /** 403/409 before a request's files are read: who may change the order, in a state that allows it. */
    async changeable(request: FastifyRequest, orderId: string, deviceId: string) {
      const found = await readable(request, orderId, deviceId);
      await app.db.transaction((tx) => lockChangeable(tx, request, orderId, found.scope));
      return found;
    },

    /** Stores the files, then adds their rows in one transaction that locks the order and keeps the cap (409 past it); no row, no file. */
    async add(request: FastifyRequest, found: Awaited<ReturnType<typeof readable>>, orderId: string, deviceId: string, uploads: AcceptedUpload[]): Promise<FileRow[]> {
      const stored = uploads.map((upload) => ({ upload, storageKey: newStorageKey(`installation/${orderId}/devices/${deviceId}`, upload.extension) }));
      const put: string[] = [];
      try {
        for (const { upload, storageKey } of stored) {
          await app.storage.put(storageKey, upload.bytes, upload.mimeType);
          put.push(storageKey);
        }
        return await app.db.transaction(async (tx) => {
          const facts = await lockChangeable(tx, request, orderId, found.scope);
          const [counted] = await tx.select({ total: count() }).from(attachments).where(eq(attachments.installationOrderDeviceId, found.entryId));
          const have = Number(counted?.total ?? 0);
          if (have + uploads.length > MAX_ATTACHMENTS_PER_DEVICE) {
            throw new AppError(ErrorCode.CONFLICT, 'installation.tooManyAttachments', {
              params: { max: MAX_ATTACHMENTS_PER_DEVICE, left: Math.max(0, MAX_ATTACHMENTS_PER_DEVICE - have) },
            });
          }
          const rows = await tx
            .insert(attachments)
            .values(
              stored.map(({ upload, storageKey }) => ({
                ownerType: 'installation_device' as const,
                installationOrderDeviceId: found.entryId,
                kind: 'attachment' as const,
                name: upload.name,
                storageKey,
                size: upload.bytes.length,
                mimeType: upload.mimeType,
                createdBy: request.user.id,
              })),
            )
            .returning();
          await writeAudit(tx, {
            actorUserId: request.user.id,
            organizationId: facts.ownerId,
            action: 'installationOrder.attachment.add',
            subject: 'InstallationOrder',
            subjectId: orderId,
            changes: { [`devices.${deviceId}.attachments`]: { from: null, to: rows.map(audited) } },
          });
          await publishChange(tx, 'UPDATED', facts);
          return rows;
        });
      } catch (error) {
        await removeStoredFiles(app.storage, put, request.log);
        throw error;
      }
    },

    /** Removes one file's row (audited, published) and then its stored file; false when the device has no such file. */
    async remove(request: FastifyRequest, orderId: string, deviceId: string, fileId: string): Promise<boolean> {
      const found = await readable(request, orderId, deviceId);
      const row = await app.db.transaction(async (tx) => {
        const facts = await lockChangeable(tx, request, orderId, found.scope);
        const [removed] = await tx
          .delete(attachments)
          .where(and(eq(attachments.installationOrderDeviceId, found.entryId), eq(attachments.id, fileId)))
          .returning();
        if (!removed) return undefined;
        await writeAudit(tx, {
          actorUserId: request.user.id,
          organizationId: facts.ownerId,
          action: 'installationOrder.attachment.delete',
          subject: 'InstallationOrder',
          subjectId: orderId,
          changes: { [`devices.${deviceId}.attachments`]: { from: audited(removed), to: null } },
        });
        await publishChange(tx, 'UPDATED', facts);
        return removed;
      });
      if (!row) return false;
      await removeStoredFiles(app.storage, [row.storageKey], request.log);
      return true;
    },
  };
}
