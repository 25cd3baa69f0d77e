import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monitoringFilterSchema } from '../../../monitoring/monitoringFilter.ts';
import { monitoringRepository } from '../../../monitoring/monitoringRepository.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const mapPointSchema = z
  .object({
    _id: z.string().describe('The monitoring record id'),
    deviceId: z.string(),
    name: z.string().describe('The device name'),
    lat: z.number(),
    lon: z.number(),
    statusSlug: z.string(),
    hasErrors: z.boolean().describe('True when the record has any error count'),
  })
  .meta({ id: 'MonitoringMapPoint' });

export const monitoringMapRoute: FastifyPluginAsyncZod = async (app) => {
  const repository = monitoringRepository(app.db);
  app.get(
    '/map',
    {
      schema: {
        operationId: 'listMonitoringMapPoints',
        tags: ['monitoring'],
        summary: 'Every matching record whose device has a position, compact, for map markers',
        description: 'The filters and scoping of `GET /monitoring`, without paging.',
        querystring: monitoringFilterSchema,
        response: {
          200: z.object({ data: z.array(mapPointSchema) }).meta({ id: 'MonitoringMapPointList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Monitoring');
      const scope = request.scope('read', 'Monitoring');
      if (scope !== 'all' && scope.length === 0) return { data: [] };
      // Thousands of markers: Postgres writes the JSON (see sendRawJson).
      return sendRawJson(reply, await repository.mapPointsJson(request.query, scope));
    },
  );
};
