import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeOrganizationContracts } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { contractCreateSchema, contractListQuerySchema, contractPageSchema, contractSchema } from '../../../contracts/contractSchemas.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';

const paramsSchema = z.object({ id: z.guid().describe('The organisation') });

/** /organizations/{id}/contracts: an organisation's contracts (spec part 2 §3). */
export const organizationContractsRoute: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  app.get(
    '/:id/contracts',
    {
      schema: {
        operationId: 'listOrganizationContracts',
        tags: ['contracts'],
        summary: "An organisation's contracts, newest first",
        description:
          'Needs `read Contract` in the organisation (403 otherwise; 404 when the caller may not read the organisation). ' +
          'Each contract has its device count and monthly amount (billed devices × price). Filters combine (and).',
        params: paramsSchema,
        querystring: contractListQuerySchema,
        response: { 200: contractPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeOrganizationContracts(app.db, request, request.params.id, 'read');
      const { page, perPage, ...filter } = request.query;
      const { data, total } = await contracts.listPage(request.params.id, filter, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '/:id/contracts',
    {
      schema: {
        operationId: 'createOrganizationContract',
        tags: ['contracts'],
        summary: 'Create a contract with the organisation',
        description:
          'Needs `create Contract` in the organisation. `deviceIds` must be live devices of the organisation (400 naming the others). ' +
          "Written to the contract's log (`create`, and `add_device` per device) and to the audit log in one transaction.",
        params: paramsSchema,
        body: contractCreateSchema,
        response: { 201: contractSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      await authorizeOrganizationContracts(app.db, request, request.params.id, 'create');
      const id = await contracts.create(request.params.id, request.body, request.user.id);
      const created = await contracts.get(id);
      if (!created) throw notFound('notFound.contract');
      return reply.status(201).send(created);
    },
  );
};
