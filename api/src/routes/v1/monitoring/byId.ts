import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { inScope } from '../../../monitoring/inScope.ts';
import { monitoringRecordSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const monitoringByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getMonitoringRecord',
        tags: ['monitoring'],
        summary: 'One monitoring record',
        description: 'Needs `read Monitoring`; records outside the caller\'s organisations answer 404.',
        params: idParamsSchema,
        response: { 200: monitoringRecordSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { id } = request.params;
      const owner = await repository.findOwner(id);
      if (!owner || !inScope(request.scope('read', 'Monitoring'), owner)) throw notFound('notFound.monitoringRecord');
      const record = await repository.get(id, requestLanguage(request));
      if (!record) throw notFound('notFound.monitoringRecord');
      return record;
    },
  );
};
