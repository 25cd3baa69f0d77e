import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { historyQuerySchema } from '../../../serviceOrders/serviceOrderInput.ts';
import { serviceOrderRepository } from '../../../serviceOrders/serviceOrderRepository.ts';
import { serviceOrderHistoryPageSchema, serviceOrderSchema } from '../../../serviceOrders/serviceOrderSchema.ts';
import { orderInScope, serviceOrderScope } from '../../../serviceOrders/serviceOrderScope.ts';
import { paged } from '../../../schemas/common.ts';

/** GET /service-orders/{id} and its history. */
export const serviceOrderByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = serviceOrderRepository(app.db);

  /** 404 unless the caller may read the order (the same answer as for no order: nothing leaks). */
  async function assertReadable(request: Parameters<typeof serviceOrderScope>[1], id: string) {
    const [facts, scope] = await Promise.all([orders.facts(id), serviceOrderScope(app.db, request, 'read')]);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.serviceOrder');
  }

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getServiceOrder',
        tags: ['service-orders'],
        summary: 'One service order',
        description: 'Needs `read Service`; an order outside the caller\'s scope answers 404, as a missing one.',
        params: idParamsSchema,
        response: { 200: serviceOrderSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      await assertReadable(request, request.params.id);
      const order = await orders.byId(request.params.id);
      if (!order) throw notFound('notFound.serviceOrder');
      return order;
    },
  );

  app.get(
    '/:id/history',
    {
      schema: {
        operationId: 'listServiceOrderHistory',
        tags: ['service-orders'],
        summary: 'Who changed the order, what, and when',
        description: 'Needs `read Service` on the order (404 otherwise). Newest first, paged. Each entry lists the changed fields with their values before and after.',
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: serviceOrderHistoryPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      await assertReadable(request, request.params.id);
      const { page, perPage } = request.query;
      const found = await orders.historyPage(request.params.id, page, perPage);
      return paged(found.data, page, perPage, found.total);
    },
  );
};
