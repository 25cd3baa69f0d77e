import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses, paged, pagedSchema, pageQuerySchema } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { userRepository } from '../../../users/userRepository.ts';

export const usersListRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

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
      const found = await users.listPage(request.scope('read', 'User'), page, perPage);
      return paged(found.users, page, perPage, found.total);
    },
  );
};
