import type { InstallationAttachmentResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import { installationAttachmentGlobalId } from '../../src/installationIds.ts';
import type { InstallationAttachmentSource } from '../../src/installationSources.ts';

export const InstallationAttachment: InstallationAttachmentResolvers = {
  id: (file) => installationAttachmentGlobalId(file.orderId, file.deviceId, file._id),
  attachmentId: (file) => file._id,
  createdAt: (file) => file.created_at,
  createdById: (file) => file.createdBy,
  // A ticket for the viewer's own session (see http/fileTickets.ts), never the API's path.
  url: (file, _args, ctx) => {
    if (!ctx.token || !ctx.fileTickets) throw gatewayError('UNAUTHENTICATED', { id: 'error.unauthenticated' });
    return ctx.fileTickets.installationFileUrl(file.orderId, file.deviceId, file._id, ctx.token);
  },
};

/** One file by its order, device and id: through the device's list (at most 30, one page). */
export async function findInstallationAttachment(
  ctx: GatewayContext,
  { orderId, deviceId, fileId }: { orderId: string; deviceId: string; fileId: string },
): Promise<InstallationAttachmentSource | null> {
  const page = await ctx.loaders.installationAttachmentPagesByQuery.load({ orderId, deviceId, page: 1, perPage: 30 });
  const found = page?.data.find((file) => file._id === fileId);
  return found ? { ...found, orderId, deviceId } : null;
}

/** One device of an order: through the order's devices (at most 100, one page). */
export async function findOrderDevice(ctx: GatewayContext, { orderId, deviceId }: { orderId: string; deviceId: string }) {
  const page = await ctx.loaders.installationDevicePagesByQuery.load({ orderId, page: 1, perPage: 100 });
  return page?.data.find((entry) => entry.device._id === deviceId) ?? null;
}
