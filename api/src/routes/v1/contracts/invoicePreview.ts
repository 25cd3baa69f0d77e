import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authorizeContract } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { contractParamsSchema, invoicePreviewQuerySchema, invoicePreviewSchema } from '../../../contracts/contractSchemas.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** /contracts/{contractId}/invoice-preview: what the next invoice of a contract would say. */
export const contractInvoicePreviewRoute: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  app.get(
    '/:contractId/invoice-preview',
    {
      schema: {
        operationId: 'getContractInvoicePreview',
        tags: ['contracts'],
        summary: "A preview of the contract's invoice for the current period",
        description:
          "Needs `read Contract` in the contract's organisation (404 otherwise). The invoice covers the period of `invoiceFrequencyMonths` months, counted from the start date, " +
          "that holds today in the caller's UTC offset (the first period when the contract starts later). A line per billed device (deleted devices are not billed), by name, paged; " +
          '`summary` holds the totals over every line: billed devices × price per month × months. Amounts are exact decimals in kroner.',
        params: contractParamsSchema,
        querystring: invoicePreviewQuerySchema,
        response: { 200: invoicePreviewSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { contractId } = request.params;
      await authorizeContract(app.db, request, contractId, 'read');
      const { page, perPage } = request.query;
      const preview = await contracts.invoicePreview(contractId, request.user.utcOffset, page, perPage);
      if (!preview) throw notFound('notFound.contract');
      return preview as z.infer<typeof invoicePreviewSchema>;
    },
  );
};
