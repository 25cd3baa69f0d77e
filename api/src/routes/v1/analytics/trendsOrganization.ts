import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsRepository } from '../../../analytics/analyticsRepository.ts';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { toTrendDeviceDto, type TrendDeviceDto, trendDeviceSchema } from '../../../analytics/trendDeviceSchema.ts';
import { groupDefaultUnit } from '../../../analytics/units/groupDefaultUnit.ts';
import type { DataModelEntry } from '../../../db/schema/index.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

export const trendOrganizationSchema = z
  .object({
    data: z
      .array(
        z.object({
          _id: z.string(),
          name: z.string(),
          defaultUnit: z.string().nullable().describe("The unit the group's trend draws when none is asked for"),
          devices: z.array(trendDeviceSchema),
        }),
      )
      .describe('The organisation’s groups by name, each with its devices by name; empty when it has no groups'),
    ungrouped: z.array(trendDeviceSchema).describe('The organisation’s devices that are in no group, by name'),
  })
  .meta({ id: 'TrendOrganization' });

export const trendsOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id',
    {
      schema: {
        operationId: 'getTrendOrganization',
        tags: ['analytics'],
        summary: 'The groups and devices of an organisation a trend can be drawn for',
        description:
          "Needs `read Analytics`; an organisation outside the caller's scope answers 404. Devices in no group come in `ungrouped`. " +
          'Each unit of a device says what its trend may show (`aggregations`), so a client offers a total only where it means something.',
        params: idParamsSchema,
        response: { 200: trendOrganizationSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeAnalytics(request, app.db, id, 'read');
      const language = requestLanguage(request);
      const rows = await analyticsRepository(app.db).dashboard(id);
      const groups = new Map<string, { _id: string; name: string; devices: TrendDeviceDto[]; dataModels: DataModelEntry[][] }>();
      const ungrouped: TrendDeviceDto[] = [];
      for (const row of rows) {
        const device = row.id ? toTrendDeviceDto({ ...row, id: row.id }, language) : undefined;
        if (row.group_id === null) {
          if (device) ungrouped.push(device);
          continue;
        }
        let group = groups.get(row.group_id);
        if (!group) groups.set(row.group_id, (group = { _id: row.group_id, name: row.group_name ?? '', devices: [], dataModels: [] }));
        if (device) {
          group.devices.push(device);
          group.dataModels.push(row.data_model ?? []);
        }
      }
      const data = [...groups.values()].map(({ dataModels, ...group }) => ({ ...group, defaultUnit: groupDefaultUnit(dataModels) }));
      return { data, ungrouped };
    },
  );
};
