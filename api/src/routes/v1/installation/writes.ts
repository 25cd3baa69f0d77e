import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { sendInstallationOrderAssignedMail } from '../../../installationOrders/installationOrderAssignedMail.ts';
import {
  installationOrderCreateSchema,
  installationOrderDeleteQuerySchema,
  installationOrderPatchSchema,
} from '../../../installationOrders/installationOrderInput.ts';
import { installationOrderRepository } from '../../../installationOrders/installationOrderRepository.ts';
import { installationOrderSchema } from '../../../installationOrders/installationOrderSchema.ts';
import { installationOrderWrites, type InstallationWriteOutcome } from '../../../installationOrders/installationOrderWrites.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { removeStoredFiles } from '../../../storage/removeStoredFiles.ts';

export const TRANSITIONS =
  'States (§4): a new order is `new`; start (or its first device installed or failed) makes it `in_progress`; complete closes it once every device is installed or failed; ' +
  'archive takes a completed order (or one nobody started) off the list. Orders are edited, and their devices changed, while new or in progress. ' +
  'A transition from a state that does not allow it answers 409 CONFLICT naming the state.';

/** POST, PATCH, start, complete, archive and DELETE of installation orders (each audited, each an `installationOrder.changed` event). */
export const installationWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = installationOrderRepository(app.db);
  const writes = installationOrderWrites(app.db);

  /** The order as written, after e-mailing a newly assigned technician. */
  async function answer(request: Parameters<typeof requestLanguage>[0], { id, assignedTechnicianId }: InstallationWriteOutcome) {
    const order = await orders.byId(id, requestLanguage(request));
    if (!order) throw notFound('notFound.installationOrder');
    if (assignedTechnicianId) await sendInstallationOrderAssignedMail(app, order);
    return order;
  }

  app.post(
    '',
    {
      schema: {
        operationId: 'createInstallationOrder',
        tags: ['installation'],
        summary: 'Create an installation order',
        description:
          'Needs `create InstallationOrder` in the owner (else 403, or 400 on `owner` for an owner outside the caller\'s rules). The centre must serve the owner (400 on `serviceCenter`); the technician must be an active one of that (active) centre (400 on `technician`). ' +
          'Each device must be live, readable by the caller, the owner\'s, in stock, of the order\'s types and models when it names any, and on no other open order (400 naming each failing one as `devices.<index>`). ' +
          "`dueDate` is stored as the end of that day in the caller's UTC offset and may not be over. A technician given the order is e-mailed in their language. " +
          TRANSITIONS,
        body: installationOrderCreateSchema,
        response: { 201: installationOrderSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'InstallationOrder');
      const order = await answer(request, await writes.create(request, request.body));
      return reply.code(201).send(order);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateInstallationOrder',
        tags: ['installation'],
        summary: "Change an installation order's data",
        description:
          'A dispatcher (`create InstallationOrder` in the owner; 403 otherwise). Omitted fields stay; null clears note, due date, technician and centre (a centre removed takes its technician). ' +
          "The owner changes only while the order has no devices (409); types and models that the order's devices would not match are refused (400). A new technician is e-mailed. " +
          TRANSITIONS,
        params: idParamsSchema,
        body: installationOrderPatchSchema,
        response: { 200: installationOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      return answer(request, await writes.update(request, request.params.id, request.body));
    },
  );

  app.post(
    '/:id/start',
    {
      schema: {
        operationId: 'startInstallationOrder',
        tags: ['installation'],
        summary: 'Start an installation order (new → in_progress)',
        description: "The order's technician or a dispatcher. " + TRANSITIONS,
        params: idParamsSchema,
        response: { 200: installationOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      return answer(request, await writes.start(request, request.params.id));
    },
  );

  app.patch(
    '/:id/complete',
    {
      schema: {
        operationId: 'completeInstallationOrder',
        tags: ['installation'],
        summary: 'Complete an installation order',
        description:
          "The order's technician or a dispatcher; only once the order has devices and every one is installed or failed (409 naming how many are left). " + TRANSITIONS,
        params: idParamsSchema,
        response: { 200: installationOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      return answer(request, await writes.complete(request, request.params.id));
    },
  );

  app.patch(
    '/:id/archive',
    {
      schema: {
        operationId: 'archiveInstallationOrder',
        tags: ['installation'],
        summary: 'Archive an installation order (off the list)',
        description: 'A dispatcher (`create InstallationOrder` in the owner). ' + TRANSITIONS,
        params: idParamsSchema,
        response: { 200: installationOrderSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      return answer(request, await writes.archive(request, request.params.id));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteInstallationOrder',
        tags: ['installation'],
        summary: 'Delete an installation order',
        description:
          'Needs `delete InstallationOrder` in the owner, in any state. An order with installed devices is deleted only with `confirm=true` (409 CONFIRMATION_REQUIRED naming how many otherwise, spec §5): ' +
          "its devices stay installed. Its history stays readable in the audit log; its devices' attachments are removed from storage.",
        params: idParamsSchema,
        querystring: installationOrderDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'InstallationOrder');
      const storageKeys = await writes.remove(request, request.params.id, request.query.confirm === 'true');
      await removeStoredFiles(app.storage, storageKeys, request.log);
      return reply.code(204).send(null);
    },
  );
};
