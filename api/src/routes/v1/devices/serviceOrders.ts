import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../../errors.ts';
import { toIso } from '../../../monitoring/recordRows.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

const serviceHistoryEntrySchema = z
  .object({
    _id: z.string().describe('The service order id'),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    notes: z.string().nullable(),
    solutions: z.array(z.object({ _id: z.string(), name: z.string() })).describe('Empty when none (shown as n/a)'),
    status: z.object({ slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'ServiceHistoryEntry' });

const inScope = (scope: 'all' | string[], organizationId: string) => scope === 'all' || scope.includes(organizationId);

export const deviceServiceOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/service-orders',
    {
      schema: {
        operationId: 'listDeviceServiceOrders',
        tags: ['devices'],
        summary: "A device's service history, newest first",
        description:
          'Needs `read Device` for the device (404 otherwise) and `read Service` in its organisation (403 otherwise).',
        params: idParamsSchema,
        response: {
          200: z.object({ data: z.array(serviceHistoryEntrySchema) }).meta({ id: 'ServiceHistory' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const device = await app.db.execute<{ owner_id: string }>(
        sql`select owner_id from devices where id = ${id} and deleted_at is null`,
      );
      const owner = device.rows[0]?.owner_id;
      if (!owner || !inScope(request.scope('read', 'Device'), owner)) throw notFound('notFound.device');
      if (!inScope(request.scope('read', 'Service'), owner)) throw forbidden();
      const result = await app.db.execute<{
        id: string;
        created_at: Date | string;
        completed_at: Date | string | null;
        notes: string | null;
        status_slug: string;
        status_name: string;
        solutions: { _id: string; name: string }[] | string;
      }>(sql`
        select so.id, so.created_at, so.completed_at, so.notes, st.slug as status_slug, st.name as status_name,
          coalesce((
            select json_agg(json_build_object('_id', s.id, 'name', s.name) order by s.position, s.name)
            from service_order_solutions sos join service_solutions s on s.id = sos.solution_id
            where sos.service_order_id = so.id
          ), '[]'::json) as solutions
        from service_orders so join service_order_statuses st on st.id = so.status_id
        where so.device_id = ${id}
        order by so.created_at desc, so.id`);
      return {
        data: result.rows.map((row) => ({
          _id: row.id,
          createdAt: toIso(row.created_at),
          completedAt: toIso(row.completed_at),
          notes: row.notes,
          solutions: typeof row.solutions === 'string' ? JSON.parse(row.solutions) : row.solutions,
          status: { slug: row.status_slug, name: row.status_name },
        })),
      };
    },
  );
};
