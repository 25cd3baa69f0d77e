import { Readable } from 'node:stream';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from './graphqlRequestLog.ts';

/**
 * A Fastify route handler that runs one GraphQL request through Apollo. (@as-integrations/fastify
 * does the same, but builds a URL from the Host header to find the query string: a request with no
 * or a malformed Host — HTTP/1.0 has none — became a 500.)
 */
export function apolloHandler(apollo: ApolloServer<HttpContext>, context: (request: FastifyRequest) => HttpContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = request.url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method, headers, search: query === -1 ? '' : request.url.slice(query), body: request.body },
      context: async () => context(request),
    });
    for (const [name, value] of response.headers) reply.header(name, value);
    reply.code(response.status ?? 200);
    return reply.send(response.body.kind === 'complete' ? response.body.string : Readable.from(response.body.asyncIterator));
  };
}
