import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { organizationListQuerySchema, organizationPageSchema } from '../../../organizations/organizationSchema.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';

export const organizationsListRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listOrganizations',
        tags: ['organizations'],
        summary: 'Organisations the caller may read, with device and member counts',
        description:
          'Scoped by `read Organization`: everything for an unrestricted rule, otherwise the organisations the rules name (an empty list without the ability). ' +
          '`search` matches anywhere in the name; `parentId` keeps the organisations of one group organisation; `ids` asks for some of them at once (ids outside the scope are left out). ' +
          'Paged when `perPage` is given; without it, every match comes in one answer (the lookups of filters and pickers).',
        querystring: organizationListQuerySchema,
        response: { 200: organizationPageSchema, ...errorResponses(400, ...authErrors) },
      },
    },
    async (request) => {
      const { page, perPage, sort, ...filter } = request.query;
      const { data, total } = await organizations.listPage({ ...filter, scope: request.scope('read', 'Organization') }, sort, page, perPage);
      return paged(data, page, perPage ?? Math.max(total, 1), total);
    },
  );
};
