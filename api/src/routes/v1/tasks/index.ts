import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskCreateRoute } from './create.ts';

/** /api/v1/tasks: follow-up work of service orders (the device replacement). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taskCreateRoute);
};
