import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceListPageSchema } from '../../../devices/deviceListPageSchema.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { sendDeviceListPage } from '../../../devices/sendDeviceListPage.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const organizationDevicesRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);
  const devices = deviceRepository(app.db);

  app.get(
    '/:id/devices',
    {
      schema: {
        operationId: 'listOrganizationDevices',
        tags: ['organizations'],
        summary: "An organisation's devices, newest first",
        description:
          'The lean device shape of `GET /devices`, paged. An organisation the caller may not read answers 404 (as an unknown one); one whose devices the caller may not read answers 403.',
        params: idParamsSchema,
        querystring: z.object({
          search: z.string().trim().max(200).optional().describe('Part of the name, network id or serial number (any case)'),
          page: pageParam,
          perPage: perPageParam(10000),
        }),
        response: {
          200: deviceListPageSchema,
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { search, page, perPage } = request.query;
      if (!request.allowedIn('read', 'Organization', id) || !(await organizations.exists(id))) throw notFound('notFound.organization');
      if (!request.allowedIn('read', 'Device', id)) throw forbidden();
      const found = await devices.listPage({ scope: [id], search }, page, perPage, requestLanguage(request));
      return sendDeviceListPage(reply, found, page, perPage);
    },
  );
};
