import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readableDevice } from '../../../deviceData/deviceAccess.ts';
import { deviceDataRepository } from '../../../deviceData/deviceDataRepository.ts';
import { networkInfoSchema } from '../../../deviceData/readingSchemas.ts';
import { MAX_WINDOW_DAYS, readingWindow } from '../../../deviceData/readingWindow.ts';
import { hasNetworkHistory, networkInfoAnswer } from '../../../deviceData/networkInfoAnswer.ts';
import { isoDateParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

/** At most this many points an answer. */
export const MAX_NETWORK_POINTS = 20_000;

export const deviceNetworkInfoRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = deviceDataRepository(app.db);

  app.get(
    '/:id/network-info',
    {
      schema: {
        operationId: 'getDeviceNetworkInfo',
        tags: ['devices'],
        summary: "A device's network history (signal and sequence numbers) in a window, each point with its signal band",
        description:
          "Needs `read Device` for the device (404 otherwise, also for another organisation's device) and `read DeviceMessage` " +
          'in its organisation (403). Only NB-IoT devices over MQTT or HTTP and Sigfox devices over Sigfox have network ' +
          'strength (spec part 2 §9): for any other device the answer is 200 with `available: false` and no points, so a page ' +
          "can say so without treating it as a failure. `toUtc` defaults to now and `fromUtc` to a day before it; neither may be in the future, " +
          `the start may not be after the end, and the window may span at most ${MAX_WINDOW_DAYS} days. Bands: MQTT/HTTP ` +
          '(quality) excellent ≥ 30, good ≥ 1, weak ≥ 0, bad below; other protocols (dBm) excellent ≥ −100, good ≥ −125, ' +
          'weak ≥ −130, bad below (a boundary belongs to the better band).',
        params: idParamsSchema,
        querystring: z.object({
          fromUtc: isoDateParam('Window start, inclusive (default toUtc − 24 h)'),
          toUtc: isoDateParam('Window end, inclusive (default now)'),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(MAX_NETWORK_POINTS)
            .default(MAX_NETWORK_POINTS)
            .describe(`At most this many points (default and maximum ${MAX_NETWORK_POINTS}); see hasMore`),
        }),
        response: { 200: networkInfoSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const device = readableDevice(request, await repository.facts(request.params.id), { action: 'read', subject: 'DeviceMessage' });
      const { fromUtc, toUtc, limit } = request.query;
      const window = readingWindow({ start: fromUtc, end: toUtc }, { start: 'fromUtc', end: 'toUtc' });
      reply.header('cache-control', 'private, no-cache');
      if (!hasNetworkHistory(device)) return networkInfoAnswer(device, [], false);
      const { rows, hasMore } = await repository.networkRows(device.id, window, limit);
      return networkInfoAnswer(device, rows, hasMore);
    },
  );
};
