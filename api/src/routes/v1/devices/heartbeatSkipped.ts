import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoJson } from '../../../monitoring/isoJson.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** A device is skipped when it has sent nothing for this long (spec part 2: 24 hours). */
export const HEARTBEAT_SILENCE_HOURS = 24;

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
      const scope = request.scope('read', 'Device');
      if (scope !== 'all' && scope.length === 0) return { data: [] };
      const scoped = scope === 'all' ? sql`true` : sql`d.owner_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
      // Can be thousands of devices: Postgres writes the JSON (see sendRawJson).
      const result = await app.db.execute<{ body: string }>(sql`
        select json_build_object('data', coalesce(json_agg(json_build_object(
          '_id', d.id, 'device', d.device, 'name', d.name, 'lastSeenAt', ${isoJson(sql`d.last_seen_at`)},
          'owner', json_build_object('_id', o.id, 'name', o.name)
        ) order by d.last_seen_at desc nulls last, d.name, d.id), '[]'::json))::text as body
        from devices d join organizations o on o.id = d.owner_id
        where ${scoped} and d.deleted_at is null and d.lifecycle = 'installed'
          and (d.last_seen_at < now() - make_interval(hours => ${HEARTBEAT_SILENCE_HOURS})
            or (d.last_seen_at is null and d.created_at < now() - make_interval(hours => ${HEARTBEAT_SILENCE_HOURS})))`);
      return sendRawJson(reply, result.rows[0]!.body);
    },
  );
};
