import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readableDevice } from '../../../deviceData/deviceAccess.ts';
import { deviceDataRepository } from '../../../deviceData/deviceDataRepository.ts';
import { readingsSchema } from '../../../deviceData/readingSchemas.ts';
import { readingsAnswerJson, readingsMeta } from '../../../deviceData/readingsMeta.ts';
import { MAX_WINDOW_DAYS, readingWindow, unixSecondsParam } from '../../../deviceData/readingWindow.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

/** At most this many readings an answer (a year of a reading every half hour is 17,568). */
export const MAX_READINGS = 20_000;

export const deviceMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = deviceDataRepository(app.db);

  app.get(
    '/:id/messages',
    {
      schema: {
        operationId: 'listDeviceMessages',
        tags: ['devices'],
        summary: "A device's readings in a window, oldest first, with their units",
        description:
          "Needs `read Device` for the device (404 otherwise, also for another organisation's device) and `read DeviceMessage` " +
          'in its organisation (403). Deleted devices stay readable. `endDate` defaults to now and `startDate` to a day before ' +
          `it; neither may be in the future (a minute of clock skew is allowed), the start may not be after the end, and the ` +
          `window may span at most ${MAX_WINDOW_DAYS} days (400 naming the parameter). Water-level devices with elevation, ` +
          'heightOffset and boundary_distance get the computed level in each reading (`water_level_calculated`, see `waterLevel`). ' +
          'Served by the primary key of device_messages (device_id, time).',
        params: idParamsSchema,
        querystring: z.object({
          startDate: unixSecondsParam('Window start, inclusive (default endDate − 24 h)'),
          endDate: unixSecondsParam('Window end, inclusive (default now)'),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(MAX_READINGS)
            .default(MAX_READINGS)
            .describe(`At most this many readings (default and maximum ${MAX_READINGS}); see hasMore`),
        }),
        response: { 200: readingsSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const device = readableDevice(request, await repository.facts(request.params.id), { action: 'read', subject: 'DeviceMessage' });
      const { startDate, endDate, limit } = request.query;
      const window = readingWindow({ start: startDate, end: endDate }, { start: 'startDate', end: 'endDate' });
      const meta = readingsMeta(device, requestLanguage(request));
      const page = await repository.readingsPage(device.id, window, limit, meta.water);
      // The readings' JSON comes from Postgres as is (thousands of rows); the rest is small.
      reply.header('cache-control', 'private, no-cache');
      return sendRawJson(reply, readingsAnswerJson(meta, page));
    },
  );
};
