import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const organizationSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    devices: z.number().int().describe('How many devices it owns'),
    group_org_id: z.string().nullable().describe('The group organisation it belongs to'),
  })
  .meta({ id: 'Organization' });

export const organizationsListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listOrganizations',
        tags: ['organizations'],
        summary: 'Organisations the caller may read, by name, with device counts',
        description:
          'Scoped by `read Organization`: everything for an unrestricted rule, otherwise the organisations the rules name (an empty list without the ability).',
        response: {
          200: z.object({ data: z.array(organizationSchema) }).meta({ id: 'OrganizationList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request) => {
      const scope = request.scope('read', 'Organization');
      if (scope !== 'all' && scope.length === 0) return { data: [] };
      const scoped = scope === 'all' ? sql`true` : sql`o.id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
      const result = await app.db.execute<{ id: string; name: string; parent_id: string | null; devices: number }>(sql`
        select o.id, o.name, o.parent_id, coalesce(c.devices, 0)::int as devices
        from organizations o
        left join (
          select owner_id, count(*) as devices from devices where deleted_at is null group by owner_id
        ) c on c.owner_id = o.id
        where ${scoped}
        order by lower(o.name), o.id`);
      return {
        data: result.rows.map((row) => ({
          _id: row.id,
          name: row.name,
          devices: Number(row.devices),
          group_org_id: row.parent_id,
        })),
      };
    },
  );
};
