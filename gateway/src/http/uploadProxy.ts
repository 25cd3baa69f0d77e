import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { acceptLanguageOf } from '../context.ts';
import type { GatewayErrorCode } from '../errors.ts';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import type { Message } from '../i18n/Message.ts';
import { wordText } from '../i18n/wordText.ts';
import { transportOf } from '../rest/httpRequest.ts';

/** After refusing a body, how much more of it we read and drop so the client hears the answer; past it the connection is closed. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

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

export interface UploadForward {
  /** The API's path and query, e.g. `/api/v1/devices/{id}/images`. */
  path: string;
  method: 'POST' | 'PUT';
  /** The most of the request body passed on; past it the upload is refused with 413. */
  maxBodyBytes: number;
  /** The API's status for a stored upload. */
  successStatus: number;
}

/**
 * The gateway's file routes beside GraphQL share this: uploads streamed to the API as they arrive
 * (never held whole here, cut off past a limit with 413), downloads streamed back with the API's
 * type, disposition, nosniff and sandbox headers, and refusals as `{ message, code }` in the
 * caller's language. Every check that decides what a file is stays in the API's one upload path.
 */
export function uploadProxy({ apiUrl, upstreamTimeoutMs }: Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs'>) {
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
      request.log.warn({ status }, 'the API failed a file request');
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

  /**
   * Streams the request's body to the API. Resolves with `{ body }`, the API's JSON answer, when it
   * stored the upload, or with null once the reply is sent (a refusal, ours or the API's).
   */
  async function forwardUpload(request: FastifyRequest, reply: FastifyReply, token: string, forward: UploadForward): Promise<{ body: unknown } | null> {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > forward.maxBodyBytes) {
      await refuse(request, reply, () => answer(request, reply, 413, 'PAYLOAD_TOO_LARGE', { id: 'upload.tooLarge' }));
      return null;
    }
    const url = new URL(`${base}${forward.path}`);
    const transport = transportOf(url);
    if (!transport) throw new TypeError(`unsupported protocol ${url.protocol}`);
    const headers = forwardHeaders(request, token);
    if (request.headers['content-type']) headers['Content-Type'] = request.headers['content-type'];
    if (Number.isFinite(declared)) headers['Content-Length'] = String(declared);
    const upstream = transport.request(url, { method: forward.method, headers, agent: transport.agent });
    // No byte either way for this long: the API (or the client) is gone.
    upstream.setTimeout(upstreamTimeoutMs, () => upstream.destroy(new Error('upload timed out')));
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      upstream.once('response', resolve);
      upstream.once('error', reject);
    });
    const limit = new ByteLimit(forward.maxBodyBytes);
    // The client's stream is piped, not put in the pipeline: a failure must not destroy it, or
    // the 413 could not be sent on its connection.
    request.raw.pipe(limit);
    const sent = pipeline(limit, upstream);
    // Whichever fails first decides; the other's rejection is expected then.
    answered.catch(() => undefined);
    sent.catch(() => undefined);
    let response: IncomingMessage;
    try {
      // The API may answer before the whole body is sent (a resource it will not show, no right to add).
      response = await Promise.race([answered, sent.then(() => answered)]);
    } catch (error) {
      request.raw.unpipe(limit);
      upstream.destroy();
      if (error instanceof BodyTooLarge || limit.bytes > forward.maxBodyBytes) {
        await refuse(request, reply, () => answer(request, reply, 413, 'PAYLOAD_TOO_LARGE', { id: 'upload.tooLarge' }));
        return null;
      }
      if (request.raw.destroyed || request.raw.errored) {
        request.log.info('client left during an upload');
        return null;
      }
      request.log.warn({ err: error }, 'upload to the API failed');
      await refuse(request, reply, () => answer(request, reply, 503, 'UPSTREAM_UNAVAILABLE', { id: 'error.upstreamUnavailable' }));
      return null;
    }
    if (response.statusCode !== forward.successStatus) {
      // Read before the connection is dropped: the API may have answered before the body ended.
      const body = await readJson(response);
      request.raw.unpipe(limit);
      upstream.destroy();
      await refuse(request, reply, () => passError(request, reply, response.statusCode ?? 502, body));
      return null;
    }
    return { body: await readJson(response) };
  }

  /** Streams a stored file from the API (`path`, with the ticket's token) with its headers; the browser may cache it `maxAge` seconds. */
  async function forwardDownload(request: FastifyRequest, reply: FastifyReply, token: string, path: string, maxAge: number) {
    const url = new URL(`${base}${path}`);
    const transport = transportOf(url);
    if (!transport) throw new TypeError(`unsupported protocol ${url.protocol}`);
    const upstream = transport.request(url, { method: 'GET', headers: forwardHeaders(request, token), agent: transport.agent });
    upstream.setTimeout(upstreamTimeoutMs, () => upstream.destroy(new Error('download timed out')));
    let response: IncomingMessage;
    try {
      response = await new Promise<IncomingMessage>((resolve, reject) => {
        upstream.once('response', resolve);
        upstream.once('error', reject);
        upstream.end();
      });
    } catch (error) {
      request.log.warn({ err: error }, 'file download from the API failed');
      return answer(request, reply, 503, 'UPSTREAM_UNAVAILABLE', { id: 'error.upstreamUnavailable' });
    }
    if (response.statusCode !== 200) return passError(request, reply, response.statusCode ?? 502, await readJson(response));
    for (const name of ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy']) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // The URL names this session and file until the ticket expires: the browser may keep the
    // file until then (its own cache only), and asks for a new URL after.
    reply.header('cache-control', `private, max-age=${Math.max(0, maxAge)}`);
    return reply.code(200).send(response);
  }

  return { answer, passError, forwardUpload, forwardDownload, refuse };
}

/**
 * Answers a refusal before (or instead of) reading the whole body, then reads and drops what the
 * client still sends so that it hears the answer instead of a reset connection; a client that sends
 * far more than any upload is cut off.
 */
export function refuse(request: FastifyRequest, reply: FastifyReply, send: () => FastifyReply | Promise<FastifyReply>) {
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
