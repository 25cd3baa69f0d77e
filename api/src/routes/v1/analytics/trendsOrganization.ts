import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/authorizeAnalytics.ts';
import { dashboardQuerySchema, dashboardRequestOf } from '../../../analytics/dashboard/dashboardQuerySchema.ts';
import { dashboardSections } from '../../../analytics/dashboard/dashboardSections.ts';
import { groupSummaries } from '../../../analytics/dashboard/groupSummaries.ts';
import { toTrendDeviceDto, type TrendDeviceDto, trendDeviceSchema } from '../../../analytics/trendDeviceSchema.ts';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

const unitSchema = trendDeviceSchema.shape.device_model.shape.data_model.element;

export const trendOrganizationSchema = z
  .object({
    data: z
      .array(
        z.object({
          _id: z.string(),
          name: z.string(),
          defaultUnit: z.string().nullable().describe("The unit the group's trend draws when none is asked for"),
          devices: z.array(trendDeviceSchema).describe('The matching devices by name (with `perPage`: that page of them)'),
          total: z.int().describe('How many of its devices match the filter (all of them without one)'),
          deviceCount: z.int().describe('How many live devices the group has, whatever the filter: its trend combines them all'),
          units: z.array(unitSchema).describe("The units its devices' models report, each once: what the group's trend may draw"),
        }),
      )
      .describe('The organisation’s groups by name (with `groupId`: that group only), each with its devices by name; empty when it has no groups'),
    ungrouped: z.array(trendDeviceSchema).describe('The organisation’s devices that are in no group, by name (with `perPage`: that page of them)'),
    ungroupedTotal: z.int().describe('How many devices in no group match the filter (0 with `groupId` naming a group: they are not listed)'),
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
          'Each unit of a device says what its trend may show (`aggregations`), so a client offers a total only where it means something. ' +
          'Without query parameters every group lists every device. The optional filters narrow the devices listed (groups stay listed, ' +
          'with their `total` of matching devices); `perPage` and `page` list one page of each section (each group, and the devices in ' +
          'no group); `groupId` lists one section only (a group, or `none` for the devices in no group).',
        params: idParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: trendOrganizationSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeAnalytics(request, app.db, id, 'read');
      const language = requestLanguage(request);
      const dashboardRequest = dashboardRequestOf(request.query);
      const found = await dashboardSections(app.db, id, dashboardRequest);
      if (typeof dashboardRequest.section === 'object' && found.groups.length === 0) throw notFound('notFound.group');
      const summaries = groupSummaries(found.models);
      const devicesOf = new Map<string | null, TrendDeviceDto[]>();
      for (const row of found.devices) {
        const list = devicesOf.get(row.group_id) ?? [];
        if (list.length === 0) devicesOf.set(row.group_id, list);
        list.push(toTrendDeviceDto(row, language));
      }
      const data =
        dashboardRequest.section === 'ungrouped'
          ? []
          : found.groups.map((group) => {
              const summary = summaries.get(group.id);
              return {
                _id: group.id,
                name: group.name,
                defaultUnit: summary?.defaultUnit ?? null,
                devices: devicesOf.get(group.id) ?? [],
                total: found.totals.get(group.id) ?? 0,
                deviceCount: summary?.deviceCount ?? 0,
                units: summary?.units ?? [],
              };
            });
      return { data, ungrouped: devicesOf.get(null) ?? [], ungroupedTotal: found.totals.get(null) ?? 0 };
    },
  );
};
