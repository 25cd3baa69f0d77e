import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema } from '../../../db/client.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const { packages } = schema;

/** Reference data: any signed-in user may read the service levels. */
export const packagesListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listPackages',
        tags: ['lookups'],
        summary: 'Every package (service level), by name',
        response: {
          200: z.object({ data: z.array(lookupSchema) }).meta({ id: 'PackageList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async () => {
      const rows = await app.db
        .select({ _id: packages.id, name: packages.name, slug: packages.slug })
        .from(packages)
        .orderBy(asc(packages.name));
      return { data: rows };
    },
  );
};
