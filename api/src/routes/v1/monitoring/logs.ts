import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { inScope } from '../../../monitoring/inScope.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { isoDateParam, pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema, paged, pagedSchema } from '../../../schemas/common.ts';

const monitoringLogSchema = z
  .object({
    _id: z.string(),
    owner: z.string().nullable().describe("The owner's name when the error occurred"),
    deviceModel: z.string().nullable().describe("The device model's title when the error occurred"),
    errorCode: lookupSchema,
    networkType: z.string().nullable(),
    occurredAt: z.iso.datetime(),
  })
  .meta({ id: 'MonitoringLog' });

export const monitoringLogsRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.get(
    '/:id/logs',
    {
      schema: {
        operationId: 'listMonitoringLogs',
        tags: ['monitoring'],
        summary: "A record's error log, newest first",
        description: 'Needs `read Monitoring` in the organisation owning the device (404 otherwise).',
        params: idParamsSchema,
        querystring: z.object({
          fromUtc: isoDateParam('Entries at or after'),
          toUtc: isoDateParam('Entries at or before'),
          page: pageParam,
          perPage: perPageParam(100),
        }),
        response: {
          200: pagedSchema(monitoringLogSchema).meta({ id: 'MonitoringLogPage' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { id } = request.params;
      const { fromUtc, toUtc, page, perPage } = request.query;
      const owner = await repository.findOwner(id);
      if (!owner || !inScope(request.scope('read', 'Monitoring'), owner)) throw notFound('notFound.monitoringRecord');
      const { data, total } = await repository.listLogs({ recordId: id, fromUtc, toUtc, page, perPage });
      return paged(data, page, perPage, total);
    },
  );
};
