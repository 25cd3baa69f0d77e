import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { addInstallationDevicesSchema, deviceParamsSchema, MAX_DEVICES_PER_ORDER, saveDeviceNoteSchema } from '../../../installationOrders/installationOrderInput.ts';
import { installationOrderRepository } from '../../../installationOrders/installationOrderRepository.ts';
import { installationOrderDevicePageSchema, installationOrderDeviceSchema } from '../../../installationOrders/installationOrderSchema.ts';
import { installationOrderWrites } from '../../../installationOrders/installationOrderWrites.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema, paged } from '../../../schemas/common.ts';
import { removeStoredFiles } from '../../../storage/removeStoredFiles.ts';
import { TRANSITIONS } from './writes.ts';

/** POST /installation/{id}/devices, DELETE …/devices/{deviceId}, PATCH …/devices/{deviceId}/save_note. */
export const installationDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = installationOrderRepository(app.db);
  const writes = installationOrderWrites(app.db);

  app.post(
    '/:id/devices',
    {
      schema: {
        operationId: 'addInstallationOrderDevices',
        tags: ['installation'],
        summary: 'Add devices to an installation order',
        description:
          'A dispatcher (`create InstallationOrder` in the owner; 403 otherwise). Each device must be live, readable, the owner\'s, in stock, of the order\'s types and models (when it names any), on no other open order and not on this one ' +
          `(400 naming each failing one as \`devices.<index>\`); an order holds at most ${MAX_DEVICES_PER_ORDER} (409). All or none. Answers the order's devices. ` +
          TRANSITIONS,
        params: idParamsSchema,
        body: addInstallationDevicesSchema,
        response: { 201: installationOrderDevicePageSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'InstallationOrder');
      await writes.addDevices(request, request.params.id, request.body.devices);
      const found = await orders.devicesPage(request.params.id, 1, MAX_DEVICES_PER_ORDER, requestLanguage(request));
      return reply.code(201).send(paged(found.data, 1, MAX_DEVICES_PER_ORDER, found.total));
    },
  );

  app.delete(
    '/:id/devices/:deviceId',
    {
      schema: {
        operationId: 'removeInstallationOrderDevice',
        tags: ['installation'],
        summary: 'Take a device off an installation order',
        description: 'A dispatcher. An installed device stays on the order (409); a pending or failed one goes, with its attachments. ' + TRANSITIONS,
        params: deviceParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      const storageKeys = await writes.removeDevice(request, request.params.id, request.params.deviceId);
      await removeStoredFiles(app.storage, storageKeys, request.log);
      return { ok: true as const };
    },
  );

  app.patch(
    '/:id/devices/:deviceId/save_note',
    {
      schema: {
        operationId: 'saveInstallationDeviceNote',
        tags: ['installation'],
        summary: "The order's note on one of its devices",
        description: "The order's technician or a dispatcher. Audited on the order. " + TRANSITIONS,
        params: deviceParamsSchema,
        body: saveDeviceNoteSchema,
        response: { 200: installationOrderDeviceSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      const { id, deviceId } = request.params;
      await writes.saveNote(request, id, deviceId, request.body.note);
      const entry = await orders.deviceEntry(id, deviceId, requestLanguage(request));
      if (!entry) throw notFound('notFound.installationOrderDevice');
      return entry;
    },
  );
};
