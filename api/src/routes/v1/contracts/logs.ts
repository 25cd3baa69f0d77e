import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeContract } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { contractLogPageSchema, contractLogQuerySchema, contractParamsSchema } from '../../../contracts/contractSchemas.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';

/** /contracts/{contractId}/logs: what happened to a contract (spec part 2 §3: create, update, delete, add device, remove device). */
export const contractLogsRoute: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  app.get(
    '/:contractId/logs',
    {
      schema: {
        operationId: 'listContractLogs',
        tags: ['contracts'],
        summary: "A contract's log, newest first",
        description:
          "Needs `read Contract` in the contract's organisation (404 otherwise). `create` and `update` entries carry the fields with their values before and after " +
          '(a package as `{ _id, name }`); `add_device` and `remove_device` name the device as it was then.',
        params: contractParamsSchema,
        querystring: contractLogQuerySchema,
        response: { 200: contractLogPageSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeContract(app.db, request, request.params.contractId, 'read');
      const { page, perPage } = request.query;
      const { data, total } = await contracts.logPage(request.params.contractId, page, perPage);
      return paged(data, page, perPage, total);
    },
  );
};
