import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { acceptLanguageOf, tokenFromAuthorization } from '../context.ts';
import type { GatewayErrorCode } from '../errors.ts';
import { restIdOf } from '../globalId.ts';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import type { Message } from '../i18n/Message.ts';
import { wordText } from '../i18n/wordText.ts';
import { transportOf } from '../rest/httpRequest.ts';
import { deviceImageJson, toDeviceImageSource, type DeviceImageDto } from '../deviceImages.ts';
import { deviceImageFilePath, type FileTickets, maxTicketLength } from './fileTickets.ts';

/** The API's limit on one image (spec part 2 §5: 5 MB), as `api/src/storage/acceptUpload.ts` has it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most of a request body passed on: the file plus room for multipart's boundaries and part
 * headers (a few hundred bytes in practice). A file just over 5 MB still reaches the API, which
 * refuses it with the same message; anything larger is cut off here, unread by the API.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** After refusing a body, how much more of it we read and drop so the client hears the answer; past it the connection is closed. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

export interface DeviceImageRoutesOptions extends Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs'> {
  tickets: FileTickets;
}

class BodyTooLarge extends Error {}

/** Counts the bytes going through and fails past `limit`, before they reach the API. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) callback(new BodyTooLarge());
    else callback(null, chunk);
  }
}

/** The API's error body fields a client reads; anything else it sent is dropped. */
interface ErrorBody {
  message: string;
  code: string;
  fields?: unknown;
  requestId?: string;
}

/**
 * The two HTTP routes of device images beside GraphQL.
 *
 * `POST /uploads/devices/{deviceId}/images` (a `Device` global id; multipart/form-data, field
 * `images`, one file; `Authorization: Bearer`): the body is streamed to the API's `POST
 * /api/v1/devices/{id}/images` as it arrives, never held whole here, and cut off past
 * MAX_UPLOAD_BODY_BYTES with 413. Why a route of ours rather than an upload URL of the API handed
 * out by a mutation: the browser then talks to one origin with one token, the API stays behind the
 * gateway, and every check that decides what a file is (its type read from the bytes, its name, the
 * caller's rights, the device's state) stays in the API's one upload path (acceptUpload), so order
 * attachments will be checked the same way. Answers 201 `{ image }` in `DeviceImage`'s GraphQL
 * shape (global id, signed `url`), or the API's `{ message, code }` in the caller's language.
 *
 * `GET /files/device-images/{ticket}`: the file behind a `DeviceImage.url` ticket (fileTickets.ts),
 * streamed from the API's `GET .../images/{imageId}/file` with the ticket's token, with the API's
 * type, disposition, nosniff and sandbox headers; `?download=true` for an attachment.
 */
export function deviceImageRoutes(app: FastifyInstance, { apiUrl, upstreamTimeoutMs, tickets }: DeviceImageRoutesOptions): void {
  const base = apiUrl.replace(/\/+$/, '');

  const forwardHeaders = (request: FastifyRequest, token: string): Record<string, string> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-Request-Id': request.id, 'X-Forwarded-For': request.ip };
    const language = acceptLanguageOf(request.headers['accept-language']);
    if (language) headers['Accept-Language'] = language;
    return headers;
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, code: GatewayErrorCode, message: Message) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ message: wordText(callerLanguage(request.headers['accept-language']), message), code, ...(status >= 500 ? { requestId: request.id } : {}) });

  /** The API's non-2xx answer as it is (its message is in the caller's language already). */
  const passError = (request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) => {
    const parsed = body as Partial<ErrorBody> | undefined;
    // Not the API's answer (a proxy's page) or its own failure: said in our words.
    if (status >= 500 || !parsed || typeof parsed.message !== 'string') {
      request.log.warn({ status }, 'the API failed an image request');
      return status === 503
        ? answer(request, reply, 503, 'UPSTREAM_UNAVAILABLE', { id: 'error.upstreamUnavailable' })
        : answer(request, reply, 502, 'INTERNAL_SERVER_ERROR', { id: 'error.internal' });
    }
    const { message, code, fields } = parsed;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ message, code: code ?? 'ERROR', ...(fields ? { fields } : {}) });
  };

  app.register(async (scope) => {
    // The body is the API's to parse: no parser here reads it, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.post<{ Params: { deviceId: string } }>('/uploads/devices/:deviceId/images', async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return refuse(request, reply, () => answer(request, reply, 401, 'UNAUTHENTICATED', { id: 'error.unauthenticated' }));
      // An id that is not a device's names nothing: the same 404 the API gives for a device the caller may not read.
      const deviceId = restIdOf(request.params.deviceId, 'Device');
      if (!deviceId) return refuse(request, reply, () => answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' }));
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY_BYTES) {
        return refuse(request, reply, () => answer(request, reply, 413, 'PAYLOAD_TOO_LARGE', { id: 'upload.tooLarge' }));
      }

      const url = new URL(`${base}/api/v1/devices/${encodeURIComponent(deviceId)}/images`);
      const transport = transportOf(url);
      if (!transport) throw new TypeError(`unsupported protocol ${url.protocol}`);
      const headers = forwardHeaders(request, token);
      if (request.headers['content-type']) headers['Content-Type'] = request.headers['content-type'];
      if (Number.isFinite(declared)) headers['Content-Length'] = String(declared);
      const upstream = transport.request(url, { method: 'POST', headers, agent: transport.agent });
      // No byte either way for this long: the API (or the client) is gone.
      upstream.setTimeout(upstreamTimeoutMs, () => upstream.destroy(new Error('upload timed out')));
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        upstream.once('response', resolve);
        upstream.once('error', reject);
      });
      const limit = new ByteLimit(MAX_UPLOAD_BODY_BYTES);
      // The client's stream is piped, not put in the pipeline: a failure must not destroy it, or
      // the 413 could not be sent on its connection.
      request.raw.pipe(limit);
      const sent = pipeline(limit, upstream);
      // Whichever fails first decides; the other's rejection is expected then.
      answered.catch(() => undefined);
      sent.catch(() => undefined);
      let response: IncomingMessage;
      try {
        // The API may answer before the whole body is sent (a device it will not show, no right to add).
        response = await Promise.race([answered, sent.then(() => answered)]);
      } catch (error) {
        request.raw.unpipe(limit);
        upstream.destroy();
        if (error instanceof BodyTooLarge || limit.bytes > MAX_UPLOAD_BODY_BYTES) {
          return refuse(request, reply, () => answer(request, reply, 413, 'PAYLOAD_TOO_LARGE', { id: 'upload.tooLarge' }));
        }
        if (request.raw.destroyed || request.raw.errored) {
          request.log.info('client left during an upload');
          return reply;
        }
        request.log.warn({ err: error }, 'upload to the API failed');
        return refuse(request, reply, () => answer(request, reply, 503, 'UPSTREAM_UNAVAILABLE', { id: 'error.upstreamUnavailable' }));
      }
      if (response.statusCode !== 201) {
        // Read before the connection is dropped: the API may have answered before the body ended.
        const body = await readJson(response);
        request.raw.unpipe(limit);
        upstream.destroy();
        return refuse(request, reply, () => passError(request, reply, response.statusCode ?? 502, body));
      }
      const body = (await readJson(response)) as { image?: DeviceImageDto } | undefined;
      if (!body?.image) {
        request.log.warn('the API answered an upload without its image');
        return answer(request, reply, 502, 'INTERNAL_SERVER_ERROR', { id: 'error.internal' });
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
    if (!ticket) return answer(request, reply, 404, 'NOT_FOUND', { id: 'error.notFound' });
    const download = request.query.download === 'true';
    const url = new URL(
      `${base}/api/v1/devices/${encodeURIComponent(ticket.deviceId)}/images/${encodeURIComponent(ticket.imageId)}/file${download ? '?download=true' : ''}`,
    );
    const transport = transportOf(url);
    if (!transport) throw new TypeError(`unsupported protocol ${url.protocol}`);
    const upstream = transport.request(url, { method: 'GET', headers: forwardHeaders(request, ticket.token), agent: transport.agent });
    upstream.setTimeout(upstreamTimeoutMs, () => upstream.destroy(new Error('download timed out')));
    let response: IncomingMessage;
    try {
      response = await new Promise<IncomingMessage>((resolve, reject) => {
        upstream.once('response', resolve);
        upstream.once('error', reject);
        upstream.end();
      });
    } catch (error) {
      request.log.warn({ err: error }, 'image download from the API failed');
      return answer(request, reply, 503, 'UPSTREAM_UNAVAILABLE', { id: 'error.upstreamUnavailable' });
    }
    if (response.statusCode !== 200) return passError(request, reply, response.statusCode ?? 502, await readJson(response));
    for (const name of ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy']) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // The URL names this session and image until the ticket expires: the browser may keep the
    // file until then (its own cache only), and asks for a new URL after.
    const maxAge = Math.max(0, ticket.expiresAt - Math.ceil(Date.now() / 1000));
    reply.header('cache-control', `private, max-age=${maxAge}`);
    return reply.code(200).send(response);
  });
}

/**
 * Answers a refusal before (or instead of) reading the whole body, then reads and drops what the
 * client still sends so that it hears the answer instead of a reset connection; a client that sends
 * far more than any upload is cut off.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, send: () => FastifyReply | Promise<FastifyReply>) {
  const raw = request.raw;
  if (!raw.complete && !raw.destroyed) {
    let discarded = 0;
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) raw.destroy();
    });
    raw.resume();
  }
  return send();
}

/** What we read of an API's JSON answer at most; an upload's answer is a few kB. */
const MAX_JSON_BYTES = 1024 * 1024;

/** A small JSON answer of the API (an error, the upload's result); undefined when it is not JSON. */
async function readJson(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_JSON_BYTES) {
      response.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
