import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { viewerChanged } from '../../../events/AppEvent.ts';
import { releaseNotificationRepository } from '../../../notify/releaseNotificationRepository.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const markReadRoute: FastifyPluginAsyncZod = async (app) => {
  const notifications = releaseNotificationRepository(app.db);

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
      if (!(await notifications.exists(notificationId))) throw notFound('notFound.notification');
      // Only a real change is worth telling the user's other tabs about.
      if (await notifications.markRead(notificationId, request.user.id)) await app.events.publish(viewerChanged(request.user.id));
      return { _id: notificationId, read: true as const };
    },
  );
};
