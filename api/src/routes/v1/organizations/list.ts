import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListParam } from '../../../monitoring/queryParams.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { organizationSchema } from '../../../organizations/organizationSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const organizationsListRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listOrganizations',
        tags: ['organizations'],
        summary: 'Organisations the caller may read, by name, with device counts',
        description:
          'Scoped by `read Organization`: everything for an unrestricted rule, otherwise the organisations the rules name (an empty list without the ability). `ids` asks for some of them at once (ids outside the scope are left out).',
        querystring: z.object({ ids: idListParam('Only these organisations') }),
        response: {
          200: z.object({ data: z.array(organizationSchema) }).meta({ id: 'OrganizationList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request) => ({
      data: await organizations.list({ scope: request.scope('read', 'Organization'), ids: request.query.ids }),
    }),
  );
};
