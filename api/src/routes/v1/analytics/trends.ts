import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryTrend, type TrendBucketRow, type TrendSummaryRow } from '../../../analytics/trends/queryTrend.ts';
import { trendAggregations, trendPeriods, trendRefs } from '../../../analytics/trends/trendOptions.ts';
import { trendWindow } from '../../../analytics/trends/trendWindow.ts';
import { badField, customDays, dayParam, requireCustomDays } from '../../../analytics/trends/customDays.ts';
import type { DataModelEntry } from '../../../db/schema/index.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { assertAnalyticsOrganization } from './trendsOrganization.ts';

export const trendQuerySchema = z
  .object({
    orgId: z.guid().describe('The organisation'),
    groupId: z.guid().optional().describe('A group of the organisation: one series per device plus the group series'),
    deviceId: z.guid().optional().describe('A device of the organisation: its series alone'),
    ref: z.enum(trendRefs).default('none').describe('Reference series to compare with'),
    period: z.enum(trendPeriods).default('day').describe('The window: presets end at `date`'),
    date: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('End of a preset window (ISO 8601 date-time, default now)'),
    from: dayParam('First day'),
    to: dayParam('Last day (inclusive)'),
    unit: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,64}$/)
      .optional()
      .describe("Data-model unit slug; default the device model's first continuous unit"),
    aggregation: z.enum(trendAggregations).default('average').describe('How readings combine per bucket'),
  })
  .superRefine((query, ctx) => {
    if (!query.groupId === !query.deviceId) {
      ctx.addIssue({ code: 'custom', path: [query.groupId ? 'deviceId' : 'groupId'], message: 'validation.invalid' });
    }
    requireCustomDays(query, ctx);
  });

const pointSchema = z.object({
  ts: z.string().describe('Bucket start (for reference series: the matching bucket of the main window)'),
  v: z.number().nullable().describe('The aggregate, null when the bucket has no readings'),
});
const summarySchema = z
  .object({
    last_reading: z.object({ v: z.number(), time: z.string() }).nullable(),
    interval_seconds: z.number().nullable().describe('Median seconds between consecutive readings of a device'),
    total: z.number().nullable().describe('Sum of the unit’s readings in the window'),
  })
  .meta({ id: 'TrendSummary' });
const refSeriesSchema = z.object({
  deviceId: z.string().nullable().describe('null: the group series (every device together)'),
  name: z.string(),
  points: z.array(pointSchema),
});
const seriesSchema = refSeriesSchema.extend({
  summary: summarySchema.describe(
    "The series' own summary (a device's readings; the group series: the group's, as `data.summary`), so one group call serves every device's card",
  ),
});

export const trendSchema = z
  .object({
    data: z.object({
      period: z.enum(trendPeriods),
      ref: z.enum(trendRefs),
      from: z.string().describe('Window start (inclusive), a bucket boundary in the user’s offset'),
      to: z.string().describe('Window end (exclusive)'),
      refFrom: z.string().nullable(),
      refTo: z.string().nullable(),
      bucket: z.enum(['hour', 'day']),
      utcOffset: z.number().int().describe('The offset buckets were cut in (the user’s)'),
      unit: z.string().nullable(),
      aggregation: z.enum(trendAggregations),
      series: z.array(seriesSchema),
      refSeries: z.array(refSeriesSchema),
      summary: summarySchema,
    }),
  })
  .meta({ id: 'Trend' });

const emptySummary: TrendSummaryRow = { last_v: null, last_time: null, interval_seconds: null, total: null };

export const trendsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'getTrend',
        tags: ['analytics'],
        summary: 'Readings of a device or group aggregated per hour or day, with a reference series and a summary',
        description:
          "Needs `read Analytics` in the organisation (404 outside the caller's scope). Buckets are cut in the user's UTC offset: " +
          "`day` is the 24 hour buckets ending with the hour of `date`; `week`, `month` and `three_months` are the 7, 30 and 90 " +
          "local days ending with the day of `date`; `custom` is every local day from `from` to `to` (at most 366). Every bucket " +
          "has a point (`v` null without readings). Reference series use the same buckets shifted by the window's length " +
          "(`previous_period`) or a calendar year (`previous_year`); their `ts` are the main window's, for overlaying.",
        querystring: trendQuerySchema,
        response: { 200: trendSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'Analytics');
      const query = request.query;
      await assertAnalyticsOrganization(app.db, request.scope('read', 'Analytics'), query.orgId);
      const offsetHours = request.user.utcOffset;

      const custom = customDays(query, offsetHours);
      const window = trendWindow({
        period: query.period,
        ref: query.ref,
        date: query.date ? new Date(query.date) : new Date(),
        offsetHours,
        custom,
      });

      // The devices (live, owned by the organisation), in name order, with their data models.
      const target = query.deviceId
        ? sql`d.id = ${query.deviceId}`
        : sql`d.id in (select device_id from group_devices where group_id = ${query.groupId!})`;
      let groupName = '';
      if (query.groupId) {
        const group = await app.db.execute<{ name: string }>(
          sql`select name from groups where id = ${query.groupId} and organization_id = ${query.orgId}`,
        );
        if (!group.rows[0]) throw notFound('notFound.group');
        groupName = group.rows[0].name;
      }
      const deviceRows = await app.db.execute<{ id: string; name: string; data_model: DataModelEntry[] | null }>(sql`
        select d.id, d.name, dm.data_model from devices d join device_models dm on dm.id = d.device_model_id
        where ${target} and d.owner_id = ${query.orgId} and d.deleted_at is null
        order by d.name, d.id`);
      const devices = deviceRows.rows;
      if (query.deviceId && devices.length === 0) throw notFound('notFound.device');

      const models = devices.flatMap((d) => d.data_model ?? []);
      let unit = query.unit ?? null;
      if (unit !== null && devices.length > 0 && !models.some((entry) => entry.unit.slug === unit)) {
        const slugs = [...new Set(models.map((entry) => entry.unit.slug))];
        throw badField('unit', 'validation.oneOf', { values: slugs.join(', ') });
      }
      unit ??= models.find((entry) => entry.data_type === 'continuous')?.unit.slug ?? null;

      const bucketCount = Math.round((window.to.getTime() - window.from.getTime()) / window.bucketMs);
      const tsOf = (b: number) => new Date(window.from.getTime() + b * window.bucketMs).toISOString();
      const perDevice = Boolean(query.groupId);
      const result =
        unit !== null && devices.length > 0
          ? await queryTrend(app.db, {
              deviceIds: devices.map((d) => d.id),
              unit,
              aggregation: query.aggregation,
              window,
              perDevice,
            })
          : { buckets: [] as TrendBucketRow[], summary: emptySummary, devices: [] };
      const summaryOf = (row: TrendSummaryRow) => ({
        last_reading:
          row.last_v !== null && row.last_time !== null ? { v: row.last_v, time: new Date(row.last_time).toISOString() } : null,
        interval_seconds: row.interval_seconds,
        total: row.total,
      });
      const summary = summaryOf(result.summary);
      const deviceSummaries = new Map(result.devices.map((row) => [row.device_id, summaryOf(row)]));

      const seriesOf = (w: 0 | 1) => {
        const keys: { deviceId: string | null; name: string }[] = perDevice
          ? [...devices.map((d) => ({ deviceId: d.id, name: d.name })), { deviceId: null, name: groupName }]
          : devices.map((d) => ({ deviceId: d.id, name: d.name }));
        return keys.map(({ deviceId, name }) => {
          const values = new Map<number, number>();
          for (const row of result.buckets) {
            if (row.w !== w) continue;
            // Without a group, the single device's buckets come grouped across devices (device_id null).
            const matches = perDevice ? row.device_id === deviceId : true;
            if (matches && row.b >= 0 && row.b < bucketCount) values.set(row.b, row.v);
          }
          const points = Array.from({ length: bucketCount }, (_, b) => ({ ts: tsOf(b), v: values.get(b) ?? null }));
          return { deviceId, name, points };
        });
      };
      // Without a group the one series is the device's: its summary is the trend's.
      const series = seriesOf(0).map((item) => ({
        ...item,
        summary:
          perDevice && item.deviceId !== null ? (deviceSummaries.get(item.deviceId) ?? summaryOf(emptySummary)) : summary,
      }));
      return {
        data: {
          period: query.period,
          ref: query.ref,
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          refFrom: window.ref?.from.toISOString() ?? null,
          refTo: window.ref?.to.toISOString() ?? null,
          bucket: window.bucketMs === 3_600_000 ? ('hour' as const) : ('day' as const),
          utcOffset: offsetHours,
          unit,
          aggregation: query.aggregation,
          series,
          refSeries: window.ref ? seriesOf(1) : [],
          summary,
        },
      };
    },
  );
};
