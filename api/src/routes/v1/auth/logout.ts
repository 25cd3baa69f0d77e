import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokedTokenRepository } from '../../../auth/revokedTokenRepository.ts';
import { sessionEnded } from '../../../events/AppEvent.ts';
import { authErrors, errorResponses, okSchema } from '../../../schemas/common.ts';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  const revokedTokens = revokedTokenRepository(app.db);

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: revokes the bearer token and ends its event streams',
        response: { 200: okSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => {
      const { jti, exp } = request.tokenClaims;
      await revokedTokens.revoke(jti, new Date(exp * 1000));
      // Its event streams end on every instance; reconnecting with the token is refused.
      await app.events.endSessions(sessionEnded(request.user.id, jti));
      return { ok: true as const };
    },
  );
};
