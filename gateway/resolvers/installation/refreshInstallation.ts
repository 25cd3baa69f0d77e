import type { GatewayContext } from '../../src/context.ts';

/** After a write, later reads in the same operation must see it, not what was cached before. */
export function refreshInstallation(ctx: GatewayContext) {
  const { loaders } = ctx;
  loaders.installationOrderPagesByQuery.clearAll();
  loaders.installationOrdersById.clearAll();
  loaders.installationDevicePagesByQuery.clearAll();
  loaders.installationAttachmentPagesByQuery.clearAll();
  // An install changes the device: its node reads it again.
  loaders.deviceListItemsById.clearAll();
  loaders.deviceRecordsById.clearAll();
}
