import DataLoader from 'dataloader';
import type { ContractDto } from '../contractSources.ts';
import { errorCode } from '../errors.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { operations } from '../rest/openapi.d.ts';
import { unwrap } from '../rest/unwrap.ts';

export type ContractListQuery = NonNullable<operations['listOrganizationContracts']['parameters']['query']> & { orgId: string };
type PerPage = '10' | '20' | '30' | '50' | '100';
export interface ContractPageQuery {
  contractId: string;
  page: number;
  perPage: PerPage;
}
export type ContractDeviceQuery = ContractPageQuery & { search?: string };

// Query objects as cache keys: equal queries in one request share one upstream call.
const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/**
 * Contracts (spec part 2 §3). A list page, a contract's devices, log and invoice preview are one
 * call each per page; a screen shows one contract's pages at a time. A contract by id (node(id:))
 * is one call; what the caller may not read is null.
 */
export function contractLoaders(api: RestClient) {
  return {
    contractsById: new DataLoader<string, ContractDto | null>((ids) =>
      Promise.all(
        ids.map(async (contractId) => {
          try {
            return unwrap(await api.GET('/api/v1/contracts/{contractId}', { params: { path: { contractId } } }));
          } catch (error) {
            if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT') return null;
            throw error;
          }
        }),
      ),
    ),
    contractPagesByQuery: new DataLoader<ContractListQuery, { data: ContractDto[]; total: number }, string>(
      (queries) =>
        Promise.all(
          queries.map(async ({ orgId, ...query }) =>
            unwrap(await api.GET('/api/v1/organizations/{id}/contracts', { params: { path: { id: orgId }, query } })),
          ),
        ),
      byJson,
    ),
    contractDevicePagesByQuery: new DataLoader<ContractDeviceQuery, operations['listContractDevices']['responses'][200]['content']['application/json'], string>(
      (queries) =>
        Promise.all(
          queries.map(async ({ contractId, ...query }) =>
            unwrap(await api.GET('/api/v1/contracts/{contractId}/devices', { params: { path: { contractId }, query } })),
          ),
        ),
      byJson,
    ),
    contractLogPagesByQuery: new DataLoader<ContractPageQuery, operations['listContractLogs']['responses'][200]['content']['application/json'], string>(
      (queries) =>
        Promise.all(
          queries.map(async ({ contractId, ...query }) =>
            unwrap(await api.GET('/api/v1/contracts/{contractId}/logs', { params: { path: { contractId }, query } })),
          ),
        ),
      byJson,
    ),
    contractInvoicePreviewsByQuery: new DataLoader<
      ContractPageQuery,
      operations['getContractInvoicePreview']['responses'][200]['content']['application/json'],
      string
    >(
      (queries) =>
        Promise.all(
          queries.map(async ({ contractId, ...query }) =>
            unwrap(await api.GET('/api/v1/contracts/{contractId}/invoice-preview', { params: { path: { contractId }, query } })),
          ),
        ),
      byJson,
    ),
  };
}
