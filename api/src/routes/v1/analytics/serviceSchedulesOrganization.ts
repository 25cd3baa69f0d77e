import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../analytics/schedules/authorizeAnalytics.ts';
import { counterSlug } from '../../../analytics/schedules/counterSlug.ts';
import { schema } from '../../../db/client.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';
import { trendDeviceSchema } from './trendsOrganization.ts';

const { groups, groupDevices, devices, deviceModels, deviceTypeCategories } = schema;

/** The organisation's groups with their counter devices: what the service-schedule page selects from. */
export const serviceSchedulesOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id',
    {
      schema: {
        operationId: 'getServiceScheduleOrganization',
        tags: ['analytics'],
        summary: 'The groups of an organisation with the counter devices a service schedule can be kept for',
        description:
          "Needs `read Analytics` in the organisation (404 outside scope). Groups by name, each with its devices that have a counter (same device shape as the trends one), by name; groups without counters are listed with no devices.",
        params: idParamsSchema,
        response: {
          200: z
            .object({ data: z.array(z.object({ _id: z.string(), name: z.string(), devices: z.array(trendDeviceSchema) })) })
            .meta({ id: 'ServiceScheduleOrganization' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeAnalytics(app, request, id, 'read');
      const language = requestLanguage(request);
      const rows = await app.db
        .select({
          groupId: groups.id,
          groupName: groups.name,
          id: devices.id,
          device: devices.device,
          name: devices.name,
          modelId: deviceModels.id,
          title: deviceModels.title,
          dataModel: deviceModels.dataModel,
          categoryId: deviceTypeCategories.id,
          slug: deviceTypeCategories.slug,
          nameDa: deviceTypeCategories.nameDa,
          nameEn: deviceTypeCategories.nameEn,
        })
        .from(groups)
        .leftJoin(groupDevices, eq(groupDevices.groupId, groups.id))
        .leftJoin(devices, and(eq(devices.id, groupDevices.deviceId), eq(devices.ownerId, id), isNull(devices.deletedAt)))
        .leftJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
        .leftJoin(deviceTypeCategories, eq(deviceTypeCategories.id, deviceModels.deviceTypeCategoryId))
        .where(eq(groups.organizationId, id))
        .orderBy(asc(groups.name), asc(groups.id), asc(devices.name), asc(devices.id));
      const result = new Map<string, { _id: string; name: string; devices: z.infer<typeof trendDeviceSchema>[] }>();
      for (const row of rows) {
        let group = result.get(row.groupId);
        if (!group) result.set(row.groupId, (group = { _id: row.groupId, name: row.groupName, devices: [] }));
        if (!row.id || !row.dataModel || !counterSlug(row.dataModel)) continue;
        group.devices.push({
          _id: row.id,
          device: row.device!,
          name: row.name!,
          device_model: { _id: row.modelId!, title: row.title!, data_model: row.dataModel },
          deviceTypeCategory: { _id: row.categoryId!, slug: row.slug!, name: (language === 'da' ? row.nameDa : row.nameEn) ?? '' },
          hasCounter: true,
        });
      }
      return { data: [...result.values()] };
    },
  );
};
