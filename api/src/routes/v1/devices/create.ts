import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDeviceReferences, invalidProperties } from '../../../devices/checkDeviceReferences.ts';
import { createDeviceSchema } from '../../../devices/deviceInputSchema.ts';
import { propertiesSchemaFor } from '../../../devices/deviceProperties.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { deviceSchema } from '../../../devices/deviceSchema.ts';
import { insertDevices } from '../../../devices/deviceWrites.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const deviceCreateRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.post(
    '',
    {
      schema: {
        operationId: 'createDevice',
        tags: ['devices'],
        summary: 'Creates a device',
        description:
          'Needs `create Device` in the owner (`ownerId`; 403 otherwise). The network id (`device`) must be free: taken by any device, deleted ones included, answers 409 DEVICE_EXISTS. `properties` are checked against the model\'s device type category (keys and numbers; see `PATCH /devices/{id}`). ' +
          'Starts in `lifecycle` (in_stock by default), recorded as the first lifecycle event; writes an audit entry (`device.create`) and publishes `device.changed` (CREATED), in one transaction. Answers the new device.',
        body: createDeviceSchema,
        response: { 201: deviceSchema, ...errorResponses(400, 403, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'Device');
      const body = request.body;
      if (!request.allowedIn('create', 'Device', body.ownerId)) throw forbidden();
      const { category } = await checkDeviceReferences(app.db, body);
      let properties: Record<string, unknown> = {};
      if (body.properties) {
        const checked = propertiesSchemaFor(category!).safeParse(body.properties, { reportInput: true });
        if (!checked.success) throw invalidProperties(checked.error.issues);
        properties = checked.data;
      }
      const ids = await insertDevices(
        app.db,
        [
          {
            name: body.name,
            device: body.device,
            serialNumber: body.serialNumber ?? null,
            ownerId: body.ownerId,
            deviceModelId: body.deviceModelId,
            packageId: body.packageId ?? null,
            lat: body.geo?.lat ?? null,
            lon: body.geo?.lon ?? null,
            placeName: body.placeName ?? null,
            notes: body.notes ?? null,
            locationTypeStancode: body.locationTypeStancode ?? null,
            isComplete: body.isComplete ?? false,
            isUnsuccessful: body.isUnsuccessful ?? false,
            active: body.active ?? true,
            lifecycle: body.lifecycle,
            properties,
          },
        ],
        { actorUserId: request.user.id, action: 'device.create' },
      );
      const id = ids.get(body.device);
      if (!id) throw new AppError(ErrorCode.DEVICE_EXISTS, 'device.networkIdTaken', { params: { device: body.device } });
      const device = await devices.get(id, requestLanguage(request));
      if (!device) throw notFound('notFound.device');
      return reply.status(201).send(device);
    },
  );
};
