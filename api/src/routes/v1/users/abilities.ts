import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { rulesResponseSchema } from '../../../schemas/rule.ts';

export const userAbilitiesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/abilities',
    {
      schema: {
        operationId: 'getUserAbilities',
        tags: ['abilities'],
        summary: "Every ability rule of the signed-in user (platform and organisation roles)",
        response: { 200: rulesResponseSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => ({ data: request.rules.all }),
  );
};
