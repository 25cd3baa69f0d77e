import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { tokenFromAuthorization } from '../context.ts';
import { restIdOf } from '../globalId.ts';
import { attachmentGlobalId } from '../attachmentIds.ts';
import type { AttachmentKindValue, ServiceOrderAttachmentDto, ServiceOrderImageDto } from '../serviceSources.ts';
import { MAX_IMAGE_BYTES } from './deviceImageRoutes.ts';
import { type FileTickets, maxTicketLength, serviceOrderFilePath } from './fileTickets.ts';
import { refuse, uploadProxy } from './uploadProxy.ts';

/** Files one request may carry (the API's MAX_FILES_PER_REQUEST), each at most 5 MB. */
const MAX_FILES_PER_REQUEST = 10;
/** The files plus room for multipart's boundaries and part headers; larger bodies are cut off here, unread by the API. */
export const MAX_ORDER_UPLOAD_BODY_BYTES = MAX_FILES_PER_REQUEST * MAX_IMAGE_BYTES + 256 * 1024;

export interface ServiceOrderFileRoutesOptions extends Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs'> {
  tickets: FileTickets;
}

/** Where each upload goes upstream, and what the API answers it with. */
const uploads = {
  attachments: { method: 'POST', api: 'attachments', status: 201 },
  'before-images': { method: 'PUT', api: 'images/before-images', status: 200 },
  'after-images': { method: 'PUT', api: 'images/after-images', status: 200 },
} as const;

/**
 * A service order's files beside GraphQL, the way device images go (uploadProxy.ts): every check of
 * what a file is stays in the API's one upload path.
 *
 * `POST /uploads/service-orders/{orderId}/attachments|before-images|after-images` (a `ServiceOrder`
 * global id; multipart/form-data, 1–10 parts named `file` for attachments or `images` for images;
 * `Authorization: Bearer`): streamed to the API's `POST …/attachments` or `PUT …/images/…` and cut
 * off past 10 × 5 MB. Answers 201 `{ created }`, the new files in `Attachment`'s GraphQL shape (global
 * id, signed `url`), or the API's `{ message, code }` in the caller's language.
 *
 * `GET /files/service-order-files/{ticket}`: the file behind an `Attachment.url`, with the ticket's token.
 */
export function serviceOrderFileRoutes(app: FastifyInstance, { apiUrl, upstreamTimeoutMs, tickets }: ServiceOrderFileRoutesOptions): void {
  const proxy = uploadProxy({ apiUrl, upstreamTimeoutMs });

  app.register(async (scope) => {
    // The body is the API's to parse: no parser here reads it, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.post<{ Params: { orderId: string; what: string } }>('/uploads/service-orders/:orderId/:what', async (request, reply) => {
      const upload = Object.hasOwn(uploads, request.params.what) ? uploads[request.params.what as keyof typeof uploads] : null;
      if (!upload) return refuse(request, reply, () => proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' }));
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return refuse(request, reply, () => proxy.answer(request, reply, 401, 'UNAUTHENTICATED', { id: 'error.unauthenticated' }));
      // An id that is not an order's names nothing: the same 404 the API gives for an order the caller may not read.
      const orderId = restIdOf(request.params.orderId, 'ServiceOrder');
      if (!orderId) return refuse(request, reply, () => proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' }));
      const stored = await proxy.forwardUpload(request, reply, token, {
        path: `/api/v1/service-orders/${encodeURIComponent(orderId)}/${upload.api}`,
        method: upload.method,
        maxBodyBytes: MAX_ORDER_UPLOAD_BODY_BYTES,
        successStatus: upload.status,
      });
      if (!stored) return reply;
      const created = (stored.body as { created?: (ServiceOrderAttachmentDto | ServiceOrderImageDto)[] } | undefined)?.created;
      if (!Array.isArray(created)) {
        request.log.warn('the API answered an upload without its files');
        return proxy.answer(request, reply, 502, 'INTERNAL_SERVER_ERROR', { id: 'error.internal' });
      }
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ created: created.map((file) => attachmentJson(file, orderId, tickets, token)) });
    });
  });

  // A wildcard, not `:ticket`: a ticket is longer than the router's limit on a parameter (100).
  app.get<{ Params: { '*': string }; Querystring: { download?: string } }>(`${serviceOrderFilePath}*`, async (request, reply) => {
    const text = request.params['*'];
    const ticket = text.length <= maxTicketLength ? tickets.openServiceOrderFile(text) : null;
    // Forged, damaged or expired: the page asks for `Attachment.url` again.
    if (!ticket) return proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' });
    const order = encodeURIComponent(ticket.orderId);
    const file = encodeURIComponent(ticket.fileId);
    const path = `/api/v1/service-orders/${order}/${ticket.kind === 'attachment' ? 'attachments' : 'images'}/${file}/file${request.query.download === 'true' ? '?download=true' : ''}`;
    return proxy.forwardDownload(request, reply, ticket.token, path, ticket.expiresAt - Math.ceil(Date.now() / 1000));
  });
}

/** An uploaded file in `Attachment`'s GraphQL shape, so a client handles both answers alike. */
function attachmentJson(file: ServiceOrderAttachmentDto | ServiceOrderImageDto, orderId: string, tickets: FileTickets, token: string) {
  const kind: AttachmentKindValue = 'kind' in file ? file.kind : 'attachment';
  return {
    id: attachmentGlobalId(orderId, kind, file._id),
    attachmentId: file._id,
    kind: kind.toUpperCase(),
    name: file.name,
    mimeType: file.mimeType,
    size: file.size,
    createdAt: file.created_at,
    createdById: file.createdBy,
    url: tickets.serviceOrderFileUrl(kind === 'attachment' ? 'attachment' : 'image', orderId, file._id, token),
  };
}
