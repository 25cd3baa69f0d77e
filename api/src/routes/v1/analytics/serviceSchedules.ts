import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/schedules/authorizeAnalytics.ts';
import { checkServiceSchedules } from '../../../analytics/schedules/checkServiceSchedules.ts';
import { countPerBucketOfDevices } from '../../../analytics/schedules/countSince.ts';
import { counterSlug } from '../../../analytics/schedules/counterSlug.ts';
import { serviceScheduleSchema, toServiceScheduleDto } from '../../../analytics/schedules/serviceScheduleSchema.ts';
import { customDays, dayParam, requireCustomDays } from '../../../analytics/trends/customDays.ts';
import { trendPeriods } from '../../../analytics/trends/trendOptions.ts';
import { trendWindow } from '../../../analytics/trends/trendWindow.ts';
import { schema } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const { devices, deviceModels, groups, groupDevices, serviceSchedules } = schema;

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
    date: z.iso.datetime({ offset: true }).optional().describe('An instant in the last bucket of the period; now when absent'),
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
          '(a `step`/`discrete` unit measured in `count`) are listed, by name. Counting: readings are cumulative; ' +
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
      const { orgId, groupId, deviceId, period } = request.query;
      await authorizeAnalytics(app, request, orgId, 'read');
      const offset = request.user.utcOffset;
      const window = trendWindow({
        period,
        ref: 'previous_period',
        date: request.query.date ? new Date(request.query.date) : new Date(),
        offsetHours: offset,
        custom: customDays(request.query, offset),
      });
      const filters = [eq(devices.ownerId, orgId), isNull(devices.deletedAt)];
      if (deviceId) filters.push(eq(devices.id, deviceId));
      if (groupId) {
        const [group] = await app.db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.id, groupId), eq(groups.organizationId, orgId)))
          .limit(1);
        if (!group) throw notFound();
        const members = app.db.select({ id: groupDevices.deviceId }).from(groupDevices).where(eq(groupDevices.groupId, groupId));
        filters.push(inArray(devices.id, members));
      }
      const rows = await app.db
        .select({ id: devices.id, device: devices.device, name: devices.name, dataModel: deviceModels.dataModel, schedule: serviceSchedules })
        .from(devices)
        .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
        .leftJoin(serviceSchedules, eq(serviceSchedules.deviceId, devices.id))
        .where(and(...filters))
        .orderBy(asc(devices.name), asc(devices.id));
      const counters = rows.flatMap((row) => {
        const slug = counterSlug(row.dataModel);
        return slug ? [{ ...row, slug }] : [];
      });
      const totals = await checkServiceSchedules(
        app.db,
        app.mailer,
        counters.filter((row) => row.schedule).map((row) => row.id),
      );

      const bucket = period === 'day' ? 'hour' : 'day';
      const ref = window.ref!;
      // The reference window ends where the main one starts: one count over both, split by bucket time.
      const counts = await countPerBucketOfDevices(
        app.db,
        counters.map((row) => ({ deviceId: row.id, slug: row.slug })),
        ref.from,
        window.to,
        bucket,
        offset,
      );
      const series = (byBucket: Map<number, number> | undefined, from: Date, to: Date) => {
        const points: { ts: number; v: number }[] = [];
        for (let t = from.getTime(); t < to.getTime(); t += window.bucketMs) {
          const ts = t / 1000;
          points.push({ ts, v: byBucket?.get(ts) ?? 0 });
        }
        return points;
      };
      const data = counters.map((row) => ({
        _id: row.schedule?.id ?? null,
        deviceId: row.id,
        device: row.device,
        name: row.name,
        serviceSchedule: row.schedule ? toServiceScheduleDto(row.schedule, totals.get(row.id) ?? 0) : null,
        schedulingData: series(counts.get(row.id), window.from, window.to),
        refData: series(counts.get(row.id), ref.from, ref.to),
      }));
      return { data };
    },
  );
};
