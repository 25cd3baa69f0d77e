import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseNotificationRepository } from '../../../notify/releaseNotificationRepository.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const releaseNotificationSchema = z
  .object({
    _id: z.string().describe('The notification id'),
    notification: z.object({
      _id: z.string(),
      releaseVersion: z.string().nullable().describe('null for a generic update message'),
      title: z.string(),
      createdAt: z.iso.datetime(),
    }),
  })
  .meta({ id: 'ReleaseNotification' });

export const newReleaseRoute: FastifyPluginAsyncZod = async (app) => {
  const notifications = releaseNotificationRepository(app.db);

  app.get(
    '/new-release',
    {
      schema: {
        operationId: 'listNewReleaseNotifications',
        tags: ['notifications'],
        summary: 'Release notifications the signed-in user has not read, newest first',
        response: {
          200: z.object({ data: z.array(releaseNotificationSchema) }).meta({ id: 'ReleaseNotificationList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request) => {
      const rows = await notifications.listUnread(request.user.id);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          notification: {
            _id: row.id,
            releaseVersion: row.releaseVersion,
            title: row.title,
            createdAt: row.createdAt.toISOString(),
          },
        })),
      };
    },
  );
};
