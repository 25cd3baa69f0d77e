import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { rulesResponseSchema } from '../../../schemas/rule.ts';

export const organizationAbilitiesRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);

  app.get(
    '/:id/abilities',
    {
      schema: {
        operationId: 'getOrganizationAbilities',
        tags: ['abilities'],
        summary: "The signed-in user's rules within one organisation",
        description:
          'The rules of roles granted within the organisation plus the platform-wide ones. 404 when the caller is neither a member nor allowed to read the organisation (platform administrators may ask for any).',
        params: idParamsSchema,
        response: { 200: rulesResponseSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Members always see their own rules there, even under roles that do not read the organisation.
      const visible = request.rules.organizationIds.includes(id) || request.allowedIn('read', 'Organization', id);
      if (!visible || !(await organizations.exists(id))) throw notFound('notFound.organization');
      return { data: [...request.rules.platform, ...(request.rules.byOrganization.get(id) ?? [])] };
    },
  );
};
