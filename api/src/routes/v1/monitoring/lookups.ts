import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema } from '../../../db/client.ts';
import { lookupSchema, statusCodeSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const { errorCodes, statusCodes } = schema;

/** Reference data of the monitoring page: any signed-in user may read it (it holds no customer data). */
export const monitoringLookupRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async () => {
      const rows = await app.db
        .select({ _id: errorCodes.id, name: errorCodes.name, slug: errorCodes.slug })
        .from(errorCodes)
        .orderBy(asc(errorCodes.name));
      return { data: rows };
    },
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
    async () => {
      const rows = await app.db
        .select({ _id: statusCodes.id, name: statusCodes.name, slug: statusCodes.slug, color: statusCodes.color })
        .from(statusCodes)
        .orderBy(asc(statusCodes.position), asc(statusCodes.name));
      return { data: rows };
    },
  );
};
