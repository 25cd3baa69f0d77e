import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../../audit/writeAudit.ts';
import { schema } from '../../../db/client.ts';
import { viewerChanged } from '../../../events/AppEvent.ts';
import { authErrors, errorResponses, languageSchema } from '../../../schemas/common.ts';
import { userConfigSchema } from '../../../schemas/user.ts';

const { users } = schema;

export const userConfigRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const before = { language: request.user.language, utcOffset: request.user.utcOffset };
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([key, value]) => value !== undefined && before[key as keyof typeof before] !== value),
      ) as Partial<typeof before>;
      if (Object.keys(changes).length === 0) return before;

      const [updated] = await app.db
        .update(users)
        .set(changes)
        .where(eq(users.id, request.user.id))
        .returning({ language: users.language, utcOffset: users.utcOffset });
      const after = updated ?? before;
      await writeAudit(app.db, {
        actorUserId: request.user.id,
        action: 'user.config.update',
        subject: 'User',
        subjectId: request.user.id,
        changes: { before, after },
      });
      await app.events.publish(viewerChanged(request.user.id));
      return after;
    },
  );
};
