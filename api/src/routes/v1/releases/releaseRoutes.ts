import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { releaseNotificationRepository } from '../../../notify/releaseNotificationRepository.ts';
import { releaseCreateSchema, releasePageSchema, releaseSchema } from '../../../notify/releaseSchemas.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';

/** /releases: the releases announced (spec part 1 §2: /release lists them, /create-new-release publishes one). */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const releases = releaseNotificationRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listReleases',
        tags: ['notifications'],
        summary: 'Every release announced, newest first',
        description: "Any signed-in user. Each with its notes in the caller's language and whether the caller has dismissed its banner.",
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 20) }),
        response: { 200: releasePageSchema, ...errorResponses(400, ...authErrors) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { data, total } = await releases.page(request.user.id, requestLanguage(request), page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '',
    {
      schema: {
        operationId: 'createRelease',
        tags: ['notifications'],
        summary: 'Publish a release',
        description:
          'Needs `create Release` (platform administrators). The version is announced once (409 for one announced before). ' +
          'Every user gets an unread notification; the `viewer.changed` event reaches every signed-in user at once, so their banner shows without a reload. Audited.',
        body: releaseCreateSchema,
        response: { 201: releaseSchema, ...errorResponses(400, 403, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'Release');
      const id = await releases.publish(request.body, request.user.id);
      const created = await releases.get(id, request.user.id, requestLanguage(request));
      if (!created) throw notFound('notFound.notification');
      return reply.status(201).send(created);
    },
  );
};
