import type { GatewayContext } from '../../src/context.ts';
import type { ContractDto } from '../../src/contractSources.ts';

/** Later reads in this operation see a contract as a write left it, not what was cached before it. */
export function refreshContracts(ctx: GatewayContext, contract?: ContractDto, contractId?: string) {
  const id = contract?._id ?? contractId;
  if (id) ctx.loaders.contractsById.clear(id);
  if (contract) ctx.loaders.contractsById.prime(contract._id, contract);
  ctx.loaders.contractPagesByQuery.clearAll();
  ctx.loaders.contractDevicePagesByQuery.clearAll();
  ctx.loaders.contractLogPagesByQuery.clearAll();
  ctx.loaders.contractInvoicePreviewsByQuery.clearAll();
  ctx.loaders.deviceContractPagesByQuery.clearAll();
}
