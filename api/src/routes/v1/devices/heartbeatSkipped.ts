import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const skippedDeviceSchema = z
  .object({
    _id: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    lastSeenAt: z.iso.datetime().nullable().describe('null when the device never reported'),
    owner: z.object({ _id: z.string(), name: z.string() }),
  })
  .meta({ id: 'HeartbeatSkippedDevice' });

export const heartbeatSkippedRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.get(
    '/heartbeat-skipped',
    {
      schema: {
        operationId: 'listHeartbeatSkippedDevices',
        tags: ['devices'],
        summary: 'Installed devices silent for 24 hours, most recently silent first',
        description:
          'Needs `read Device`; scoped like `GET /devices`. A device counts when its last message is older than 24 hours, or it never sent one and was added more than 24 hours ago.',
        response: {
          200: z.object({ data: z.array(skippedDeviceSchema) }).meta({ id: 'HeartbeatSkippedDeviceList' }),
          ...errorResponses(403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Device');
      // Can be thousands of devices: Postgres writes the JSON (see sendRawJson).
      return sendRawJson(reply, await devices.listHeartbeatSkippedJson(request.scope('read', 'Device')));
    },
  );
};
