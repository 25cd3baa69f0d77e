import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { idListParam, pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { toIso } from '../../../monitoring/recordRows.ts';
import { authErrors, errorResponses, paged, pagedSchema } from '../../../schemas/common.ts';

const deviceListItemSchema = z
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
    async (request) => {
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
      const [rows, count] = await Promise.all([
        app.db.execute<{
          id: string;
          device: string;
          name: string;
          serial_number: string | null;
          owner_id: string;
          owner_name: string;
          model_id: string;
          model_title: string;
          category_id: string;
          category_slug: string;
          category_name_da: string;
          category_name_en: string;
          package_id: string | null;
          package_name: string | null;
          package_slug: string | null;
          lifecycle: 'in_stock' | 'installed' | 'taken_down';
          last_seen_at: Date | string | null;
          created_at: Date | string;
        }>(sql`
          select d.id, d.device, d.name, d.serial_number, o.id as owner_id, o.name as owner_name,
            dm.id as model_id, dm.title as model_title, c.id as category_id, c.slug as category_slug,
            c.name_da as category_name_da, c.name_en as category_name_en,
            p.id as package_id, p.name as package_name, p.slug as package_slug,
            d.lifecycle, d.last_seen_at, d.created_at
          from devices d
          join organizations o on o.id = d.owner_id
          join device_models dm on dm.id = d.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
          left join packages p on p.id = d.package_id
          where ${where}
          order by d.created_at desc, d.id
          limit ${perPage} offset ${(page - 1) * perPage}`),
        app.db.execute<{ total: number }>(sql`select count(*)::int as total from devices d where ${where}`),
      ]);
      const language = requestLanguage(request);
      const data = rows.rows.map((row) => ({
        _id: row.id,
        device: row.device,
        name: row.name,
        serialNumber: row.serial_number,
        owner: { _id: row.owner_id, name: row.owner_name },
        deviceModel: { _id: row.model_id, title: row.model_title },
        deviceType: {
          _id: row.category_id,
          slug: row.category_slug,
          name: language === 'da' ? row.category_name_da : row.category_name_en,
        },
        package: row.package_id ? { _id: row.package_id, name: row.package_name ?? '', slug: row.package_slug ?? '' } : null,
        lifecycle: row.lifecycle,
        lastSeenAt: toIso(row.last_seen_at),
        createdAt: toIso(row.created_at),
      }));
      return paged(data, page, perPage, Number(count.rows[0]?.total ?? 0));
    },
  );
};
