import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceOrderAttachmentRoutes } from './attachments.ts';
import { serviceOrderByIdRoutes } from './byId.ts';
import { serviceOrderImageRoutes } from './images.ts';
import { serviceOrdersListRoute } from './list.ts';
import { serviceOrderLookupRoutes } from './lookups.ts';
import { serviceOrderWriteRoutes } from './writes.ts';

/** /api/v1/service-orders: the list, one order and its history, the lookups, and the writes and transitions, its attachments and images. */
export const serviceOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceOrdersListRoute);
  await app.register(serviceOrderLookupRoutes);
  await app.register(serviceOrderByIdRoutes);
  await app.register(serviceOrderWriteRoutes);
  await app.register(serviceOrderAttachmentRoutes);
  await app.register(serviceOrderImageRoutes);
};
