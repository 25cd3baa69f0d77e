import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { invalidField } from '../../../organizations/invalidField.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { organizationCreateSchema, organizationSchema } from '../../../organizations/organizationSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const organizationCreateRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  app.post(
    '',
    {
      schema: {
        operationId: 'createOrganization',
        tags: ['organizations'],
        summary: 'Create an organisation',
        description:
          'Needs `create Organization` (platform administrators). The name is unique whatever its case (409); the slug is made from it. ' +
          '`group_org_id` puts it under a group organisation the caller may read (400 otherwise). It starts with the roles `Medlem` (reads) and `Administrator` (manages its devices, groups, keys and members). Audited.',
        body: organizationCreateSchema,
        response: { 201: organizationSchema, ...errorResponses(400, 403, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'Organization');
      const parentId = request.body.group_org_id;
      // A parent the caller may not see is, for them, one that does not exist.
      if (parentId && !request.allowedIn('read', 'Organization', parentId)) throw invalidField('group_org_id', 'organization.unknownParent');
      const id = await organizations.create(request.body, request.user.id);
      const created = await organizations.findById(id);
      if (!created) throw notFound('notFound.organization');
      return reply.status(201).send(created);
    },
  );
};
