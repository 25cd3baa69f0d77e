import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toIso } from '../../../monitoring/recordRows.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** A device is skipped when it has sent nothing for this long (spec part 2: 24 hours). */
export const HEARTBEAT_SILENCE_HOURS = 24;

const skippedDeviceSchema = z
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
    async (request) => {
      request.authorize('read', 'Device');
      const scope = request.scope('read', 'Device');
      if (scope !== 'all' && scope.length === 0) return { data: [] };
      const scoped = scope === 'all' ? sql`true` : sql`d.owner_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
      const result = await app.db.execute<{
        id: string;
        device: string;
        name: string;
        last_seen_at: Date | string | null;
        owner_id: string;
        owner_name: string;
      }>(sql`
        select d.id, d.device, d.name, d.last_seen_at, o.id as owner_id, o.name as owner_name
        from devices d join organizations o on o.id = d.owner_id
        where ${scoped} and d.deleted_at is null and d.lifecycle = 'installed'
          and (d.last_seen_at < now() - make_interval(hours => ${HEARTBEAT_SILENCE_HOURS})
            or (d.last_seen_at is null and d.created_at < now() - make_interval(hours => ${HEARTBEAT_SILENCE_HOURS})))
        order by d.last_seen_at desc nulls last, d.name, d.id`);
      return {
        data: result.rows.map((row) => ({
          _id: row.id,
          device: row.device,
          name: row.name,
          lastSeenAt: toIso(row.last_seen_at),
          owner: { _id: row.owner_id, name: row.owner_name },
        })),
      };
    },
  );
};
