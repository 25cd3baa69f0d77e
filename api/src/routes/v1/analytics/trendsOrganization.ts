import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { counterSlug } from '../../../analytics/schedules/counterSlug.ts';
import type { Db } from '../../../db/client.ts';
import type { DataModelEntry } from '../../../db/schema/index.ts';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { inScope } from '../monitoring/findRecordOwner.ts';

export const trendDeviceSchema = z
  .object({
    _id: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    device_model: z.object({
      _id: z.string(),
      title: z.string(),
      data_model: z.array(
        z.object({
          unit: z.object({ slug: z.string(), name: z.string(), value: z.string() }),
          data_type: z.string(),
        }),
      ),
    }),
    deviceTypeCategory: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
    hasCounter: z.boolean().describe('The model counts events (a `step`/`discrete` unit in `count`): service schedules apply'),
  })
  .meta({ id: 'TrendDevice' });

export const trendOrganizationSchema = z
  .object({
    data: z
      .array(z.object({ _id: z.string(), name: z.string(), devices: z.array(trendDeviceSchema) }))
      .describe('The organisation’s groups by name, each with its devices by name; empty when it has no groups'),
    ungrouped: z.array(trendDeviceSchema).describe('The organisation’s devices that are in no group, by name'),
  })
  .meta({ id: 'TrendOrganization' });

/** Asserts the caller may read analytics of the organisation; 404 (not 403) outside their scope. */
export async function assertAnalyticsOrganization(
  db: Pick<Db, 'execute'>,
  scope: 'all' | string[],
  organizationId: string,
): Promise<void> {
  const result = await db.execute(sql`select 1 from organizations where id = ${organizationId}`);
  if (result.rows.length === 0 || !inScope(scope, organizationId)) throw notFound('notFound.organization');
}

export const trendsOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id',
    {
      schema: {
        operationId: 'getTrendOrganization',
        tags: ['analytics'],
        summary: 'The groups and devices of an organisation a trend can be drawn for',
        description:
          "Needs `read Analytics`; an organisation outside the caller's scope answers 404. Devices in no group come in `ungrouped`.",
        params: idParamsSchema,
        response: { 200: trendOrganizationSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Analytics');
      const { id } = request.params;
      await assertAnalyticsOrganization(app.db, request.scope('read', 'Analytics'), id);
      const language = requestLanguage(request);
      const result = await app.db.execute<{
        group_id: string | null;
        group_name: string | null;
        id: string | null;
        device: string;
        name: string;
        model_id: string;
        title: string;
        data_model: DataModelEntry[] | null;
        category_id: string;
        slug: string;
        name_da: string;
        name_en: string;
      }>(sql`
        with live as (
          select d.id, d.device, d.name, dm.id as model_id, dm.title, dm.data_model, c.id as category_id, c.slug, c.name_da, c.name_en
          from devices d
          join device_models dm on dm.id = d.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
          where d.owner_id = ${id} and d.deleted_at is null
        )
        select g.id as group_id, g.name as group_name, live.*
        from groups g
        left join group_devices gd on gd.group_id = g.id
        left join live on live.id = gd.device_id
        where g.organization_id = ${id}
        union all
        select null, null, live.* from live
        where not exists (
          select 1 from group_devices gd join groups g on g.id = gd.group_id
          where gd.device_id = live.id and g.organization_id = ${id}
        )
        order by group_name nulls last, group_id, name`);
      const groups = new Map<string, { _id: string; name: string; devices: z.infer<typeof trendDeviceSchema>[] }>();
      const ungrouped: z.infer<typeof trendDeviceSchema>[] = [];
      for (const row of result.rows) {
        const device = row.id
          ? {
              _id: row.id,
              device: row.device,
              name: row.name,
              device_model: { _id: row.model_id, title: row.title, data_model: row.data_model ?? [] },
              deviceTypeCategory: { _id: row.category_id, slug: row.slug, name: language === 'da' ? row.name_da : row.name_en },
              hasCounter: counterSlug(row.data_model ?? []) !== null,
            }
          : undefined;
        if (row.group_id === null) {
          if (device) ungrouped.push(device);
          continue;
        }
        let group = groups.get(row.group_id);
        if (!group) groups.set(row.group_id, (group = { _id: row.group_id, name: row.group_name ?? '', devices: [] }));
        if (device) group.devices.push(device);
      }
      return { data: [...groups.values()], ungrouped };
    },
  );
};
