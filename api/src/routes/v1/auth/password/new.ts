import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../../../auth/passwords.ts';
import { hashResetToken } from '../../../../auth/resetTokens.ts';
import { writeAudit } from '../../../../audit/writeAudit.ts';
import { schema } from '../../../../db/client.ts';
import { AppError, ErrorCode } from '../../../../errors.ts';
import { errorResponses, okSchema } from '../../../../schemas/common.ts';

const { passwordResetTokens, users } = schema;

export const passwordNewRoute: FastifyPluginAsyncZod = async (app) => {
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
      const passwordHash = await hashPassword(password);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        // Claiming the token with one conditional UPDATE makes it single-use even under races.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashResetToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) {
          throw new AppError(ErrorCode.INVALID_RESET_TOKEN, 'auth.invalidResetToken');
        }
        // A new password ends every session signed in with the old one.
        await tx
          .update(users)
          .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, claimed.userId));
        // Other outstanding links of the user die with this one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
        await writeAudit(tx, { actorUserId: claimed.userId, action: 'auth.password_reset', subject: 'User', subjectId: claimed.userId });
      });
      return { ok: true as const };
    },
  );
};
