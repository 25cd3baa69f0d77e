import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { tokenFromAuthorization } from '../context.ts';
import { restIdOf } from '../globalId.ts';
import { deviceImageJson, toDeviceImageSource, type DeviceImageDto } from '../deviceImages.ts';
import { deviceImageFilePath, type FileTickets, maxTicketLength } from './fileTickets.ts';
import { refuse, uploadProxy } from './uploadProxy.ts';

/** The API's limit on one image (spec part 2 §5: 5 MB), as `api/src/storage/acceptUpload.ts` has it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most of a request body passed on: the file plus room for multipart's boundaries and part
 * headers (a few hundred bytes in practice). A file just over 5 MB still reaches the API, which
 * refuses it with the same message; anything larger is cut off here, unread by the API.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export interface DeviceImageRoutesOptions extends Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs'> {
  tickets: FileTickets;
}

/**
 * The two HTTP routes of device images beside GraphQL (streaming and refusals in uploadProxy.ts).
 *
 * `POST /uploads/devices/{deviceId}/images` (a `Device` global id; multipart/form-data, field
 * `images`, one file; `Authorization: Bearer`): the body is streamed to the API's `POST
 * /api/v1/devices/{id}/images` as it arrives, never held whole here, and cut off past
 * MAX_UPLOAD_BODY_BYTES with 413. Why a route of ours rather than an upload URL of the API handed
 * out by a mutation: the browser then talks to one origin with one token, the API stays behind the
 * gateway, and every check that decides what a file is (its type read from the bytes, its name, the
 * caller's rights, the device's state) stays in the API's one upload path (acceptUpload), as order
 * attachments are (serviceOrderFileRoutes.ts). Answers 201 `{ image }` in `DeviceImage`'s GraphQL
 * shape (global id, signed `url`), or the API's `{ message, code }` in the caller's language.
 *
 * `GET /files/device-images/{ticket}`: the file behind a `DeviceImage.url` ticket (fileTickets.ts),
 * streamed from the API's `GET .../images/{imageId}/file` with the ticket's token, with the API's
 * type, disposition, nosniff and sandbox headers; `?download=true` for an attachment.
 */
export function deviceImageRoutes(app: FastifyInstance, { apiUrl, upstreamTimeoutMs, tickets }: DeviceImageRoutesOptions): void {
  const proxy = uploadProxy({ apiUrl, upstreamTimeoutMs });

  app.register(async (scope) => {
    // The body is the API's to parse: no parser here reads it, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.post<{ Params: { deviceId: string } }>('/uploads/devices/:deviceId/images', async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return refuse(request, reply, () => proxy.answer(request, reply, 401, 'UNAUTHENTICATED', { id: 'error.unauthenticated' }));
      // An id that is not a device's names nothing: the same 404 the API gives for a device the caller may not read.
      const deviceId = restIdOf(request.params.deviceId, 'Device');
      if (!deviceId) return refuse(request, reply, () => proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' }));
      const stored = await proxy.forwardUpload(request, reply, token, {
        path: `/api/v1/devices/${encodeURIComponent(deviceId)}/images`,
        method: 'POST',
        maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
        successStatus: 201,
      });
      if (!stored) return reply;
      const body = stored.body as { image?: DeviceImageDto } | undefined;
      if (!body?.image) {
        request.log.warn('the API answered an upload without its image');
        return proxy.answer(request, reply, 502, 'INTERNAL_SERVER_ERROR', { id: 'error.internal' });
      }
      const image = toDeviceImageSource(body.image, deviceId);
      return reply.code(201).header('cache-control', 'no-store').send({ image: deviceImageJson(image, tickets.deviceImageUrl(deviceId, image._id, token)) });
    });
  });

  // A wildcard, not `:ticket`: a ticket is longer than the router's limit on a parameter (100).
  app.get<{ Params: { '*': string }; Querystring: { download?: string } }>(`${deviceImageFilePath}*`, async (request, reply) => {
    const text = request.params['*'];
    const ticket = text.length <= maxTicketLength ? tickets.open(text) : null;
    // Forged, damaged or expired: the page asks for `DeviceImage.url` again.
    if (!ticket) return proxy.answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' });
    const download = request.query.download === 'true';
    const path = `/api/v1/devices/${encodeURIComponent(ticket.deviceId)}/images/${encodeURIComponent(ticket.imageId)}/file${download ? '?download=true' : ''}`;
    return proxy.forwardDownload(request, reply, ticket.token, path, ticket.expiresAt - Math.ceil(Date.now() / 1000));
  });
}
