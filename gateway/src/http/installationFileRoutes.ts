import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { tokenFromAuthorization } from '../context.ts';
import { restIdOf } from '../globalId.ts';
import { installationAttachmentGlobalId } from '../installationIds.ts';
import type { InstallationAttachmentDto } from '../installationSources.ts';
import { type FileTickets, installationFilePath, maxTicketLength } from './fileTickets.ts';
import { MAX_ORDER_UPLOAD_BODY_BYTES } from './serviceOrderFileRoutes.ts';
import { refuse, uploadProxy } from './uploadProxy.ts';

export interface InstallationFileRoutesOptions extends Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs'> {
  tickets: FileTickets;
}

/**
 * A device's files on an installation order beside GraphQL, as a service order's go
 * (serviceOrderFileRoutes.ts): every check of what a file is stays in the API's one upload path.
 *
 * `POST /uploads/installation/{orderId}/devices/{deviceId}/attachments` (an `InstallationOrder` and a
 * `Device` global id — short, packed ids, where the order's device's own id would pass the router's
 * limit on a parameter; multipart/form-data, 1–10 parts named `file`; `Authorization: Bearer`): streamed to the API's
 * `POST /installation/{orderId}/devices/{deviceId}/attachments`, cut off past 10 × 5 MB. Answers 201
 * `{ created }` in `InstallationAttachment`'s GraphQL shape, or the API's `{ message, code }`.
 *
 * `GET /files/installation-files/{ticket}`: the file behind an `InstallationAttachment.url`, with the ticket's token.
 */
export function installationFileRoutes(app: FastifyInstance, { apiUrl, upstreamTimeoutMs, tickets }: InstallationFileRoutesOptions): void {
  const proxy = uploadProxy({ apiUrl, upstreamTimeoutMs });

  app.register(async (scope) => {
    // The body is the API's to parse: no parser here reads it, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.post<{ Params: { orderId: string; deviceId: string } }>('/uploads/installation/:orderId/devices/:deviceId/attachments', async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return refuse(request, reply, () => proxy.answer(request, reply, 401, 'UNAUTHENTICATED', { id: 'error.unauthenticated' }));
      // Ids that are not an order's and a device's name nothing: the same 404 the API gives for what the caller may not read.
      const orderId = restIdOf(request.params.orderId, 'InstallationOrder');
      const deviceId = restIdOf(request.params.deviceId, 'Device');
      if (!orderId || !deviceId) return refuse(request, reply, () => proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' }));
      const ids = { orderId, deviceId };
      const stored = await proxy.forwardUpload(request, reply, token, {
        path: `/api/v1/installation/${encodeURIComponent(ids.orderId)}/devices/${encodeURIComponent(ids.deviceId)}/attachments`,
        method: 'POST',
        maxBodyBytes: MAX_ORDER_UPLOAD_BODY_BYTES,
        successStatus: 201,
      });
      if (!stored) return reply;
      const created = (stored.body as { created?: InstallationAttachmentDto[] } | undefined)?.created;
      if (!Array.isArray(created)) {
        request.log.warn('the API answered an upload without its files');
        return proxy.answer(request, reply, 502, 'INTERNAL_SERVER_ERROR', { id: 'error.internal' });
      }
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          created: created.map((file) => ({
            id: installationAttachmentGlobalId(ids.orderId, ids.deviceId, file._id),
            attachmentId: file._id,
            name: file.name,
            mimeType: file.mimeType,
            size: file.size,
            createdAt: file.created_at,
            createdById: file.createdBy,
            url: tickets.installationFileUrl(ids.orderId, ids.deviceId, file._id, token),
          })),
        });
    });
  });

  // A wildcard, not `:ticket`: a ticket is longer than the router's limit on a parameter (100).
  app.get<{ Params: { '*': string }; Querystring: { download?: string } }>(`${installationFilePath}*`, async (request, reply) => {
    const text = request.params['*'];
    const ticket = text.length <= maxTicketLength ? tickets.openInstallationFile(text) : null;
    // Forged, damaged or expired: the page asks for `InstallationAttachment.url` again.
    if (!ticket) return proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' });
    const path =
      `/api/v1/installation/${encodeURIComponent(ticket.orderId)}/devices/${encodeURIComponent(ticket.deviceId)}` +
      `/attachments/${encodeURIComponent(ticket.fileId)}/file${request.query.download === 'true' ? '?download=true' : ''}`;
    return proxy.forwardDownload(request, reply, ticket.token, path, ticket.expiresAt - Math.ceil(Date.now() / 1000));
  });
}
