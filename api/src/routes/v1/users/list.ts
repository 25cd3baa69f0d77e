import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses, paged, pagedSchema } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { userListQuerySchema } from '../../../users/userListQuerySchema.ts';
import { userRepository } from '../../../users/userRepository.ts';

export const usersListRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Users the caller may read, searched, filtered and ordered',
        description:
          'Needs `read User`; scoped to the members of the organisations the rule allows unless it is unrestricted. ' +
          'Filters combine (and); within a list any value matches. `search` finds any part of the name or e-mail, in any case.',
        querystring: userListQuerySchema,
        response: { 200: pagedSchema(userDtoSchema).meta({ id: 'UserPage' }), ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'User');
      const { page, perPage, ...filter } = request.query;
      const found = await users.listPage(request.scope('read', 'User'), filter, page, perPage);
      return paged(found.users, page, perPage, found.total);
    },
  );
};
