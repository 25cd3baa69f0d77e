import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { loadUserDto } from '../../../users/loadUserDtos.ts';
import { isMemberOfAny } from './visibleUserIds.ts';

export const userByIdRoute: FastifyPluginAsyncZod = async (app) => {
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
        const visible = scope === 'all' || (await isMemberOfAny(app.db, id, scope));
        if (!visible) throw notFound('notFound.user');
      }
      const dto = await loadUserDto(app.db, id);
      if (!dto) throw notFound('notFound.user');
      return dto;
    },
  );
};
