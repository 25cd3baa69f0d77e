import { fieldError, gatewayError } from './errors.ts';
import { restIdOf, toGlobalId } from './globalId.ts';
import type { AttachmentKindValue } from './serviceSources.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kinds: readonly AttachmentKindValue[] = ['attachment', 'before_image', 'after_image'];

/** A file's global id names its order and kind too: the API addresses files under both. */
export const attachmentGlobalId = (orderId: string, kind: AttachmentKindValue, fileId: string) => toGlobalId('Attachment', `${orderId}:${kind}:${fileId}`);

/** The REST part of an `Attachment` global id as its order, kind and file; null when it is not one. */
export function parseAttachmentId(restId: string): { orderId: string; kind: AttachmentKindValue; fileId: string } | null {
  const [orderId, kind, fileId, ...rest] = restId.split(':');
  if (rest.length > 0 || !orderId || !fileId || !GUID.test(orderId) || !GUID.test(fileId) || !kinds.includes(kind as AttachmentKindValue)) return null;
  return { orderId: orderId.toLowerCase(), kind: kind as AttachmentKindValue, fileId: fileId.toLowerCase() };
}

/** The same from a global id, or BAD_USER_INPUT naming `field`. */
export function attachmentRestIds(globalId: string, field: string) {
  const restId = restIdOf(globalId, 'Attachment');
  const ids = restId === null ? null : parseAttachmentId(restId);
  if (ids) return ids;
  const message = { id: 'validation.globalId', params: { type: 'Attachment' } } as const;
  throw gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });
}
