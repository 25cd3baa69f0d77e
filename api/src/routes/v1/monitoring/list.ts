import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { monitoringFilterSchema } from '../../../monitoring/monitoringFilter.ts';
import { monitoringRecordSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { monitoringSortSchema } from '../../../monitoring/monitoringSort.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, paged, pagedSchema } from '../../../schemas/common.ts';

export const monitoringListRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.get(
    '',
    {
      schema: {
        operationId: 'listMonitoringRecords',
        tags: ['monitoring'],
        summary: 'Monitoring records, newest latest error first or in the order asked',
        description:
          'Needs `read Monitoring`; only records of devices owned by organisations the rule allows. Every given filter narrows the result; id lists are comma-separated or repeated. By default ordered by `latestErrorOccurredAt` (newest first, records without errors last), then device name; `sort` and `order` choose another order, with empty values last either way. An unparseable filter or sort value answers 400 naming the parameter.',
        querystring: monitoringFilterSchema.extend({ ...monitoringSortSchema.shape, page: pageParam, perPage: perPageParam(100) }),
        response: {
          200: pagedSchema(monitoringRecordSchema).meta({ id: 'MonitoringRecordPage' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { page, perPage, sort, order, ...filter } = request.query;
      const { data, total } = await repository.list({
        filter,
        sort,
        order,
        scope: request.scope('read', 'Monitoring'),
        page,
        perPage,
        language: requestLanguage(request),
      });
      return paged(data, page, perPage, total);
    },
  );
};
