import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeContract } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import {
  contractAddDevicesSchema,
  contractDeviceListQuerySchema,
  contractDevicePageSchema,
  contractParamsSchema,
  contractSchema,
} from '../../../contracts/contractSchemas.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';

/** /contracts/{contractId}/devices: the devices under a contract, and putting more under it. */
export const contractDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  app.get(
    '/:contractId/devices',
    {
      schema: {
        operationId: 'listContractDevices',
        tags: ['contracts'],
        summary: 'The devices under a contract, most recently added first',
        description: "Needs `read Contract` in the contract's organisation (404 otherwise). Deleted devices stay listed (flagged) until taken off.",
        params: contractParamsSchema,
        querystring: contractDeviceListQuerySchema,
        response: { 200: contractDevicePageSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeContract(app.db, request, request.params.contractId, 'read');
      const { search, page, perPage } = request.query;
      const { data, total } = await contracts.devicesPage(request.params.contractId, search, page, perPage);
      return paged(data as z.infer<typeof contractDevicePageSchema>['data'], page, perPage, total);
    },
  );

  app.post(
    '/:contractId/devices',
    {
      schema: {
        operationId: 'addContractDevices',
        tags: ['contracts'],
        summary: 'Put devices under a contract',
        description:
          "Needs `update Contract` in the contract's organisation (403; 404 for those who may not read it). Every id must be a live device of the contract's " +
          "organisation (400 naming the others; nothing is added then); devices already under it are left as they are. Writes `add_device` to the contract's " +
          'log per device added, and one audit entry, in one transaction.',
        params: contractParamsSchema,
        body: contractAddDevicesSchema,
        response: {
          200: z
            .object({ addedDeviceIds: z.array(z.string()).describe('The devices newly put under it'), contract: contractSchema })
            .meta({ id: 'ContractDevicesAdded' }),
          ...errorResponses(400, 403, 404, 413, ...authErrors),
        },
      },
    },
    async (request) => {
      const { contractId } = request.params;
      await authorizeContract(app.db, request, contractId, 'update');
      const added = await contracts.addDevices(contractId, request.body.deviceIds, request.user.id);
      const contract = added && (await contracts.get(contractId));
      if (!added || !contract) throw notFound('notFound.contract');
      return { addedDeviceIds: added, contract };
    },
  );
};
