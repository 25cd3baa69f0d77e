import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { serviceHistoryEntrySchema } from '../../../serviceOrders/serviceHistoryEntrySchema.ts';
import { serviceOrderRepository } from '../../../serviceOrders/serviceOrderRepository.ts';

export const deviceServiceOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);
  const serviceOrders = serviceOrderRepository(app.db);

  app.get(
    '/:id/service-orders',
    {
      schema: {
        operationId: 'listDeviceServiceOrders',
        tags: ['devices'],
        summary: "A device's service history, newest first",
        description:
          'Needs `read Device` for the device (404 otherwise) and `read Service` in its organisation (403 otherwise).',
        params: idParamsSchema,
        response: {
          200: z.object({ data: z.array(serviceHistoryEntrySchema) }).meta({ id: 'ServiceHistory' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const owner = await devices.ownerOf(id);
      if (!owner || !request.allowedIn('read', 'Device', owner)) throw notFound('notFound.device');
      if (!request.allowedIn('read', 'Service', owner)) throw forbidden();
      return { data: await serviceOrders.historyOfDevice(id) };
    },
  );
};
