import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { deviceSchema } from '../../../devices/deviceSchema.ts';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const organizationDeviceByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.get(
    '/:orgId/devices/:deviceId',
    {
      schema: {
        operationId: 'getOrganizationDevice',
        tags: ['organizations'],
        summary: "One of an organisation's devices, with every attribute",
        description:
          'The shape of `GET /devices/{id}`. 404 unless the device belongs to `orgId` and the caller may read devices there (`read Device`); deleted devices are answered too.',
        params: z.object({ orgId: z.guid().describe('The owning organisation'), deviceId: z.guid().describe('The device') }),
        response: { 200: deviceSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { orgId, deviceId } = request.params;
      const facts = await devices.accessFacts(deviceId);
      if (!facts || facts.ownerId !== orgId.toLowerCase() || !request.allowedIn('read', 'Device', facts.ownerId)) throw notFound('notFound.device');
      const device = await devices.get(deviceId, requestLanguage(request));
      if (!device) throw notFound('notFound.device');
      return device;
    },
  );
};
