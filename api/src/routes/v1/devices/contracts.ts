import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractOfDeviceSchema } from '../../../contracts/contractOfDeviceSchema.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { readableDevice } from '../../../deviceData/deviceAccess.ts';
import { deviceDataRepository } from '../../../deviceData/deviceDataRepository.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses, idParamsSchema, pagedSchema } from '../../../schemas/common.ts';

/** A page of a device's contracts (GET /devices/{id}/contracts, and per device in GET /devices/contracts). */
export const deviceContractPageSchema = pagedSchema(contractOfDeviceSchema).meta({ id: 'DeviceContractPage' });

export const deviceContractsRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceDataRepository(app.db);
  const contracts = contractRepository(app.db);

  app.get(
    '/:id/contracts',
    {
      schema: {
        operationId: 'listDeviceContracts',
        tags: ['devices', 'contracts'],
        summary: 'The contracts a device is under, newest first',
        description:
          "Needs `read Device` for the device (404 otherwise, also for another organisation's device, deleted devices included) " +
          "and `read Contract` in the device's organisation (403 otherwise).",
        params: idParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 100) }),
        response: {
          200: deviceContractPageSchema,
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const device = readableDevice(request, await devices.facts(request.params.id), { action: 'read', subject: 'Contract' });
      const { page, perPage } = request.query;
      const { dataJson, total } = await contracts.pageOfDevice(device.id, page, perPage);
      return sendRawJson(
        reply,
        `{"data":${dataJson},"page":${page},"perPage":${perPage},"total":${total},"lastPage":${Math.max(1, Math.ceil(total / perPage))}}`,
      );
    },
  );
};
