import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { AttachmentKind } from '../db/schema/attachments.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import { publishServiceOrderChanged } from '../events/serviceOrderChanged.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import type { AcceptedUpload } from '../storage/acceptUpload.ts';
import { removeStoredFiles } from '../storage/removeStoredFiles.ts';
import { newStorageKey } from '../storage/storageKey.ts';
import { auditedFile, MAX_ATTACHMENTS_PER_ORDER, MAX_IMAGES_PER_KIND } from './serviceOrderFileSchema.ts';
import { type ServiceOrderFileRow, serviceOrderFileRepository } from './serviceOrderFileRepository.ts';
import { type ServiceOrderFacts, serviceOrderRepository } from './serviceOrderRepository.ts';
import { orderInScope, type ServiceOrderScope, serviceOrderScope } from './serviceOrderScope.ts';
import { assertTransition } from './serviceOrderTransitions.ts';

/** The audit action and the history's field name of each kind of file. */
const described: Record<AttachmentKind, { add: string; delete: string; field: string }> = {
  attachment: { add: 'serviceOrder.attachment.add', delete: 'serviceOrder.attachment.delete', field: 'attachments' },
  before_image: { add: 'serviceOrder.image.add', delete: 'serviceOrder.image.delete', field: 'beforeImages' },
  after_image: { add: 'serviceOrder.image.add', delete: 'serviceOrder.image.delete', field: 'afterImages' },
};

/**
 * Whether the caller may change the order's files: who may update the order (serviceOrderWrites.ts)
 * — a dispatcher of its owner, or its own technician (`update Service`, assigned to it).
 */
export const changesOrderFiles = (request: FastifyRequest, facts: ServiceOrderFacts): boolean =>
  request.allowedIn('create', 'Service', facts.ownerId) ||
  (request.ability.can('update', 'Service') && facts.technicianUserId !== null && facts.technicianUserId === request.user.id);

/**
 * A service order's files (attachments, before and after images): the checks every route shares and
 * the writes, each with its audit entry in the order's history and a `serviceOrder.changed` event.
 */
export function serviceOrderFiles(app: FastifyInstance) {
  const orders = serviceOrderRepository(app.db);
  const files = serviceOrderFileRepository(app.db);

  /** The order's facts when the caller may read it; 403 without `read Service`, 404 when out of scope (never leaks). */
  async function readable(request: FastifyRequest, id: string): Promise<{ facts: ServiceOrderFacts; scope: ServiceOrderScope }> {
    request.authorize('read', 'Service');
    const [facts, scope] = await Promise.all([orders.facts(id), serviceOrderScope(app.db, request, 'read')]);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.serviceOrder');
    return { facts, scope };
  }

  /** 403 unless the caller may change the order's files, 409 when the order is finished or archived. */
  function assertChangeable(request: FastifyRequest, facts: ServiceOrderFacts): void {
    if (!changesOrderFiles(request, facts)) throw forbidden();
    assertTransition('edit', facts.status, requestLanguage(request));
  }

  /** The order locked in `tx`, checked again (its state may have moved since the upload began). */
  async function lockChangeable(tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0], request: FastifyRequest, scope: ServiceOrderScope, id: string) {
    const facts = await orders.facts(id, tx, true);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.serviceOrder');
    assertChangeable(request, facts);
    return facts;
  }

  return {
    readable,

    /** Checks before a request's files are read: the order exists for the caller, who may change it, in a state that allows it. */
    async changeable(request: FastifyRequest, id: string): Promise<{ facts: ServiceOrderFacts; scope: ServiceOrderScope }> {
      const found = await readable(request, id);
      assertChangeable(request, found.facts);
      return found;
    },

    /**
     * Stores the files, then adds their rows in one transaction that locks the order, checks it
     * again and keeps the kind's cap (409 past it); when that fails the stored files are removed.
     */
    async add(request: FastifyRequest, scope: ServiceOrderScope, orderId: string, kind: AttachmentKind, uploads: AcceptedUpload[]): Promise<ServiceOrderFileRow[]> {
      const prefix = kind === 'attachment' ? 'attachments' : kind.replace('_', '-') + 's';
      const stored = uploads.map((upload) => ({ upload, storageKey: newStorageKey(`service-orders/${orderId}/${prefix}`, upload.extension) }));
      const put: string[] = [];
      try {
        for (const { upload, storageKey } of stored) {
          await app.storage.put(storageKey, upload.bytes, upload.mimeType);
          put.push(storageKey);
        }
        return await app.db.transaction(async (tx) => {
          const facts = await lockChangeable(tx, request, scope, orderId);
          const cap = kind === 'attachment' ? MAX_ATTACHMENTS_PER_ORDER : MAX_IMAGES_PER_KIND;
          const have = await files.count(orderId, kind, tx);
          if (have + uploads.length > cap) {
            throw new AppError(ErrorCode.CONFLICT, kind === 'attachment' ? 'serviceOrder.tooManyAttachments' : 'serviceOrder.tooManyImages', {
              params: { max: cap, left: Math.max(0, cap - have) },
            });
          }
          const rows = await files.insert(
            tx,
            stored.map(({ upload, storageKey }) => ({
              ownerType: 'service_order' as const,
              serviceOrderId: orderId,
              kind,
              name: upload.name,
              storageKey,
              size: upload.bytes.length,
              mimeType: upload.mimeType,
              createdBy: request.user.id,
            })),
          );
          await tx.execute(sql`update service_orders set updated_at = now() where id = ${orderId}`);
          await writeAudit(tx, {
            actorUserId: request.user.id,
            organizationId: facts.ownerId,
            action: described[kind].add,
            subject: 'ServiceOrder',
            subjectId: orderId,
            changes: { [described[kind].field]: { from: null, to: rows.map(auditedFile) } },
          });
          await publishServiceOrderChanged(tx, { kind: 'UPDATED', orderId, ownerId: facts.ownerId, serviceCenterIds: [facts.serviceCenterId] });
          return rows;
        });
      } catch (error) {
        // No row, no file.
        await removeStoredFiles(app.storage, put, request.log);
        throw error;
      }
    },

    /** Removes one file's row (audited, published) and then its stored file; false when the order has no such file. */
    async remove(request: FastifyRequest, orderId: string, kind: AttachmentKind, fileId: string): Promise<boolean> {
      const { scope } = await readable(request, orderId);
      const row = await app.db.transaction(async (tx) => {
        const facts = await lockChangeable(tx, request, scope, orderId);
        const removed = await files.remove(tx, orderId, kind, fileId);
        if (!removed) return undefined;
        await tx.execute(sql`update service_orders set updated_at = now() where id = ${orderId}`);
        await writeAudit(tx, {
          actorUserId: request.user.id,
          organizationId: facts.ownerId,
          action: described[kind].delete,
          subject: 'ServiceOrder',
          subjectId: orderId,
          changes: { [described[kind].field]: { from: auditedFile(removed), to: null } },
        });
        await publishServiceOrderChanged(tx, { kind: 'UPDATED', orderId, ownerId: facts.ownerId, serviceCenterIds: [facts.serviceCenterId] });
        return removed;
      });
      if (!row) return false;
      await removeStoredFiles(app.storage, [row.storageKey], request.log);
      return true;
    },
  };
}
