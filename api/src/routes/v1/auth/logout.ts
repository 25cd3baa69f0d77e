import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schema } from '../../../db/client.ts';
import { authErrors, errorResponses, okSchema } from '../../../schemas/common.ts';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: revokes the bearer token',
        response: { 200: okSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => {
      const { jti, exp } = request.tokenClaims;
      // Kept until the token would have expired anyway; a cleanup job may delete older rows.
      await app.db
        .insert(schema.revokedTokens)
        .values({ jti, expiresAt: new Date(exp * 1000) })
        .onConflictDoNothing();
      return { ok: true as const };
    },
  );
};
