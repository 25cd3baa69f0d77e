import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeableDevice } from '../../../deviceData/deviceAccess.ts';
import { deviceDataRepository } from '../../../deviceData/deviceDataRepository.ts';
import { distanceSource, waterLevelUnits } from '../../../deviceData/waterLevel.ts';
import { AppError, ErrorCode, notFound } from '../../../errors.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

const waterLevelAnswerSchema = z
  .object({
    properties: z.record(z.string(), z.unknown()).describe("The device's properties after the change"),
  })
  .meta({ id: 'WaterLevelChange' });

const waterLevelBodySchema = z
  .object({
    elevation: z.number().min(-500).max(9000).describe("m above sea level (DVR90) of the sensor's face"),
    heightOffset: z.number().min(-100_000).max(100_000).describe('cm added to the computed level (a correction)'),
    boundaryDistance: z.number().min(0).max(100_000).describe("cm from the sensor's face down to the bottom"),
    unit: z.enum(waterLevelUnits).default('cm').describe('The unit the level is shown in'),
  })
  .strict()
  .meta({ id: 'WaterLevelInput' });

const description =
  "Needs `update Device` in the device's organisation (404 when the caller may not read the device, 403 when they may only " +
  'read it; 409 DEVICE_DELETED for a deleted device, 409 CONFLICT for a device whose model measures no distance). Written to the audit log with ' +
  'each property before and after, in the same transaction. The level is elevation × 100 + heightOffset − min(distance, ' +
  'boundary_distance) cm, or that ÷ 100 in m (see GET /devices/{id}/messages).';

export const deviceWaterLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = deviceDataRepository(app.db);

  app.put(
    '/:id/water-level',
    {
      schema: {
        operationId: 'setDeviceWaterLevel',
        tags: ['devices'],
        summary: "Sets a water-level device's calculation: elevation, height offset, boundary distance and unit",
        description,
        params: idParamsSchema,
        body: waterLevelBodySchema,
        response: { 200: waterLevelAnswerSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const device = changeableDevice(request, await repository.facts(request.params.id));
      if (!distanceSource(device.categorySlug, device.dataModel)) throw new AppError(ErrorCode.CONFLICT, 'deviceData.noDistance');
      const { elevation, heightOffset, boundaryDistance, unit } = request.body;
      const properties = await repository.changeWaterLevel(device.id, request.user.id, {
        elevation,
        heightOffset,
        boundary_distance: boundaryDistance,
        waterLevelUnit: unit,
      });
      if (!properties) throw notFound('notFound.device');
      return { properties };
    },
  );

  app.post(
    '/:id/water-level/reset',
    {
      schema: {
        operationId: 'resetDeviceWaterLevel',
        tags: ['devices'],
        summary: "Resets a device's water-level calculation: removes elevation, heightOffset and boundary_distance, unit back to cm",
        description,
        params: idParamsSchema,
        response: { 200: waterLevelAnswerSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const device = changeableDevice(request, await repository.facts(request.params.id));
      const properties = await repository.changeWaterLevel(device.id, request.user.id, 'reset');
      if (!properties) throw notFound('notFound.device');
      return { properties };
    },
  );
};
