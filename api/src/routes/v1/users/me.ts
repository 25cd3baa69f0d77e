import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { userDtoSchema } from '../../../schemas/user.ts';
import { userRepository } from '../../../users/userRepository.ts';

export const usersMeRoute: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userDtoSchema, ...errorResponses(...authErrors) },
      },
    },
    async (request) => {
      const dto = await users.loadDto(request.user.id);
      if (!dto) throw notFound('notFound.user');
      return dto;
    },
  );
};
