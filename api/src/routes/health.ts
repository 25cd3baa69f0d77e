import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/pingDatabase.ts';
import { errorResponses } from '../schemas/common.ts';

export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }),
          ...errorResponses(),
        },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { ok: true as const, database: app.database.kind };
    },
  );
};
