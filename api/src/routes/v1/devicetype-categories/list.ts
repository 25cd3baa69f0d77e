import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema } from '../../../db/client.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const { deviceTypeCategories: categories } = schema;

/** Reference data: any signed-in user may read it. Names follow the answer's language (Content-Language). */
export const deviceTypeCategoriesListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listDeviceTypeCategories',
        tags: ['lookups'],
        summary: 'Every device type category, named in the language of the answer, by name',
        description: "The language is the Accept-Language header's (da or en), else the user's own.",
        response: {
          200: z.object({ data: z.array(lookupSchema) }).meta({ id: 'DeviceTypeCategoryList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await app.db
        .select({ _id: categories.id, nameDa: categories.nameDa, nameEn: categories.nameEn, slug: categories.slug })
        .from(categories)
        .orderBy(asc(categories.slug));
      const data = rows.map((row) => ({ _id: row._id, name: language === 'da' ? row.nameDa : row.nameEn, slug: row.slug }));
      return { data: data.sort((a, b) => a.name.localeCompare(b.name, language)) };
    },
  );
};
