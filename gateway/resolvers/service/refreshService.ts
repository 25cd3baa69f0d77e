import type { GatewayContext } from '../../src/context.ts';

/** After a write, later reads in the same operation must see it, not what was cached before. */
export function refreshService(ctx: GatewayContext) {
  const { loaders } = ctx;
  for (const loader of [
    loaders.serviceCenterPagesByQuery,
    loaders.serviceCentersById,
    loaders.technicianPagesByQuery,
    loaders.techniciansOfCenter,
    loaders.techniciansByKey,
    loaders.serviceOrderPagesByQuery,
    loaders.serviceOrdersById,
    loaders.serviceOrderHistoryPagesByQuery,
    loaders.serviceOrderAttachmentPagesByQuery,
    loaders.serviceOrderImagesByOrderId,
  ]) {
    (loader as { clearAll(): unknown }).clearAll();
  }
  loaders.serviceCenterList.clearAll();
}
