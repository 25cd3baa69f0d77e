import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetRepository } from '../../../../auth/passwordResetRepository.ts';
import { createResetToken, RESET_TOKEN_LIFETIME_MS } from '../../../../auth/resetTokens.ts';
import { passwordResetMail } from '../../../../mail/passwordResetMail.ts';
import { errorResponses, languageSchema, okSchema } from '../../../../schemas/common.ts';
import { userRepository } from '../../../../users/userRepository.ts';
import { emailSchema } from '../login.ts';

export const passwordResetRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  const passwordResets = passwordResetRepository(app.db);

  app.post(
    '/password/reset',
    {
      config: { public: true, rateLimit: { max: app.appConfig.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Send a one-time password reset link by e-mail',
        description: 'Answers 202 whether or not an account has the address, so it reveals no accounts.',
        body: z
          .object({
            email: emailSchema,
            language: languageSchema.optional().describe("The e-mail's language; default the user's own"),
          })
          .meta({ id: 'PasswordReset' }),
        response: { 202: okSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      const user = await users.findForPasswordReset(email);
      if (user?.isActive) {
        const { token, tokenHash } = createResetToken();
        await passwordResets.createToken(user.id, tokenHash, new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
        const link = `${app.appConfig.publicWebUrl.replace(/\/$/, '')}/password/new?token=${encodeURIComponent(token)}`;
        const message = passwordResetMail({
          to: email,
          name: `${user.firstName} ${user.lastName}`.trim(),
          link,
          language: language ?? user.language,
        });
        // Sent in the background so the answer takes as long for unknown addresses as for known ones.
        void app.mailer
          .send(message)
          .then((sent) => {
            if (app.mailer.kind !== 'smtp') {
              request.log.info({ to: email, file: sent.file, link }, 'password reset link (no SMTP configured)');
            }
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'could not send the password reset e-mail'));
      }
      return reply.status(202).send({ ok: true as const });
    },
  );
};
