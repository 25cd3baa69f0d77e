import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { dashboardSections } from '../../../analytics/dashboard/dashboardSections.ts';
import { checkServiceSchedules } from '../../../analytics/schedules/checkServiceSchedules.ts';
import { serviceScheduleRepository } from '../../../analytics/schedules/serviceScheduleRepository.ts';
import { serviceScheduleSchema, toServiceScheduleDto } from '../../../analytics/schedules/serviceScheduleSchema.ts';
import { toTrendDeviceDto, trendDeviceSchema } from '../../../analytics/trendDeviceSchema.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { idListParam } from '../../../monitoring/queryParams.ts';
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
        querystring: z.object({ deviceIds: idListParam('Only these devices (what the cards on screen show)') }),
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
      // Counters only, read in SQL: a fleet's other devices are never loaded here.
      const found = await dashboardSections(app.db, id, {
        filter: { counters: true, deviceIds: request.query.deviceIds },
        section: 'all',
        perPage: null,
        page: 1,
      });
      const rows = found.devices;
      // A device under several groups is one counter (one schedule, one total).
      const counters = new Map<string, CounterDevice>();
      for (const row of rows) {
        if (counters.has(row.id)) continue;
        const device = toTrendDeviceDto(row, language);
        if (device.hasCounter) counters.set(row.id, { ...device, serviceSchedule: null });
      }
      const schedules = await serviceScheduleRepository(app.db).ofDevices([...counters.keys()]);
      const totals = await checkServiceSchedules(app.db, app.mailer, [...schedules.keys()]);
      for (const [deviceId, schedule] of schedules) counters.get(deviceId)!.serviceSchedule = toServiceScheduleDto(schedule, totals.get(deviceId) ?? 0);

      const groups = new Map<string, { _id: string; name: string; devices: CounterDevice[] }>();
      const ungrouped: CounterDevice[] = [];
      for (const group of found.groups) groups.set(group.id, { _id: group.id, name: group.name, devices: [] });
      for (const row of rows) {
        const device = counters.get(row.id);
        if (!device) continue;
        if (row.group_id === null) ungrouped.push(device);
        else groups.get(row.group_id)?.devices.push(device);
      }
      return { data: [...groups.values()], ungrouped };
    },
  );
};
