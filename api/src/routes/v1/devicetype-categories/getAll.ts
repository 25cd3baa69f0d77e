import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceTypeUsageRepository } from '../../../devices/deviceTypeUsageRepository.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { idListParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const usageSchema = z
  .object({
    _id: z.string().describe('The device model'),
    deviceModelName: z.string().describe("The model's title"),
    deviceTypeCategoryId: z.string().describe("The model's device type category"),
    deviceTypeName: z.string().describe("The category's name in the answer's language"),
    slug: z.string().describe("The category's slug, for example `water_level`"),
    devices: z.number().int().describe('Live devices of the asked organisations (or all the caller may read) with this model'),
  })
  .meta({ id: 'DeviceTypeUsage' });

/** Spec part 2 §7: `GET devicetype-categories/getAll` with optional `orgs` (reads deviceModelName, deviceTypeName). */
export const deviceTypeCategoriesGetAllRoute: FastifyPluginAsyncZod = async (app) => {
  const usage = deviceTypeUsageRepository(app.db);
  app.get(
    '/getAll',
    {
      schema: {
        operationId: 'listDeviceTypeUsage',
        tags: ['lookups'],
        summary: 'Device types and models, with how many devices of some organisations have each',
        description:
          'Needs `read Device`. Without `orgs`: every model with its type, counting the devices the caller may read. With `orgs`: ' +
          'only the models the live devices of those organisations have (organisations the caller may not read count nothing). ' +
          'By type name, then model.',
        querystring: z.object({ orgs: idListParam('Owning organisations') }),
        response: {
          200: z.object({ data: z.array(usageSchema) }).meta({ id: 'DeviceTypeUsageList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      return { data: await usage.usage(request.scope('read', 'Device'), request.query.orgs, requestLanguage(request)) };
    },
  );
};
