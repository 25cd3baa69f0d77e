import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { loadServiceSchedules } from '../../../analytics/schedules/loadServiceSchedules.ts';
import { serviceScheduleSchema } from '../../../analytics/schedules/serviceScheduleSchema.ts';
import { dayParam, requireCustomDays } from '../../../analytics/trends/customDays.ts';
import { trendPeriods } from '../../../analytics/trends/trendOptions.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { isWithinDateRange } from '../../../validation/dateRange.ts';

const pointSchema = z.object({ ts: z.int().describe('Bucket start, unix seconds'), v: z.number() });

const scheduleDeviceSchema = z
  .object({
    _id: z.string().nullable().describe('The service schedule id; null when the device has none'),
    deviceId: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    serviceSchedule: serviceScheduleSchema.nullable(),
    schedulingData: z.array(pointSchema).describe("Counted events per bucket in the period (hours for `day`, else the user's local days)"),
    refData: z.array(pointSchema).describe('The same for the period before, same bucket layout'),
  })
  .meta({ id: 'ServiceScheduleDevice' });

const querySchema = z
  .object({
    orgId: z.guid(),
    groupId: z.guid().optional(),
    deviceId: z.guid().optional(),
    period: z.enum(trendPeriods).default('week').describe('The window, as for trends (`custom`: `from` to `to`)'),
    date: z.iso.datetime({ offset: true }).refine((date) => isWithinDateRange(Date.parse(date)), { message: 'validation.dateOutOfRange' })
      .optional().describe('An instant in the last bucket of the period; now when absent'),
    from: dayParam('First day'),
    to: dayParam('Last day (inclusive)'),
  })
  .superRefine(requireCustomDays);

/** Counted-events charts and service schedules of an organisation's counter devices. */
export const serviceSchedulesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listServiceSchedules',
        tags: ['analytics'],
        summary: "Service schedules and counted events of an organisation's counter devices",
        description:
          'Needs `read Analytics` in the organisation (404 outside scope). Only devices whose model has a counter ' +
          '(a `counter` unit measured in `count`) are listed, by name. Counting: readings are cumulative; ' +
          'an increment is the rise from the previous reading, and a drop is a device restart (the reading itself counts). ' +
          'Windows as for trends (`custom`: every local day from `from` to `to`, at most 366); `refData` is the window before.',
        querystring: querySchema,
        response: {
          200: z.object({ data: z.array(scheduleDeviceSchema) }).meta({ id: 'ServiceScheduleList' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      await authorizeAnalytics(request, app.db, request.query.orgId, 'read');
      return { data: await loadServiceSchedules(app.db, app.mailer, request.query, request.user.utcOffset) };
    },
  );
};
