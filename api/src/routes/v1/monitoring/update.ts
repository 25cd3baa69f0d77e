import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../../audit/writeAudit.ts';
import { schema } from '../../../db/client.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import type { MonitoringChangeKind } from '../../../events/monitoringChanged.ts';
import { publishMonitoringChanged } from '../../../events/publishMonitoringChanged.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { loadMonitoringRecord } from '../../../monitoring/loadMonitoringRecords.ts';
import { monitoringRecordSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { findRecordOwner, inScope } from './findRecordOwner.ts';

const { monitoringRecords, statusCodes } = schema;

const updateBodySchema = z
  .strictObject({
    status: z.guid().optional().describe('A status code `_id`'),
    notes: z.string().trim().max(2000).optional().describe('Trimmed; an empty string clears the notes'),
  })
  .meta({ id: 'UpdateMonitoringRecord' });

export const monitoringUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateMonitoringRecord',
        tags: ['monitoring'],
        summary: "Changes a record's status or notes",
        description:
          'Needs `update Monitoring` in the organisation owning the device (403 when the caller may only read it, 404 when not even that). Omitted fields are left as they are. Writes an audit row and publishes `monitoring.changed` (kind STATUS when the status is given, otherwise NOTES) on the event stream.',
        params: idParamsSchema,
        body: updateBodySchema,
        response: { 200: monitoringRecordSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { id } = request.params;
      const { status, notes } = request.body;
      const owner = await findRecordOwner(app.db, id);
      if (!owner || !inScope(request.scope('read', 'Monitoring'), owner)) throw notFound('notFound.monitoringRecord');
      if (!inScope(request.scope('update', 'Monitoring'), owner)) throw forbidden();

      if (status !== undefined || notes !== undefined) {
        await app.db.transaction(async (tx) => {
          if (status !== undefined) {
            const [known] = await tx.select({ id: statusCodes.id }).from(statusCodes).where(eq(statusCodes.id, status));
            if (!known) {
              throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', {
                fields: [{ field: 'status', message: { id: 'validation.unknownStatusCode' } }],
              });
            }
          }
          // Row lock: concurrent edits of one record serialise, and the audit's "from" is exact.
          const [before] = await tx
            .select({ statusCodeId: monitoringRecords.statusCodeId, notes: monitoringRecords.notes })
            .from(monitoringRecords)
            .where(eq(monitoringRecords.id, id))
            .for('update');
          if (!before) throw notFound('notFound.monitoringRecord');
          const changes: Record<string, { from: string | null; to: string | null }> = {};
          const set: Partial<typeof monitoringRecords.$inferInsert> = {};
          if (status !== undefined) {
            set.statusCodeId = status;
            changes.status = { from: before.statusCodeId, to: status };
          }
          if (notes !== undefined) {
            set.notes = notes === '' ? null : notes;
            changes.notes = { from: before.notes, to: set.notes };
          }
          await tx.update(monitoringRecords).set(set).where(eq(monitoringRecords.id, id));
          await writeAudit(tx, {
            actorUserId: request.user.id,
            organizationId: owner,
            action: 'monitoring.update',
            subject: 'Monitoring',
            subjectId: id,
            changes,
          });
          const kind: MonitoringChangeKind = status !== undefined ? 'STATUS' : 'NOTES';
          // Inside the transaction: delivered on commit, so listeners load the new state.
          await publishMonitoringChanged(tx, { recordId: id, orgId: owner, kind });
        });
      }

      const record = await loadMonitoringRecord(app.db, id, { language: requestLanguage(request) });
      if (!record) throw notFound('notFound.monitoringRecord');
      return record;
    },
  );
};
