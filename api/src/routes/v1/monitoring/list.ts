import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { listMonitoringRecords } from '../../../monitoring/listMonitoringRecords.ts';
import { monitoringFilterSchema } from '../../../monitoring/monitoringFilter.ts';
import { monitoringRecordSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, paged, pagedSchema } from '../../../schemas/common.ts';

export const monitoringListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listMonitoringRecords',
        tags: ['monitoring'],
        summary: 'Monitoring records, newest latest error first',
        description:
          'Needs `read Monitoring`; only records of devices owned by organisations the rule allows. Every given filter narrows the result; id lists are comma-separated or repeated. Ordered by `latestErrorOccurredAt` (newest first, records without errors last), then device name. An unparseable filter value answers 400 naming the parameter.',
        querystring: monitoringFilterSchema.extend({ page: pageParam, perPage: perPageParam(100) }),
        response: {
          200: pagedSchema(monitoringRecordSchema).meta({ id: 'MonitoringRecordPage' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { page, perPage, ...filter } = request.query;
      const { data, total } = await listMonitoringRecords(app.db, {
        filter,
        scope: request.scope('read', 'Monitoring'),
        page,
        perPage,
        language: requestLanguage(request),
      });
      return paged(data, page, perPage, total);
    },
  );
};
