import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceListPageSchema } from '../../../devices/deviceListPageSchema.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { sendDeviceListPage } from '../../../devices/sendDeviceListPage.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { idListParam, pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const querySchema = z.object({
  orgIds: idListParam('Owning organisations'),
  deviceTypeCategoryIds: idListParam('Device type categories'),
  deviceModelIds: idListParam('Device models'),
  ids: idListParam('Devices'),
  search: z.string().trim().max(200).optional().describe('Part of the name, network id or serial number (any case)'),
  page: pageParam,
  perPage: perPageParam(10000),
});

export const devicesListRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listDevices',
        tags: ['devices'],
        summary: 'Devices the caller may read, newest first',
        description:
          'Needs `read Device`; only devices of organisations the rule allows. `perPage` goes up to 10000 so pickers can load every device at once.',
        querystring: querySchema,
        response: {
          200: deviceListPageSchema,
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Device');
      const { page, perPage, ...filter } = request.query;
      const found = await devices.listPage({ ...filter, scope: request.scope('read', 'Device') }, page, perPage, requestLanguage(request));
      return sendDeviceListPage(reply, found, page, perPage);
    },
  );
};
