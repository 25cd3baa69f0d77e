import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { organizationSchema } from '../../../organizations/organizationSchema.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const organizationByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getOrganization',
        tags: ['organizations'],
        summary: 'One organisation, with its device count and group organisation',
        description:
          'Needs `read Organization` for it. An organisation the caller may not read answers 404, like one that does not exist, so ids cannot be probed.',
        params: idParamsSchema,
        response: { 200: organizationSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const organization = request.allowedIn('read', 'Organization', id) ? await organizations.findById(id) : undefined;
      if (!organization) throw notFound('notFound.organization');
      return organization;
    },
  );
};
