import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { rulesResponseSchema } from '../../../schemas/rule.ts';

export const roleAbilitiesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/abilities',
    {
      schema: {
        operationId: 'getRoleAbilities',
        tags: ['abilities'],
        summary: "The rules of the signed-in user's platform-wide roles",
        response: { 200: rulesResponseSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => ({ data: request.rules.platform }),
  );
};
