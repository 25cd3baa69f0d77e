import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { installationDevicesQuerySchema, MAX_DEVICES_PER_ORDER } from '../../../installationOrders/installationOrderInput.ts';
import { installationOrderRepository } from '../../../installationOrders/installationOrderRepository.ts';
import { installationOrderDevicePageSchema, installationOrderSchema } from '../../../installationOrders/installationOrderSchema.ts';
import { installationOrderScope, orderInScope } from '../../../installationOrders/installationOrderScope.ts';
import { authErrors, errorResponses, idParamsSchema, paged } from '../../../schemas/common.ts';

/** GET /installation/{id} and its devices. */
export const installationByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = installationOrderRepository(app.db);

  /** 404 unless the caller may read the order (the same answer as for no order: nothing leaks). */
  async function assertReadable(request: Parameters<typeof installationOrderScope>[1], id: string) {
    request.authorize('read', 'InstallationOrder');
    const [facts, scope] = await Promise.all([orders.facts(id), installationOrderScope(app.db, request, 'read')]);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.installationOrder');
  }

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getInstallationOrder',
        tags: ['installation'],
        summary: 'One installation order',
        description: "Needs `read InstallationOrder`; an order outside the caller's scope answers 404, as a missing one. Its devices: `GET /installation/{id}/devices`.",
        params: idParamsSchema,
        response: { 200: installationOrderSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      await assertReadable(request, request.params.id);
      const order = await orders.byId(request.params.id, requestLanguage(request));
      if (!order) throw notFound('notFound.installationOrder');
      return order;
    },
  );

  app.get(
    '/:id/devices',
    {
      schema: {
        operationId: 'listInstallationOrderDevices',
        tags: ['installation'],
        summary: "An order's devices with their install state, in the order they were added",
        description:
          "Needs `read InstallationOrder` on the order (404 otherwise). Each with the device's facts, `state.slug` (`dlc_pending`, `dlc_installed`, `dlc_failed`), the order's note on it and its attachment count. " +
          `An order holds at most ${MAX_DEVICES_PER_ORDER} devices: one page of ${MAX_DEVICES_PER_ORDER} (the default) lists them all.`,
        params: idParamsSchema,
        querystring: installationDevicesQuerySchema,
        response: { 200: installationOrderDevicePageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      await assertReadable(request, request.params.id);
      const { page, perPage } = request.query;
      const found = await orders.devicesPage(request.params.id, page, perPage, requestLanguage(request));
      reply.header('cache-control', 'no-store');
      return paged(found.data, page, perPage, found.total);
    },
  );
};
