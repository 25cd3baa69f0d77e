import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataModelEntry } from '../../../db/schema/index.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { deviceModelSchema } from '../../../monitoring/monitoringRecordSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** Reference data: any signed-in user may read the model catalogue. */
export const deviceModelsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/devicemodels',
    {
      schema: {
        operationId: 'listDeviceModels',
        tags: ['devices'],
        summary: 'Every device model, by title',
        response: {
          200: z.object({ data: z.array(deviceModelSchema) }).meta({ id: 'DeviceModelList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request) => {
      const result = await app.db.execute<{
        id: string;
        title: string;
        network_type: string;
        network_protocol: string;
        data_model: DataModelEntry[] | null;
        mqtt_broker_number: number | null;
        category_id: string;
        category_slug: string;
        category_name_da: string;
        category_name_en: string;
      }>(sql`
        select dm.id, dm.title, dm.network_type, dm.network_protocol, dm.data_model, dm.mqtt_broker_number,
          c.id as category_id, c.slug as category_slug, c.name_da as category_name_da, c.name_en as category_name_en
        from device_models dm join device_type_categories c on c.id = dm.device_type_category_id
        order by dm.title`);
      const language = requestLanguage(request);
      return {
        data: result.rows.map((row) => ({
          _id: row.id,
          title: row.title,
          network_type: row.network_type,
          networkProtocol: row.network_protocol,
          deviceTypeCategory: {
            _id: row.category_id,
            slug: row.category_slug,
            name: language === 'da' ? row.category_name_da : row.category_name_en,
          },
          data_model: row.data_model ?? [],
          mqtt: row.mqtt_broker_number === null ? null : { brokerNumber: row.mqtt_broker_number },
        })),
      };
    },
  );
};
