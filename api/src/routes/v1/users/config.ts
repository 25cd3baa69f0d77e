import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerChanged } from '../../../events/AppEvent.ts';
import { authErrors, errorResponses, languageSchema } from '../../../schemas/common.ts';
import { userConfigSchema } from '../../../schemas/user.ts';
import { type UserConfig, userRepository } from '../../../users/userRepository.ts';

export const userConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.get(
    '/config',
    {
      schema: {
        operationId: 'getUserConfig',
        tags: ['users'],
        summary: "The signed-in user's language and UTC offset",
        response: { 200: userConfigSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => ({ language: request.user.language, utcOffset: request.user.utcOffset }),
  );

  app.patch(
    '/config',
    {
      schema: {
        operationId: 'updateUserConfig',
        tags: ['users'],
        summary: "Change the signed-in user's language or UTC offset",
        body: z
          .strictObject({
            language: languageSchema.optional(),
            utcOffset: z.number().int().min(-12).max(14).optional().describe('Whole hours from UTC, -12..14'),
          })
          .meta({ id: 'UserConfigUpdate' }),
        response: { 200: userConfigSchema, ...errorResponses(400, 413, ...authErrors) },
      },
    },
    async (request) => {
      const before: UserConfig = { language: request.user.language, utcOffset: request.user.utcOffset };
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([key, value]) => value !== undefined && before[key as keyof UserConfig] !== value),
      ) as Partial<UserConfig>;
      if (Object.keys(changes).length === 0) return before;

      const after = await users.updateConfig(request.user.id, before, changes);
      await app.events.publish(viewerChanged(request.user.id));
      return after;
    },
  );
};
