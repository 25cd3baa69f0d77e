import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupSchema, statusCodeSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** Reference data of the monitoring page: any signed-in user may read it (it holds no customer data). */
export const monitoringLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.get(
    '/error-codes',
    {
      schema: {
        operationId: 'listErrorCodes',
        tags: ['monitoring'],
        summary: 'Every error code, by name',
        response: {
          200: z.object({ data: z.array(lookupSchema) }).meta({ id: 'LookupList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async () => ({ data: await repository.listErrorCodes() }),
  );

  app.get(
    '/status-codes',
    {
      schema: {
        operationId: 'listStatusCodes',
        tags: ['monitoring'],
        summary: 'Every status code, in display order',
        response: {
          200: z.object({ data: z.array(statusCodeSchema) }).meta({ id: 'StatusCodeList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async () => ({ data: await repository.listStatusCodes() }),
  );
};
