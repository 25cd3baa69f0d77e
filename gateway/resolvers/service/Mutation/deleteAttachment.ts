import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { attachmentGlobalId, attachmentRestIds } from '../../../src/attachmentIds.ts';
import { refreshService } from '../refreshService.ts';

const deleteInput = z.object({ id: z.string() });

export const deleteAttachment: NonNullable<MutationResolvers['deleteAttachment']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { orderId, kind, fileId } = attachmentRestIds(parseInput(deleteInput, input).id, 'input.id');
  if (kind === 'attachment') {
    unwrap(await ctx.api.DELETE('/api/v1/service-orders/{id}/attachments/{attId}', { params: { path: { id: orderId, attId: fileId } } }));
  } else if (kind === 'before_image') {
    unwrap(await ctx.api.DELETE('/api/v1/service-orders/{id}/images/before-image/{imageId}', { params: { path: { id: orderId, imageId: fileId } } }));
  } else {
    unwrap(await ctx.api.DELETE('/api/v1/service-orders/{id}/images/after-image/{imageId}', { params: { path: { id: orderId, imageId: fileId } } }));
  }
  refreshService(ctx);
  const serviceOrder = await ctx.loaders.serviceOrdersById.load(orderId);
  if (!serviceOrder) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { deletedAttachmentId: attachmentGlobalId(orderId, kind, fileId), serviceOrder };
};
