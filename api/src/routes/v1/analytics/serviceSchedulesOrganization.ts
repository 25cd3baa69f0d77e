import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsRepository } from '../../../analytics/analyticsRepository.ts';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { checkServiceSchedules } from '../../../analytics/schedules/checkServiceSchedules.ts';
import { serviceScheduleRepository } from '../../../analytics/schedules/serviceScheduleRepository.ts';
import { serviceScheduleSchema, toServiceScheduleDto } from '../../../analytics/schedules/serviceScheduleSchema.ts';
import { toTrendDeviceDto, trendDeviceSchema } from '../../../analytics/trendDeviceSchema.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

const counterDeviceSchema = trendDeviceSchema
  .extend({ serviceSchedule: serviceScheduleSchema.nullable().describe('The schedule with its count since the last reset; null when none is set') })
  .meta({ id: 'ServiceScheduleCounterDevice' });
type CounterDevice = z.infer<typeof counterDeviceSchema>;

/** The organisation's counter devices by group, each with its schedule: what the scheduling cards show collapsed. */
export const serviceSchedulesOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id',
    {
      schema: {
        operationId: 'getServiceScheduleOrganization',
        tags: ['analytics'],
        summary: 'The counter devices of an organisation by group, with their service schedules',
        description:
          "Needs `read Analytics` in the organisation (404 outside scope). Groups by name, each with its devices that count events (same device shape as the trends one) by name, and the counter devices in no group; groups without counters are listed with no devices. Each device carries its schedule and the count since its last reset (reading it may send the target e-mail).",
        params: idParamsSchema,
        response: {
          200: z
            .object({
              data: z.array(z.object({ _id: z.string(), name: z.string(), devices: z.array(counterDeviceSchema) })),
              ungrouped: z.array(counterDeviceSchema).describe('Counter devices in no group, by name'),
            })
            .meta({ id: 'ServiceScheduleOrganization' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeAnalytics(request, app.db, id, 'read');
      const language = requestLanguage(request);
      const rows = await analyticsRepository(app.db).dashboard(id);
      // A device under several groups is one counter (one schedule, one total).
      const counters = new Map<string, CounterDevice>();
      for (const row of rows) {
        if (row.id === null || counters.has(row.id)) continue;
        const device = toTrendDeviceDto({ ...row, id: row.id }, language);
        if (device.hasCounter) counters.set(row.id, { ...device, serviceSchedule: null });
      }
      const schedules = await serviceScheduleRepository(app.db).ofDevices([...counters.keys()]);
      const totals = await checkServiceSchedules(app.db, app.mailer, [...schedules.keys()]);
      for (const [deviceId, schedule] of schedules) counters.get(deviceId)!.serviceSchedule = toServiceScheduleDto(schedule, totals.get(deviceId) ?? 0);

      const groups = new Map<string, { _id: string; name: string; devices: CounterDevice[] }>();
      const ungrouped: CounterDevice[] = [];
      for (const row of rows) {
        if (row.group_id !== null && !groups.has(row.group_id)) groups.set(row.group_id, { _id: row.group_id, name: row.group_name ?? '', devices: [] });
        const device = row.id === null ? undefined : counters.get(row.id);
        if (!device) continue;
        if (row.group_id === null) ungrouped.push(device);
        else groups.get(row.group_id)!.devices.push(device);
      }
      return { data: [...groups.values()], ungrouped };
    },
  );
};
