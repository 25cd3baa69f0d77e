import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorCode } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { installationOrderListQuerySchema } from '../../../installationOrders/installationOrderInput.ts';
import { installationOrderRepository } from '../../../installationOrders/installationOrderRepository.ts';
import { installationOrderPageSchema } from '../../../installationOrders/installationOrderSchema.ts';
import { installationOrderScope } from '../../../installationOrders/installationOrderScope.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { dayBoundary, dayIn } from '../../../serviceOrders/serviceOrderInput.ts';

export const installationListRoute: FastifyPluginAsyncZod = async (app) => {
  const orders = installationOrderRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listInstallationOrders',
        tags: ['installation'],
        summary: 'Installation orders the caller may read',
        description:
          'Needs `read InstallationOrder`. Administrators and service managers see every order, a technician the orders of the centres they work in; organisation members hold no rule on installation orders (403). ' +
          'Each row carries `devicesCount`, `installedDevicesCount` (devices whose state is `dlc_installed`) and `failedDevicesCount`. ' +
          'Filters combine (and); archived orders are off the list unless `status` names them. Due-date days count in the caller\'s UTC offset; a range whose start is after its end is refused.',
        querystring: installationOrderListQuerySchema,
        response: { 200: installationOrderPageSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      const { page, perPage, status, orgIds, serviceCenterIds, technician, dueFrom, dueTo, search, sort } = request.query;
      const offset = request.user.utcOffset;
      const from = dueFrom ? dayBoundary(dayIn(dueFrom, offset), offset, 'start') : undefined;
      const to = dueTo ? dayBoundary(dayIn(dueTo, offset), offset, 'end') : undefined;
      if (from && to && from > to) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'serviceOrder.dueDateRangeReversed', {
          fields: [{ field: 'dueTo', message: { id: 'serviceOrder.dueDateRangeReversed' } }],
        });
      }
      const scope = await installationOrderScope(app.db, request, 'read');
      const found = await orders.listPage(
        {
          scope,
          statuses: status?.length ? status : ['new', 'in_progress', 'completed'],
          orgIds,
          serviceCenterIds,
          search: search || undefined,
          dueFrom: from,
          dueTo: to,
          ...(technician === 'me' ? { technicianUserId: request.user.id } : technician ? { technicianId: technician.toLowerCase() } : {}),
        },
        sort ?? { key: 'createdAt', descending: true },
        page,
        perPage,
        requestLanguage(request),
      );
      return paged(found.data, page, perPage, found.total);
    },
  );
};
