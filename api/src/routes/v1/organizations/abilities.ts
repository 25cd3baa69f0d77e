import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schema } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { rulesResponseSchema } from '../../../schemas/rule.ts';

const { organizations } = schema;

export const organizationAbilitiesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/abilities',
    {
      schema: {
        operationId: 'getOrganizationAbilities',
        tags: ['abilities'],
        summary: "The signed-in user's rules within one organisation",
        description:
          'The rules of roles granted within the organisation plus the platform-wide ones. 404 when the caller is not a member (platform administrators may ask for any organisation).',
        params: idParamsSchema,
        response: { 200: rulesResponseSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const isMember = request.rules.organizationIds.includes(id);
      if (!isMember && !request.ability.can('manage', 'all')) throw notFound('notFound.organization');
      const [organization] = await app.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id))
        .limit(1);
      if (!organization) throw notFound('notFound.organization');
      return { data: [...request.rules.platform, ...(request.rules.byOrganization.get(id) ?? [])] };
    },
  );
};
