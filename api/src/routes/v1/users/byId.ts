import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { userRepository } from '../../../users/userRepository.ts';

export const userByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'One user',
        description:
          'The caller themself always; other users need `read User` within the caller\'s scope. Users outside it answer 404, not 403, so ids cannot be probed.',
        params: idParamsSchema,
        response: { 200: userDtoSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id !== request.user.id) {
        const scope = request.scope('read', 'User');
        const visible = scope === 'all' || (await users.isMemberOfAny(id, scope));
        if (!visible) throw notFound('notFound.user');
      }
      const dto = await users.loadDto(id);
      if (!dto) throw notFound('notFound.user');
      return dto;
    },
  );
};
