import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { isoDateParam, pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { toIso } from '../../../monitoring/recordRows.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses, idParamsSchema, paged, pagedSchema } from '../../../schemas/common.ts';
import { findRecordOwner, inScope } from './findRecordOwner.ts';

const monitoringLogSchema = z
  .object({
    _id: z.string(),
    owner: z.string().nullable().describe("The owner's name when the error occurred"),
    deviceModel: z.string().nullable().describe("The device model's title when the error occurred"),
    errorCode: lookupSchema,
    networkType: z.string().nullable(),
    occurredAt: z.iso.datetime(),
  })
  .meta({ id: 'MonitoringLog' });

export const monitoringLogsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/logs',
    {
      schema: {
        operationId: 'listMonitoringLogs',
        tags: ['monitoring'],
        summary: "A record's error log, newest first",
        description: 'Needs `read Monitoring` in the organisation owning the device (404 otherwise).',
        params: idParamsSchema,
        querystring: z.object({
          fromUtc: isoDateParam('Entries at or after'),
          toUtc: isoDateParam('Entries at or before'),
          page: pageParam,
          perPage: perPageParam(100),
        }),
        response: {
          200: pagedSchema(monitoringLogSchema).meta({ id: 'MonitoringLogPage' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Monitoring');
      const { id } = request.params;
      const { fromUtc, toUtc, page, perPage } = request.query;
      const owner = await findRecordOwner(app.db, id);
      if (!owner || !inScope(request.scope('read', 'Monitoring'), owner)) throw notFound('notFound.monitoringRecord');

      const where = sql.join(
        [
          sql`l.monitoring_record_id = ${id}`,
          ...(fromUtc ? [sql`l.occurred_at >= ${fromUtc.toISOString()}`] : []),
          ...(toUtc ? [sql`l.occurred_at <= ${toUtc.toISOString()}`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        app.db.execute<{
          id: string;
          owner: string | null;
          device_model: string | null;
          error_id: string;
          error_name: string;
          error_slug: string;
          network_type: string | null;
          occurred_at: Date | string;
        }>(sql`
          select l.id, o.name as owner, dm.title as device_model, e.id as error_id, e.name as error_name,
            e.slug as error_slug, l.network_type, l.occurred_at
          from monitoring_logs l
          join error_codes e on e.id = l.error_code_id
          left join organizations o on o.id = l.owner_id
          left join device_models dm on dm.id = l.device_model_id
          where ${where}
          order by l.occurred_at desc, l.id
          limit ${perPage} offset ${(page - 1) * perPage}`),
        app.db.execute<{ total: number }>(sql`select count(*)::int as total from monitoring_logs l where ${where}`),
      ]);
      const data = rows.rows.map((row) => ({
        _id: row.id,
        owner: row.owner,
        deviceModel: row.device_model,
        errorCode: { _id: row.error_id, name: row.error_name, slug: row.error_slug },
        networkType: row.network_type,
        occurredAt: toIso(row.occurred_at),
      }));
      return paged(data, page, perPage, Number(count.rows[0]?.total ?? 0));
    },
  );
};
