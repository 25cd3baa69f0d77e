import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { idListParam, pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { isoJson } from '../../../monitoring/isoJson.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses, paged, pagedSchema } from '../../../schemas/common.ts';

export const deviceListItemSchema = z
  .object({
    _id: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    serialNumber: z.string().nullable(),
    owner: z.object({ _id: z.string(), name: z.string() }),
    deviceModel: z.object({ _id: z.string(), title: z.string() }),
    deviceType: lookupSchema.describe('The model\'s device type category, named in the language of the answer'),
    package: lookupSchema.nullable(),
    lifecycle: z.enum(['in_stock', 'installed', 'taken_down']),
    lastSeenAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DeviceListItem' });

const querySchema = z.object({
  orgIds: idListParam('Owning organisations'),
  deviceTypeCategoryIds: idListParam('Device type categories'),
  deviceModelIds: idListParam('Device models'),
  ids: idListParam('Devices'),
  search: z.string().trim().max(200).optional().describe('Part of the name, network id or serial number (any case)'),
  page: pageParam,
  perPage: perPageParam(10000),
});

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** `%`, `_` and `\` typed by the user are meant literally in the ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const devicesListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listDevices',
        tags: ['devices'],
        summary: 'Devices the caller may read, newest first',
        description:
          'Needs `read Device`; only devices of organisations the rule allows. `perPage` goes up to 10000 so pickers can load every device at once.',
        querystring: querySchema,
        response: {
          200: pagedSchema(deviceListItemSchema).meta({ id: 'DeviceListPage' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      request.authorize('read', 'Device');
      const { page, perPage, orgIds, deviceTypeCategoryIds, deviceModelIds, ids, search } = request.query;
      const scope = request.scope('read', 'Device');
      if (scope !== 'all' && scope.length === 0) return paged([], page, perPage, 0);

      const conditions: SQL[] = [sql`d.deleted_at is null`];
      if (scope !== 'all') conditions.push(sql`d.owner_id in (${list(scope)})`);
      if (orgIds?.length) conditions.push(sql`d.owner_id in (${list(orgIds)})`);
      if (deviceModelIds?.length) conditions.push(sql`d.device_model_id in (${list(deviceModelIds)})`);
      if (deviceTypeCategoryIds?.length) {
        conditions.push(
          sql`d.device_model_id in (select id from device_models where device_type_category_id in (${list(deviceTypeCategoryIds)}))`,
        );
      }
      if (ids?.length) conditions.push(sql`d.id in (${list(ids)})`);
      if (search) {
        const pattern = likePattern(search);
        conditions.push(sql`(d.name ilike ${pattern} or d.device ilike ${pattern} or d.serial_number ilike ${pattern})`);
      }
      const where = sql.join(conditions, sql` and `);
      // Up to 10,000 rows: Postgres writes the JSON of the page (see sendRawJson).
      const categoryName = requestLanguage(request) === 'da' ? sql`c.name_da` : sql`c.name_en`;
      const [rows, count] = await Promise.all([
        app.db.execute<{ data: string }>(sql`
          select coalesce(json_agg(json_build_object(
            '_id', d.id, 'device', d.device, 'name', d.name, 'serialNumber', d.serial_number,
            'owner', json_build_object('_id', o.id, 'name', o.name),
            'deviceModel', json_build_object('_id', dm.id, 'title', dm.title),
            'deviceType', json_build_object('_id', c.id, 'name', ${categoryName}, 'slug', c.slug),
            'package', case when p.id is null then null else json_build_object('_id', p.id, 'name', p.name, 'slug', p.slug) end,
            'lifecycle', d.lifecycle,
            'lastSeenAt', ${isoJson(sql`d.last_seen_at`)},
            'createdAt', ${isoJson(sql`d.created_at`)}
          ) order by d.created_at desc, d.id), '[]'::json)::text as data
          from (
            select d.id, d.device, d.name, d.serial_number, d.owner_id, d.device_model_id, d.package_id, d.lifecycle,
              d.last_seen_at, d.created_at
            from devices d where ${where} order by d.created_at desc, d.id limit ${perPage} offset ${(page - 1) * perPage}
          ) d
          join organizations o on o.id = d.owner_id
          join device_models dm on dm.id = d.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
          left join packages p on p.id = d.package_id`),
        app.db.execute<{ total: number }>(sql`select count(*)::int as total from devices d where ${where}`),
      ]);
      // The paging fields as `paged` writes them, after the data Postgres wrote.
      const { page: p, perPage: n, total, lastPage } = paged([], page, perPage, Number(count.rows[0]?.total ?? 0));
      return sendRawJson(reply, `{"data":${rows.rows[0]!.data},${JSON.stringify({ page: p, perPage: n, total, lastPage }).slice(1)}`);
    },
  );
};
