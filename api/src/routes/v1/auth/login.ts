import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditRepository } from '../../../audit/auditRepository.ts';
import { clientAddress } from '../../../auth/clientAddress.ts';
import { loginThrottle } from '../../../auth/loginThrottle.ts';
import { verifyPassword } from '../../../auth/passwords.ts';
import { signAccessToken } from '../../../auth/tokens.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import { errorResponses } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { userRepository } from '../../../users/userRepository.ts';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  const audit = auditRepository(app.db);
  const throttle = loginThrottle(app.db, {
    maxFailures: app.appConfig.loginMaxFailures,
    maxFailuresPerIp: app.appConfig.loginMaxFailuresPerIp,
    windowMinutes: app.appConfig.loginWindowMinutes,
  });

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
      const client = clientAddress(request.ip);
      await throttle.assertAllowed(email, client);
      const user = await users.findCredentials(email);
      // Unknown and inactive accounts still run a full argon2 verification: same timing, same answer.
      const valid = await verifyPassword(user?.isActive ? user.passwordHash : null, password);
      await throttle.record(email, client, valid);
      if (!valid || !user) {
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'auth.invalidCredentials');
      }
      const { token } = await signAccessToken(app.jwtSecret, user.id, user.sessionVersion);
      await audit.write({ actorUserId: user.id, action: 'auth.login', subject: 'User', subjectId: user.id });
      const dto = await users.loadDto(user.id);
      if (!dto) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'auth.invalidCredentials');
      return { token, user: dto };
    },
  );
};
