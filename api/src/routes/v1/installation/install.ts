import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installDevice } from '../../../installationOrders/installDevice.ts';
import { deviceParamsSchema, installDeviceSchema } from '../../../installationOrders/installationOrderInput.ts';
import { installResultSchema } from '../../../installationOrders/installationOrderSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** PUT /installation/{id}/devices/{deviceId}/install (spec part 2 §7). */
export const installDeviceRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/devices/:deviceId/install',
    {
      schema: {
        operationId: 'installInstallationOrderDevice',
        tags: ['installation'],
        summary: 'Install a device of an order (or record that its installation failed)',
        description:
          "The order's technician or a dispatcher (403 otherwise), while the order is new or in progress (409); a new order is started by it. " +
          'Installed: the device (in stock, else 409) gets the position (`geo`, required), name, place, serial number, location type, `isComplete` and `properties` ' +
          "(merged key by key, the keys of its device type as `PATCH /devices/{id}` takes them), its lifecycle becomes `installed`, a monitoring record is created, and its entry's state `dlc_installed`. " +
          'Failed (`isUnsuccessful: true` with `failureReason`, else 400): the entry becomes `dlc_failed` with the reason and the device stays in stock, marked unsuccessful. ' +
          "Audited on the device (`device.installed` / `device.installationFailed`, before and after) and on the order; published as device.changed and installationOrder.changed. " +
          "Idempotent: the same request again answers as the first did with `changed: false` and changes nothing (a retry after a lost answer, a replayed offline queue); another request on an installed device is 409, while a failed one may be installed later. " +
          'The photos follow with `POST /devices/{deviceId}/images`.',
        params: deviceParamsSchema,
        body: installDeviceSchema,
        response: { 200: installResultSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      return installDevice(app.db, request, request.params.id, request.params.deviceId, request.body);
    },
  );
};
