import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monitoringFilterSchema, monitoringWhere } from '../../../monitoring/monitoringFilter.ts';
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
      const result = await app.db.execute<{ body: string }>(sql`
        select json_build_object('data', coalesce(json_agg(json_build_object(
          '_id', mr.id, 'deviceId', d.id, 'name', d.name, 'lat', d.lat, 'lon', d.lon, 'statusSlug', s.slug,
          'hasErrors', exists (select 1 from monitoring_record_errors e where e.monitoring_record_id = mr.id and e.count > 0)
        ) order by mr.latest_error_occurred_at desc nulls last, mr.device_name asc, mr.id asc), '[]'::json))::text as body
        from monitoring_records mr
        join devices d on d.id = mr.device_id
        join status_codes s on s.id = mr.status_code_id
        where ${monitoringWhere(request.query, scope)} and d.lat is not null and d.lon is not null`);
      return sendRawJson(reply, result.rows[0]!.body);
    },
  );
};
