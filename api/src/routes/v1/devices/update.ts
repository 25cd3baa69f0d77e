import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDeviceReferences, invalidProperties } from '../../../devices/checkDeviceReferences.ts';
import { updateDeviceSchema } from '../../../devices/deviceInputSchema.ts';
import type { DeviceLifecycle } from '../../../devices/deviceLifecycle.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { deviceSchema } from '../../../devices/deviceSchema.ts';
import { updateDevice } from '../../../devices/deviceWrites.ts';
import { findWritableDevice } from '../../../devices/findReadableDevice.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

/** The message of a refused move names the one state the device may move to. */
const lifecycleMessage: Record<DeviceLifecycle, MessageId> = {
  in_stock: 'device.lifecycleFromInStock',
  installed: 'device.lifecycleFromInstalled',
  taken_down: 'device.lifecycleFromTakenDown',
};

export const deviceUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateDevice',
        tags: ['devices'],
        summary: "Changes a device's attributes",
        description:
          "Needs `update Device` in the device's organisation (403; 404 when the caller may not even read it). Fields left out stay as they are. " +
          '`ownerId` moves the device to an owner the caller may create devices in (403 otherwise). `properties` is merged per key: a key given replaces its value, `null` removes the key; keys are checked against the model\'s device type category. `geo: null` removes the position. ' +
          '`lifecycle` moves only in_stock → installed → taken_down → in_stock (409 LIFECYCLE_MOVE_NOT_ALLOWED naming the allowed next state); each move is recorded as a lifecycle event. A taken network id answers 409 DEVICE_EXISTS; a deleted device 409 DEVICE_DELETED. ' +
          'Every change writes one audit entry (`device.update`, each changed field before and after) and publishes `device.changed` (UPDATED, to the old and the new owner), in the same transaction. Answers the device as it is now.',
        params: idParamsSchema,
        body: updateDeviceSchema,
        response: { 200: deviceSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const facts = await findWritableDevice(request, devices, id, 'update');
      const moving = body.ownerId !== undefined && body.ownerId !== facts.ownerId;
      if (moving && !request.allowedIn('create', 'Device', body.ownerId!)) throw forbidden();
      await checkDeviceReferences(app.db, { ownerId: moving ? body.ownerId : undefined, deviceModelId: body.deviceModelId, packageId: body.packageId });

      const outcome = await updateDevice(app.db, id, body, request.user.id);
      switch (outcome.status) {
        case 'notFound':
          throw notFound('notFound.device');
        case 'deleted':
          throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
        case 'lifecycleMoveNotAllowed':
          throw new AppError(ErrorCode.LIFECYCLE_MOVE_NOT_ALLOWED, lifecycleMessage[outcome.from]);
        case 'networkIdTaken':
          throw new AppError(ErrorCode.DEVICE_EXISTS, 'device.networkIdTaken', { params: { device: body.device! } });
        case 'invalidProperties':
          throw invalidProperties(outcome.issues.map((i) => i.issue));
        case 'updated':
          break;
      }
      const device = await devices.get(id, requestLanguage(request));
      if (!device) throw notFound('notFound.device');
      return device;
    },
  );
};
