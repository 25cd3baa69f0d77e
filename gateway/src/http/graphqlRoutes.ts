import type { ApolloServer } from '@apollo/server';
import type { WebsocketHandler } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderGraphiQLPage } from '../graphiql.ts';
import { apolloHandler } from './apolloHandler.ts';
import { graphqlCompression } from './graphqlCompression.ts';
import type { HttpContext } from './graphqlRequestLog.ts';

export interface GraphqlRoutesOptions {
  apollo: ApolloServer<HttpContext>;
  /** The context of one HTTP request. */
  context: (request: FastifyRequest) => HttpContext;
  /** graphql-ws on the same path, for upgrade requests. */
  webSocket: WebsocketHandler;
  /** Serve GraphiQL at /graphiql (and send browsers opening /graphql there). */
  graphiql: boolean;
}

/** `/graphql` over HTTP (POST and GET, through Apollo) and WebSocket, and `/graphiql`. */
export function graphqlRoutes(app: FastifyInstance, { apollo, context, webSocket, graphiql }: GraphqlRoutesOptions): void {
  // Named by graphqlRequestLog once Apollo has resolved the operation.
  app.decorateRequest('graphqlOperation', undefined);
  const graphql = apolloHandler(apollo, context);
  app.post('/graphql', { compress: graphqlCompression }, graphql);
  app.route<{ Querystring: { query?: string } }>({
    method: 'GET',
    url: '/graphql',
    compress: graphqlCompression,
    handler(request, reply) {
      // A browser opening /graphql gets the IDE instead of an error about a missing query.
      if (graphiql && !request.query.query && request.accepts().type(['json', 'html']) === 'html') return reply.redirect('/graphiql', 302);
      return graphql(request, reply);
    },
    wsHandler: webSocket,
  });

  if (graphiql) {
    const page = renderGraphiQLPage('/graphql');
    app.get('/graphiql', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  }
}
