import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceLeanPageSchema, deviceListPageSchema } from '../../../devices/deviceListPageSchema.ts';
import { deviceListQuerySchema } from '../../../devices/deviceListQuery.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { sendDeviceListPage } from '../../../devices/sendDeviceListPage.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

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
          'Needs `read Device`; only devices of organisations the rule allows. Filters combine (and); `search` matches anywhere in the name, network id or serial number. ' +
          '`deleted=true` lists the soft-deleted devices instead of the live ones. `perPage` goes up to 10000 so pickers can load every device at once; maps and pickers that need less use `GET /devices/lean`.',
        querystring: deviceListQuerySchema,
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

  app.get(
    '/lean',
    {
      schema: {
        operationId: 'listDevicesLean',
        tags: ['devices'],
        summary: 'Devices in a lean shape for maps and pickers',
        description:
          'The filters, order and paging of `GET /devices`, each device as `{ _id, name, device, geo, owner { _id }, lastSeenAt }` only (no joins: 10,000 devices answer fast). Needs `read Device`, scoped the same way.',
        querystring: deviceListQuerySchema,
        response: {
          200: deviceLeanPageSchema,
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Device');
      const { page, perPage, ...filter } = request.query;
      const found = await devices.leanPage({ ...filter, scope: request.scope('read', 'Device') }, page, perPage);
      return sendDeviceListPage(reply, found, page, perPage);
    },
  );
};
