import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { serviceOrderRepository } from '../../../serviceOrders/serviceOrderRepository.ts';
import { serviceLookupListSchema, serviceOrderOwnerListSchema } from '../../../serviceOrders/serviceOrderSchema.ts';

/** The lookups of the order screens (spec §7): statuses, solutions, causes, and the owners one may order for. */
export const serviceOrderLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = serviceOrderRepository(app.db);
  const lookups = [
    { path: '/statuses', operationId: 'listServiceOrderStatuses', summary: 'The service order statuses, in their order', load: orders.statuses },
    { path: '/solutions', operationId: 'listServiceSolutions', summary: 'The solutions a technician can record', load: orders.solutions },
    { path: '/service-causes', operationId: 'listServiceCauses', summary: 'The causes a technician can record', load: orders.causes },
  ];
  for (const { path, operationId, summary, load } of lookups) {
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['service-orders'],
          summary,
          description: 'Needs `read Service`. A short fixed list (not paged), in the order to show it.',
          response: { 200: serviceLookupListSchema, ...errorResponses(403, ...authErrors) },
        },
      },
      async (request) => {
        request.authorize('read', 'Service');
        return { data: await load() };
      },
    );
  }

  app.get(
    '/owners',
    {
      schema: {
        operationId: 'listServiceOrderOwners',
        tags: ['service-orders'],
        summary: 'The organisations the caller may create service orders for',
        description: 'Needs `create Service`; the organisations its rules allow, by name. At most a few hundred (organisations, not devices): not paged.',
        response: { 200: serviceOrderOwnerListSchema, ...errorResponses(403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('create', 'Service');
      return { data: await orders.organizations(request.scope('create', 'Service')) };
    },
  );
};
