import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorCode } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { dayBoundary, dayIn, serviceOrderListQuerySchema } from '../../../serviceOrders/serviceOrderInput.ts';
import { serviceOrderRepository } from '../../../serviceOrders/serviceOrderRepository.ts';
import { serviceOrderPageSchema } from '../../../serviceOrders/serviceOrderSchema.ts';
import { serviceOrderScope } from '../../../serviceOrders/serviceOrderScope.ts';

export const serviceOrdersListRoute: FastifyPluginAsyncZod = async (app) => {
  const orders = serviceOrderRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listServiceOrders',
        tags: ['service-orders'],
        summary: 'Service orders the caller may read',
        description:
          'Needs `read Service`. Administrators and service managers see every order, an organisation\'s readers of `Service` its orders, a technician the orders of the centres they work in. ' +
          'Filters combine (and). A technician\'s default order puts their own orders first (then soonest due); `technician=me` lists only those. ' +
          'Due-date days count in the caller\'s UTC offset; a range whose start is after its end is refused.',
        querystring: serviceOrderListQuerySchema,
        response: { 200: serviceOrderPageSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      const { page, perPage, status, orgIds, serviceCenterIds, technician, deviceIds, dueFrom, dueTo, search, sort } = request.query;
      const offset = request.user.utcOffset;
      const from = dueFrom ? dayBoundary(dayIn(dueFrom, offset), offset, 'start') : undefined;
      const to = dueTo ? dayBoundary(dayIn(dueTo, offset), offset, 'end') : undefined;
      if (from && to && from > to) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'serviceOrder.dueDateRangeReversed', {
          fields: [{ field: 'dueTo', message: { id: 'serviceOrder.dueDateRangeReversed' } }],
        });
      }
      let statusIds: string[] | undefined;
      if (status?.length) {
        const known = await orders.statuses();
        statusIds = status.map((value) => {
          const found = known.find((s) => s.slug === value || s._id === value.toLowerCase());
          if (!found) {
            throw new AppError(ErrorCode.VALIDATION_FAILED, 'serviceOrder.unknownStatus', {
              params: { value },
              fields: [{ field: 'status', message: { id: 'serviceOrder.unknownStatus', params: { value } } }],
            });
          }
          return found._id;
        });
      }
      const scope = await serviceOrderScope(app.db, request, 'read');
      // A technician (scoped by their centres) sees their own orders first unless they chose an order.
      const mineFirst = !sort && !scope.all && scope.centerIds.length > 0 ? request.user.id : undefined;
      const found = await orders.listPage(
        {
          scope,
          statusIds,
          orgIds,
          serviceCenterIds,
          deviceIds,
          search: search || undefined,
          dueFrom: from,
          dueTo: to,
          ...(technician === 'me' ? { technicianUserId: request.user.id } : technician ? { technicianId: technician.toLowerCase() } : {}),
        },
        sort ?? (mineFirst ? { key: 'dueDate', descending: false } : { key: 'createdAt', descending: true }),
        page,
        perPage,
        mineFirst,
      );
      return paged(found.data, page, perPage, found.total);
    },
  );
};
