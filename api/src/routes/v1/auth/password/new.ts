import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetRepository } from '../../../../auth/passwordResetRepository.ts';
import { hashPassword } from '../../../../auth/passwords.ts';
import { hashResetToken } from '../../../../auth/resetTokens.ts';
import { AppError, ErrorCode } from '../../../../errors.ts';
import { sessionEnded } from '../../../../events/AppEvent.ts';
import { errorResponses, okSchema } from '../../../../schemas/common.ts';

export const passwordNewRoute: FastifyPluginAsyncZod = async (app) => {
  const passwordResets = passwordResetRepository(app.db);

  app.post(
    '/password/new',
    {
      config: { public: true, rateLimit: { max: app.appConfig.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        operationId: 'setNewPassword',
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description: 'Answers 400 with code INVALID_RESET_TOKEN when the token is unknown, expired or used.',
        body: z
          .object({
            token: z.string().min(1).max(200),
            password: z.string().min(8).max(1024),
          })
          .meta({ id: 'NewPassword' }),
        response: { 200: okSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = hashResetToken(token);
      // The token first: a made-up one costs a lookup, not a password hash (which anyone could
      // otherwise make us compute at will).
      if (!(await passwordResets.isRedeemable(tokenHash))) throw new AppError(ErrorCode.INVALID_RESET_TOKEN, 'auth.invalidResetToken');
      const passwordHash = await hashPassword(password);
      const userId = await passwordResets.redeem(tokenHash, passwordHash);
      if (!userId) throw new AppError(ErrorCode.INVALID_RESET_TOKEN, 'auth.invalidResetToken');
      // Every session signed in with the old password ended: so do their event streams.
      await app.events.endSessions(sessionEnded(userId));
      return { ok: true as const };
    },
  );
};
