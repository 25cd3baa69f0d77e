import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { dayParam, requireCustomDays } from '../../../analytics/trends/customDays.ts';
import { loadTrend } from '../../../analytics/trends/loadTrend.ts';
import { trendAggregations, trendPeriods, trendRefs } from '../../../analytics/trends/trendOptions.ts';
import { unitMeasures } from '../../../db/schema/index.ts';
import { idListParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { isWithinDateRange } from '../../../validation/dateRange.ts';

export const trendQuerySchema = z
  .object({
    orgId: z.guid().describe('The organisation'),
    groupId: z.guid().optional().describe('A group of the organisation: one series per device plus the group series'),
    deviceId: z.guid().optional().describe('A device of the organisation: its series alone'),
    deviceIds: idListParam(
      "With `groupId`: the devices whose own series (and summaries) are wanted, default every device of the group; the group's combined series still covers them all. An empty value: the combined series alone",
    ),
    ref: z.enum(trendRefs).default('none').describe('Reference series to compare with'),
    period: z.enum(trendPeriods).default('day').describe('The window: presets end at `date`'),
    date: z.iso
      .datetime({ offset: true })
      .refine((date) => isWithinDateRange(Date.parse(date)), { message: 'validation.dateOutOfRange' })
      .optional()
      .describe('End of a preset window (ISO 8601 date-time, default now)'),
    from: dayParam('First day'),
    to: dayParam('Last day (inclusive)'),
    unit: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,64}$/)
      .optional()
      .describe("Data-model unit slug; default the device's (or the group's) `defaultUnit`"),
    aggregation: z
      .enum(trendAggregations)
      .optional()
      .describe("How readings combine per bucket; one of the unit's `aggregations` (default the first of them)"),
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
    last_reading: z.object({ v: z.number(), time: z.string() }).nullable().describe('The newest reading as the device sent it'),
    interval_seconds: z.number().nullable().describe('Median seconds between consecutive readings of a device'),
    total: z
      .number()
      .nullable()
      .describe('What the unit counted or accumulated in the window; null for a unit without totals (a level) or without readings'),
    average: z.number().nullable().describe('The mean reading in the window; null for a counter or without readings'),
    minimum: z.number().nullable().describe('The smallest reading in the window; null for a counter or without readings'),
    maximum: z.number().nullable().describe('The largest reading in the window; null for a counter or without readings'),
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
      unit: z.string().nullable().describe('The unit drawn; null when the devices measure nothing'),
      measure: z.enum(unitMeasures).nullable().describe("How the unit's readings combine over time (see the device model's data model)"),
      aggregation: z.enum(trendAggregations),
      aggregations: z
        .array(z.enum(trendAggregations))
        .describe('The aggregations the unit may be shown with, the default first: `total` only for units that count or accumulate'),
      series: z.array(seriesSchema),
      refSeries: z.array(refSeriesSchema),
      summary: summarySchema,
    }),
  })
  .meta({ id: 'Trend' });

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
          "(`previous_period`) or a calendar year (`previous_year`); their `ts` are the main window's, for overlaying. " +
          "What a bucket shows depends on the unit: a level (a temperature) is averaged, or its minimum or maximum, never summed " +
          "(`aggregation=total` is a 400); an amount (rain) may also be summed; a counter shows what it counted per bucket (its rises " +
          "between readings, a drop being a restart). Without `unit` the device's default unit is drawn (a counter of events, " +
          "else its model's first unit; for a group the default of most of its devices).",
        querystring: trendQuerySchema,
        response: { 200: trendSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeAnalytics(request, app.db, request.query.orgId, 'read');
      return { data: await loadTrend(app.db, request.query, request.user.utcOffset) };
    },
  );
};
