import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { inScope } from '../../../monitoring/inScope.ts';
import { monitoringRecordSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { updateMonitoringRecordSchema } from '../../../monitoring/updateMonitoringRecordSchema.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const monitoringUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateMonitoringRecord',
        tags: ['monitoring'],
        summary: "Changes a record's status or notes",
        description:
          'Needs `update Monitoring` in the organisation owning the device (403 when the caller may only read it, 404 when not even that). Omitted fields are left as they are. Writes an audit row and publishes `monitoring.changed` (kind STATUS when the status is given, otherwise NOTES) on the event stream. Too long notes answer 400 naming the field and the limit.',
        params: idParamsSchema,
        body: updateMonitoringRecordSchema,
        response: { 200: monitoringRecordSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { id } = request.params;
      const owner = await repository.findOwner(id);
      if (!owner || !inScope(request.scope('read', 'Monitoring'), owner)) throw notFound('notFound.monitoringRecord');
      if (!inScope(request.scope('update', 'Monitoring'), owner)) throw forbidden();

      const outcome = await repository.update(id, request.body, { actorUserId: request.user.id, organizationId: owner });
      if (outcome === 'unknownStatus') {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', {
          fields: [{ field: 'status', message: { id: 'validation.unknownStatusCode' } }],
        });
      }
      if (outcome === 'notFound') throw notFound('notFound.monitoringRecord');

      const record = await repository.get(id, requestLanguage(request));
      if (!record) throw notFound('notFound.monitoringRecord');
      return record;
    },
  );
};
