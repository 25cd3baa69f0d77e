import type { ContractResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { perPageText, tablePageRequest } from '../../src/pagination/tablePageRequest.ts';

/** A contract as the API answers it; its devices, log and invoice preview are one call per page each. */
export const Contract: ContractResolvers = {
  id: (contract) => toGlobalId('Contract', contract._id),
  contractId: (contract) => contract._id,
  organization: (contract) => contract.organization,
  package: (contract) => contract.package,
  createdByName: (contract) => contract.createdBy?.name ?? null,
  devices: async (contract, { search, first, after, page }, ctx) => {
    const request = tablePageRequest(first, after, page);
    const text = search?.trim();
    const result = await ctx.loaders.contractDevicePagesByQuery.load({
      contractId: contract._id,
      ...(text ? { search: text } : {}),
      page: request.page,
      perPage: perPageText(request.perPage),
    });
    return connectionFromPage(result.data, request, result.total);
  },
  logs: async (contract, { first, after, page }, ctx) => {
    const request = tablePageRequest(first, after, page);
    const result = await ctx.loaders.contractLogPagesByQuery.load({ contractId: contract._id, page: request.page, perPage: perPageText(request.perPage) });
    return connectionFromPage(result.data, request, result.total);
  },
  invoicePreview: async (contract, { first, after, page }, ctx) => {
    const request = tablePageRequest(first, after, page);
    const preview = await ctx.loaders.contractInvoicePreviewsByQuery.load({ contractId: contract._id, page: request.page, perPage: perPageText(request.perPage) });
    return { preview, request };
  },
};
