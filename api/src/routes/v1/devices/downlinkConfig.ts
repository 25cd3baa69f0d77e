import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downlinkConfigRepository, type DownlinkDevice } from '../../../downlink/downlinkConfigRepository.ts';
import { downlinkConfigInputSchema, downlinkConfigSchema } from '../../../downlink/downlinkConfigSchema.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

const savedSchema = downlinkConfigSchema
  .extend({
    delivery: z
      .enum(['published', 'queued'])
      .describe(
        "`published`: the broker acknowledged the retained message. `queued`: the broker was not reached in time; the API sends it when it reconnects (every reconnect republishes the configurations no device confirmed yet)",
      ),
  })
  .meta({ id: 'DownlinkConfigSaved' });

const notSupported = () => new AppError(ErrorCode.DOWNLINK_NOT_SUPPORTED, 'downlink.notSupported');

/** `GET`/`PUT /devices/{id}/downlink-config`: what an MQTT device is asked to apply, and what it reports applying. */
export const deviceDownlinkConfigRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = downlinkConfigRepository(app.db);

  /** The device when the caller may read it (404 otherwise, as if it did not exist) and it speaks MQTT. */
  const readableMqttDevice = async (request: { scope: (a: 'read', s: 'Device') => 'all' | string[] }, id: string): Promise<DownlinkDevice> => {
    const device = await repository.findDevice(id);
    const scope = request.scope('read', 'Device');
    if (!device || (scope !== 'all' && !scope.includes(device.ownerId))) throw notFound('notFound.device');
    if (device.brokerNumber === null) throw notSupported();
    return device;
  };

  app.get(
    '/:id/downlink-config',
    {
      schema: {
        operationId: 'getDeviceDownlinkConfig',
        tags: ['devices'],
        summary: "A device's downlink configuration: requested, applied, and whether they agree",
        description:
          'Needs `read Device` in the organisation owning the device (404 NOT_FOUND otherwise, as for a device that does not exist). ' +
          'Only devices whose model has an MQTT broker number have one: others answer 404 DOWNLINK_NOT_SUPPORTED. Deleted devices are readable (`deleted: true`).',
        params: idParamsSchema,
        response: { 200: downlinkConfigSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const device = await readableMqttDevice(request, request.params.id);
      const config = await repository.get(device.id);
      if (!config) throw notSupported();
      return config;
    },
  );

  app.put(
    '/:id/downlink-config',
    {
      schema: {
        operationId: 'putDeviceDownlinkConfig',
        tags: ['devices'],
        summary: "Saves a device's downlink configuration and publishes it to the device",
        description:
          'The whole configuration (all five fields; unknown fields are refused). Needs `read Device` (404 otherwise) and `update DownlinkConfig` in the organisation owning the device (403 FORBIDDEN otherwise). ' +
          '404 DOWNLINK_NOT_SUPPORTED for a model without an MQTT broker number; 409 DEVICE_DELETED for a deleted device. ' +
          'Saved with an audit entry (`device.downlinkConfig.update`, each changed field before and after) in one transaction, then published on `fieldsense/devices/<networkId>/config`, retained, at QoS 1, as `{ miAbove, xtiAbove, th, miUnder, xtiUnder, time }`. ' +
          "The device's next reading reports what it applied (`applied`, `inSync`).",
        params: idParamsSchema,
        body: downlinkConfigInputSchema,
        response: { 200: savedSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const device = await readableMqttDevice(request, request.params.id);
      if (!request.allowedIn('update', 'DownlinkConfig', device.ownerId)) throw forbidden();
      if (device.deleted) throw new AppError(ErrorCode.DEVICE_DELETED, 'downlink.deviceDeleted');

      const saved = await repository.save(device, request.body, { userId: request.user.id });
      if (saved === 'deleted') throw new AppError(ErrorCode.DEVICE_DELETED, 'downlink.deviceDeleted');
      // After the commit: a device must never read a configuration that was rolled back.
      let delivery: 'published' | 'queued' = 'queued';
      if (app.mqtt?.connected) delivery = await app.mqtt.publishConfig(device.device, saved.message);
      else if (app.mqtt) void app.mqtt.publishConfig(device.device, saved.message);
      if (delivery === 'queued') request.log.warn({ deviceId: device.id }, 'downlink configuration saved; the MQTT broker has not acknowledged it yet');
      return { ...saved.config, delivery };
    },
  );
};
