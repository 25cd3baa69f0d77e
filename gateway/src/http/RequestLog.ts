import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log, one line per request when it is answered, with the request id (pino's
 * `reqId`): method, path, status, duration and the GraphQL operation. The path leaves the query
 * string out, where tokens travel (`/password/new?token=…`); headers are not logged, so neither is
 * Authorization. (Fastify's own lines log the whole URL, and two per request.)
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  // The answer line has the 404 already.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const query = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: query === -1 ? request.url : request.url.slice(0, query),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.graphqlOperation === undefined ? {} : { operation: request.graphqlOperation }),
    };
    // An error here is the answer failing on its way out, after its status was sent; when the
    // client closed the connection meanwhile, that is the client leaving, not a failure.
    if (error && (reply.raw.destroyed || request.raw.socket.destroyed) && !reply.raw.writableFinished) {
      request.log.info({ ...line, code: (error as NodeJS.ErrnoException).code }, 'client left during the answer');
    } else if (error) request.log.error({ ...line, err: error }, 'request failed while answering');
    else request.log.info(line, 'request completed');
  }
}
