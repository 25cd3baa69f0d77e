import type { AttachmentKind, AttachmentResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import type { AttachmentSource } from '../../src/serviceSources.ts';
import { attachmentGlobalId } from '../../src/attachmentIds.ts';

export const Attachment: AttachmentResolvers = {
  id: (file) => attachmentGlobalId(file.orderId, file.kind, file._id),
  attachmentId: (file) => file._id,
  kind: (file) => file.kind.toUpperCase() as AttachmentKind,
  createdAt: (file) => file.created_at,
  createdById: (file) => file.createdBy,
  // A ticket for the viewer's own session (see http/fileTickets.ts), never the API's path.
  url: (file, _args, ctx) => {
    if (!ctx.token || !ctx.fileTickets) throw gatewayError('UNAUTHENTICATED', { id: 'error.unauthenticated' });
    return ctx.fileTickets.serviceOrderFileUrl(file.kind === 'attachment' ? 'attachment' : 'image', file.orderId, file._id, ctx.token);
  },
};

/** An order's files as `Attachment` parents. */
export const attachmentSources = {
  attachments: (orderId: string, files: readonly AttachmentSource[] | readonly Omit<AttachmentSource, 'orderId' | 'kind'>[]): AttachmentSource[] =>
    files.map((file) => ({ ...file, orderId, kind: 'attachment' })) as AttachmentSource[],
  images: (orderId: string, files: readonly (AttachmentSource | Omit<AttachmentSource, 'orderId'>)[]): AttachmentSource[] =>
    files.map((file) => ({ ...file, orderId })) as AttachmentSource[],
};

/** One file by its order, kind and id: through the order's lists (the API reads no single file's facts). */
export async function findAttachment(ctx: GatewayContext, { orderId, kind, fileId }: { orderId: string; kind: AttachmentSource['kind']; fileId: string }) {
  if (kind === 'attachment') {
    // An order keeps at most 100 attachments: one page of 100 holds them all.
    const page = await ctx.loaders.serviceOrderAttachmentPagesByQuery.load({ orderId, page: 1, perPage: 100 });
    const found = page?.data.find((file) => file._id === fileId);
    return found ? attachmentSources.attachments(orderId, [found])[0]! : null;
  }
  const images = await ctx.loaders.serviceOrderImagesByOrderId.load(orderId);
  const found = (kind === 'before_image' ? images?.beforeImages : images?.afterImages)?.find((file) => file._id === fileId);
  return found ? attachmentSources.images(orderId, [found])[0]! : null;
}
