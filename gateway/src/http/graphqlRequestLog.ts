import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { logGraphqlError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL operation this request ran, for its log line (RequestLog.ts). */
    graphqlOperation: string | undefined;
  }
}

/** The context of a GraphQL operation over HTTP: the gateway's, and the HTTP request it came with. */
export type HttpContext = GatewayContext & { httpRequest: FastifyRequest };

/**
 * The HTTP side of what the request log says about GraphQL: names the operation on its request
 * (Relay sends no `operationName`; Apollo knows it once the document is resolved), and logs the
 * errors operators must hear of with that request's logger, so they carry its id.
 */
export function graphqlRequestLog(): ApolloServerPlugin<HttpContext> {
  return {
    async requestDidStart({ contextValue }) {
      const request = contextValue.httpRequest;
      return {
        async didResolveOperation({ operationName, operation }) {
          request.graphqlOperation = operationName ?? (operation ? `anonymous ${operation.operation}` : undefined);
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) logGraphqlError(request.log, error);
        },
      };
    },
  };
}
