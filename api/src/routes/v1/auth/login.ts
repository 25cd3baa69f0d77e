import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertLoginAllowed, recordLoginAttempt } from '../../../auth/loginThrottle.ts';
import { verifyPassword } from '../../../auth/passwords.ts';
import { signAccessToken } from '../../../auth/tokens.ts';
import { writeAudit } from '../../../audit/writeAudit.ts';
import { schema } from '../../../db/client.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import { errorResponses } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { loadUserDto } from '../../../users/loadUserDtos.ts';

const { users } = schema;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: { max: app.appConfig.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: z
          .object({
            email: emailSchema.describe('Trimmed and lowercased by the server'),
            password: z.string().min(1).max(1024),
          })
          .meta({ id: 'Login' }),
        response: {
          200: z.object({ token: z.string().describe('Bearer JWT, valid 12 h'), user: userDtoSchema }).meta({ id: 'LoginResult' }),
          ...errorResponses(400, 401, 413, 429),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await assertLoginAllowed(app.db, email, request.ip, {
        maxFailures: app.appConfig.loginMaxFailures,
        maxFailuresPerIp: app.appConfig.loginMaxFailuresPerIp,
        windowMinutes: app.appConfig.loginWindowMinutes,
      });
      const [user] = await app.db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      // Unknown and inactive accounts still run a full argon2 verification: same timing, same answer.
      const valid = await verifyPassword(user?.isActive ? user.passwordHash : null, password);
      await recordLoginAttempt(app.db, email, request.ip, valid);
      if (!valid || !user) {
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'auth.invalidCredentials');
      }
      const { token } = await signAccessToken(app.jwtSecret, user.id, user.sessionVersion);
      await writeAudit(app.db, { actorUserId: user.id, action: 'auth.login', subject: 'User', subjectId: user.id });
      const dto = await loadUserDto(app.db, user.id);
      if (!dto) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'auth.invalidCredentials');
      return { token, user: dto };
    },
  );
};
