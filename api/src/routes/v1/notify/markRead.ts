import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { viewerChanged } from '../../../events/AppEvent.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const { releaseNotificationReads: reads, releaseNotifications: notifications } = schema;

export const markReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        summary: 'Mark a release notification read for the signed-in user',
        body: z.object({ notificationId: z.guid() }).meta({ id: 'MarkNotificationRead' }),
        response: {
          200: z.object({ _id: z.string(), read: z.literal(true) }).meta({ id: 'NotificationReadState' }),
          ...errorResponses(400, 404, 413, ...authErrors),
        },
      },
    },
    async (request) => {
      const { notificationId } = request.body;
      const [notification] = await app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.id, notificationId))
        .limit(1);
      if (!notification) throw notFound('notFound.notification');
      const inserted = await app.db
        .insert(reads)
        .values({ notificationId, userId: request.user.id })
        .onConflictDoNothing()
        .returning({ notificationId: reads.notificationId });
      // Only a real change is worth telling the user's other tabs about.
      if (inserted.length > 0) await app.events.publish(viewerChanged(request.user.id));
      return { _id: notificationId, read: true as const };
    },
  );
};
