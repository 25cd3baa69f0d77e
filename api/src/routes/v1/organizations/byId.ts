import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { authorizeInOrganization } from '../../../organizations/authorizeInOrganization.ts';
import { invalidField } from '../../../organizations/invalidField.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { organizationPatchSchema, organizationSchema } from '../../../organizations/organizationSchema.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const organizationByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  const loadVisible = async (id: string) => {
    const organization = await organizations.findById(id);
    if (!organization) throw notFound('notFound.organization');
    return organization;
  };

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getOrganization',
        tags: ['organizations'],
        summary: 'One organisation, with its device and member counts and group organisation',
        description:
          'Needs `read Organization` for it. An organisation the caller may not read answers 404, like one that does not exist, so ids cannot be probed.',
        params: idParamsSchema,
        response: { 200: organizationSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!request.allowedIn('read', 'Organization', id)) throw notFound('notFound.organization');
      return loadVisible(id);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateOrganization',
        tags: ['organizations'],
        summary: 'Rename an organisation or move it under another group organisation',
        description:
          'Needs `update Organization` in it (404 when the caller may not read it). Only the fields sent change; a new name gets a new slug. ' +
          '`group_org_id` must name an organisation the caller may read, and not the organisation itself or one under it (400); null takes it out of its group. Audited with the fields before and after.',
        params: idParamsSchema,
        body: organizationPatchSchema,
        response: { 200: organizationSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'update', 'Organization');
      const parentId = request.body.group_org_id;
      if (parentId && !request.allowedIn('read', 'Organization', parentId)) throw invalidField('group_org_id', 'organization.unknownParent');
      if (!(await organizations.update(id, request.body, request.user.id))) throw notFound('notFound.organization');
      return loadVisible(id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteOrganization',
        tags: ['organizations'],
        summary: 'Delete an organisation',
        description:
          'Needs `delete Organization` (platform administrators). Refused with 409 CONFLICT, saying why, while it owns devices (also deleted ones not yet purged), contracts or installation orders. ' +
          'Its roles, memberships, groups and API keys go with it; its sub-organisations stay, without a group organisation. Audited.',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'delete', 'Organization');
      if (!(await organizations.remove(id, request.user.id))) throw notFound('notFound.organization');
      return reply.status(204).send(null);
    },
  );
};
