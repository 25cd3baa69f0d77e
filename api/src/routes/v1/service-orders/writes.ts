import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { sendServiceOrderAssignedMail } from '../../../serviceOrders/serviceOrderAssignedMail.ts';
import { serviceOrderCreateSchema, serviceOrderFinishSchema, serviceOrderPatchSchema } from '../../../serviceOrders/serviceOrderInput.ts';
import { serviceOrderRepository } from '../../../serviceOrders/serviceOrderRepository.ts';
import { serviceOrderSchema } from '../../../serviceOrders/serviceOrderSchema.ts';
import { serviceOrderWrites, type WriteOutcome } from '../../../serviceOrders/serviceOrderWrites.ts';
import { removeStoredFiles } from '../../../storage/removeStoredFiles.ts';

const TRANSITIONS =
  'States (§4): a new order is `sos_new`; saving a wizard step starts it (`sos_in_progress`); finish closes it as `sos_completed` or `sos_failed`; ' +
  'archive takes a finished order (or one nobody started) off the list. A finished or archived order cannot be edited; only new orders can be deleted. ' +
  'A transition from a state that does not allow it answers 409 CONFLICT naming the state.';

/** POST, PATCH, finish, archive and DELETE of service orders (each audited, each a `serviceOrder.changed` event). */
export const serviceOrderWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = serviceOrderRepository(app.db);
  const writes = serviceOrderWrites(app.db);

  /** The order as written, after e-mailing a newly assigned technician. */
  async function answer({ id, assignedTechnicianId }: WriteOutcome) {
    const order = await orders.byId(id);
    if (!order) throw notFound('notFound.serviceOrder');
    if (assignedTechnicianId) await sendServiceOrderAssignedMail(app, order);
    return order;
  }

  app.post(
    '',
    {
      schema: {
        operationId: 'createServiceOrder',
        tags: ['service-orders'],
        summary: 'Create a service order',
        description:
          'Needs `create Service` in the owner (else 400 on `owner`). The device must be the owner\'s, live and readable by the caller (else 400 on `device`); the centre must serve the owner (`organizationIds` of the centre, else 400 on `service_center`); the technician an active one of the chosen (active) centre. ' +
          '`dueDate` is stored as the end of that day in the caller\'s UTC offset and may not be over. A technician given the order is e-mailed in their language. ' +
          TRANSITIONS,
        body: serviceOrderCreateSchema,
        response: { 201: serviceOrderSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'Service');
      const order = await answer(await writes.create(request, request.body));
      return reply.code(201).send(order);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateServiceOrder',
        tags: ['service-orders'],
        summary: 'Change a service order\'s data or its wizard step',
        description:
          'Order data (device, owner, service_center, technician, service_issue, dueDate, notes) needs `create Service` in the owner (a dispatcher). ' +
          'A technician with `update Service` may change only `activeWizardStep` and the service data (solutions, cause, replacementAllowed, comment) of the orders assigned to them (403 otherwise). ' +
          'Orders the caller may not read answer 404. A new technician is e-mailed. The centre after the change must serve the owner after it (400 on `service_center` when the centre was given, else on `device`). ' +
          TRANSITIONS,
        params: idParamsSchema,
        body: serviceOrderPatchSchema,
        response: { 200: serviceOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      return answer(await writes.update(request, request.params.id, request.body));
    },
  );

  app.patch(
    '/:id/finish',
    {
      schema: {
        operationId: 'finishServiceOrder',
        tags: ['service-orders'],
        summary: 'Finish a service order (completed or failed)',
        description: 'The order\'s technician or a dispatcher (`create Service` in the owner). ' + TRANSITIONS,
        params: idParamsSchema,
        body: serviceOrderFinishSchema.nullish(),
        response: { 200: serviceOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      return answer(await writes.finish(request, request.params.id, request.body ?? { outcome: 'completed' }));
    },
  );

  app.patch(
    '/:id/archive',
    {
      schema: {
        operationId: 'archiveServiceOrder',
        tags: ['service-orders'],
        summary: 'Archive a service order',
        description: 'A dispatcher (`create Service` in the owner). ' + TRANSITIONS,
        params: idParamsSchema,
        response: { 200: serviceOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Service');
      return answer(await writes.archive(request, request.params.id));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteServiceOrder',
        tags: ['service-orders'],
        summary: 'Delete a new service order',
        description: 'Needs `delete Service` in the owner. Its history stays readable in the audit log; its attachments and images are removed from storage. ' + TRANSITIONS,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Service');
      const storageKeys = await writes.remove(request, request.params.id);
      // Its attachments and images went with it; their files follow once that has committed.
      await removeStoredFiles(app.storage, storageKeys, request.log);
      return reply.code(204).send(null);
    },
  );
};
