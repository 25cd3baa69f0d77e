import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeContract } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { contractParamsSchema, contractPatchSchema, contractSchema } from '../../../contracts/contractSchemas.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** /contracts/{contractId}: read, change and delete one contract. */
export const contractByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  const load = async (id: string) => {
    const contract = await contracts.get(id);
    if (!contract) throw notFound('notFound.contract');
    return contract;
  };

  app.get(
    '/:contractId',
    {
      schema: {
        operationId: 'getContract',
        tags: ['contracts'],
        summary: 'One contract',
        description: "Needs `read Contract` in the contract's organisation (404 otherwise, as for a missing one).",
        params: contractParamsSchema,
        response: { 200: contractSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeContract(app.db, request, request.params.contractId, 'read');
      return load(request.params.contractId);
    },
  );

  app.patch(
    '/:contractId',
    {
      schema: {
        operationId: 'updateContract',
        tags: ['contracts'],
        summary: 'Change a contract',
        description:
          "Needs `update Contract` in the contract's organisation (403; 404 for those who may not read it). Only the fields sent change; " +
          "null or an empty text clears the project id, debitor number or note. The fields that changed are written to the contract's log (`update`) and the audit log.",
        params: contractParamsSchema,
        body: contractPatchSchema,
        response: { 200: contractSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { contractId } = request.params;
      await authorizeContract(app.db, request, contractId, 'update');
      if (!(await contracts.update(contractId, request.body, request.user.id))) throw notFound('notFound.contract');
      return load(contractId);
    },
  );

  app.delete(
    '/:contractId',
    {
      schema: {
        operationId: 'deleteContract',
        tags: ['contracts'],
        summary: 'Delete a contract',
        description:
          "Needs `delete Contract` in the contract's organisation. Refused with 409 CONFLICT while devices are under it (spec part 2 §5): " +
          "take them off first. Its log is kept, ending with `delete`; audited.",
        params: contractParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { contractId } = request.params;
      await authorizeContract(app.db, request, contractId, 'delete');
      if (!(await contracts.remove(contractId, request.user.id))) throw notFound('notFound.contract');
      return reply.status(204).send(null);
    },
  );
};
