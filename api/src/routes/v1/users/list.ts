import { asc, countDistinct, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schema } from '../../../db/client.ts';
import { authErrors, errorResponses, paged, pagedSchema, pageQuerySchema } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { loadUserDtos } from '../../../users/loadUserDtos.ts';

const { organizationMembers, users } = schema;

export const usersListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Users the caller may read',
        description: 'Needs `read User`; scoped to the organisations the rule allows unless it is unrestricted.',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(userDtoSchema).meta({ id: 'UserPage' }), ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'User');
      const { page, perPage } = request.query;
      const scope = request.scope('read', 'User');
      const offset = (page - 1) * perPage;
      const order = [asc(users.lastName), asc(users.firstName), asc(users.id)];

      if (scope === 'all') {
        const [{ total } = { total: 0 }] = await app.db.select({ total: countDistinct(users.id) }).from(users);
        const rows = await app.db.select({ id: users.id }).from(users).orderBy(...order).limit(perPage).offset(offset);
        return paged(await loadUserDtos(app.db, rows.map((r) => r.id)), page, perPage, total);
      }
      if (scope.length === 0) return paged([], page, perPage, 0);
      const inScope = app.db
        .selectDistinct({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(inArray(organizationMembers.organizationId, scope));
      const [{ total } = { total: 0 }] = await app.db
        .select({ total: countDistinct(users.id) })
        .from(users)
        .where(inArray(users.id, inScope));
      const rows = await app.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, inScope))
        .orderBy(...order)
        .limit(perPage)
        .offset(offset);
      return paged(await loadUserDtos(app.db, rows.map((r) => r.id)), page, perPage, total);
    },
  );
};
