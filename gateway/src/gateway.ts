import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyAccepts from '@fastify/accepts';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, specifiedRules, type ValidationRule } from 'graphql';
import { handleProtocols } from 'graphql-ws';
import helmet from 'helmet';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext } from './context.ts';
import { maskError } from './errors.ts';
import { createEventHub } from './events/createEventHub.ts';
import { callerLanguage } from './i18n/callerLanguage.ts';
import { translateErrors } from './i18n/translateError.ts';
import { errorHandler } from './http/errorHandler.ts';
import { graphqlOverHttpErrors } from './http/graphqlOverHttpErrors.ts';
import { graphqlRequestLog, type HttpContext } from './http/graphqlRequestLog.ts';
import { DEFAULT_MAX_IN_FLIGHT, graphqlLoadShedding } from './http/graphqlLoadShedding.ts';
import { graphqlRoutes } from './http/graphqlRoutes.ts';
import { graphqlWebSocket, webSocketLanguage } from './http/graphqlWebSocket.ts';
import { healthRoutes } from './http/healthRoutes.ts';
import { notFound } from './http/notFound.ts';
import { RequestLog } from './http/RequestLog.ts';
import { requestIdOf } from './http/requestIdOf.ts';
import { serveWebApp } from './http/serveWebApp.ts';
import { createFileTickets } from './http/fileTickets.ts';
import { deviceImageRoutes } from './http/deviceImageRoutes.ts';
import { installationFileRoutes } from './http/installationFileRoutes.ts';
import { serviceOrderFileRoutes } from './http/serviceOrderFileRoutes.ts';
import { createArmor, limits } from './protection.ts';
import { buildSchema } from './schema.ts';

export interface Gateway {
  app: FastifyInstance;
  /** The process-wide logger (pino), for what happens outside a request. */
  log: FastifyBaseLogger;
  /** Starts listening; port 0 picks a free port. Resolves with the bound address. */
  listen(port: number, host?: string): Promise<AddressInfo>;
  /** Stops accepting work, closes WebSockets and the HTTP server, then stops Apollo. */
  close(): Promise<void>;
}

/** Largest request body (a GraphQL operation with its variables) and WebSocket message we read. */
export const maxBodyBytes = 1024 * 1024;

/**
 * Builds the whole gateway without listening yet: one Fastify server for every route — GraphQL over
 * HTTP and WebSocket, GraphiQL, health checks and the web app — so its hooks (request logs,
 * security headers, CORS, error handling) see all traffic.
 */
export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const schema = buildSchema();
  const armor = createArmor();
  // One upstream event stream per signed-in session in this process, shared by its subscriptions.
  const eventHub = createEventHub({ ...config.eventHub, apiUrl: config.apiUrl, connectTimeoutMs: config.upstreamTimeoutMs, fetch: config.fetch });

  // One key per process (or the configured one) for device images' URLs, for every context.
  const fileTickets = createFileTickets(config.fileUrlSecret);

  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      // Never in our own lines; a guard for any line that logs a request's headers.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    // One line per request, without query strings.
    logController: new RequestLog(),
    // The client's request id when it sent a sane one, logged here and forwarded to the API.
    genReqId: (req) => requestIdOf(req.headers['x-request-id']) ?? randomUUID(),
    requestIdHeader: false,
    bodyLimit: maxBodyBytes,
    // X-Forwarded-For is believed only from the configured proxies in front of us (none by default:
    // the client's address is the socket's).
    trustProxy: config.trustProxy ?? false,
  });

  // The context of one HTTP request, which also carries that request (its logger and log line).
  const contextOf = (request: FastifyRequest): HttpContext =>
    Object.assign(
      createContext(config, request.headers.authorization, {
        ip: request.ip,
        requestId: request.id,
        language: request.headers['accept-language'],
      }, undefined, fileTickets),
      { httpRequest: request },
    );

  // graphql-ws, on the same path as HTTP GraphQL (an upgrade of GET /graphql).
  const wsValidationRules: ValidationRule[] = [
    ...specifiedRules,
    ...armor.validationRules,
    ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const webSocket = graphqlWebSocket({
    schema,
    validationRules: wsValidationRules,
    // One context per subscription, authenticated by `connectionParams.authorization`; its
    // language from `connectionParams.language`, else the upgrade request's Accept-Language.
    context: (ctx): GatewayContext =>
      createContext(
        config,
        ctx.connectionParams?.authorization,
        {
          ip: ctx.extra.request.ip,
          requestId: ctx.extra.request.id,
          language: webSocketLanguage(ctx),
        },
        eventHub,
        fileTickets,
      ),
  });

  const apollo = new ApolloServer<HttpContext>({
    // Executed by graphql-js, as over WebSocket: graphql-jit, measured on and off, cost more CPU
    // per monitoring page than it saved (gateway/bench/jit-results.md).
    schema,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    // The token limit in graphql-js's parser: too long a query is a syntax error (400), as over WebSocket.
    parseOptions: { maxTokens: limits.maxTokens },
    // No automatic persisted queries: the web app sends its queries whole, and the cache of hashes
    // would be anyone's to fill.
    persistedQueries: false,
    formatError: maskError,
    plugins: [
      ...armor.plugins,
      // Apollo's own landing page loads from a CDN; /graphiql is served locally instead.
      ApolloServerPluginLandingPageDisabled(),
      // Per-request overhead we have no use for: cache hints (computed per resolved field; nothing
      // here is cacheable by HTTP caches, so every response says no-store below) and Apollo's
      // hosted reporting (off anyway without APOLLO_KEY; explicit so an env var cannot turn it on).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      graphqlRequestLog(),
      graphqlOverHttpErrors(),
      // The gateway's own error texts, worded once per response in the caller's language.
      {
        async requestDidStart() {
          return {
            async willSendResponse({ request, response }) {
              // What the cache control plugin said for our (hint-less) schema: never cache.
              response.http.headers.set('cache-control', 'no-store');
              const { body } = response;
              const result = body.kind === 'single' ? body.singleResult : body.initialResult;
              if (!result.errors) return;
              result.errors = translateErrors(result.errors, callerLanguage(request.http?.headers.get('accept-language')));
            },
          };
        },
      },
    ],
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
  });
  await apollo.start();
  // Fastify closes first (no new requests, WebSockets closed, in-flight answers finished).
  app.addHook('onClose', () => apollo.stop());

  // Security headers on every answer, GraphQL's included. Built once: @fastify/helmet would build
  // helmet's middleware again on every request. No Content-Security-Policy yet: the web app's
  // MapLibre workers, Emotion's styles, a map style URL chosen at build time and GraphiQL's inline
  // page each need a policy of their own.
  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    // The gateway cannot know which sibling hosts are served over HTTPS.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // CORS for the configured origins only; the web app itself is same-origin and needs none.
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight'],
    maxAge: 600,
  });
  await app.register(fastifyAccepts);
  // Compression only where a route asks for it (GraphQL's answers, graphqlCompression.ts): the web
  // app's files are compressed at build time. Request bodies are still read as sent (no inflating
  // of a Content-Encoding), as before.
  await app.register(fastifyCompress, { global: false });
  await app.register(fastifyWebsocket, {
    // No permessage-deflate (ws's default, said here so it stays): a zlib context per socket costs
    // memory on every one of thousands of sockets, for small event messages.
    options: { maxPayload: maxBodyBytes, handleProtocols, perMessageDeflate: false },
    // A socket failing (a message over the limit, a client gone mid-frame) is the client's doing.
    errorHandler(error, socket, request) {
      request.log.warn({ err: error }, 'websocket failed');
      socket.terminate();
    },
    // 1001 Going Away, so that clients reconnect (to another instance, or to this one once restarted).
    preClose(done) {
      for (const socket of this.websocketServer.clients) socket.close(1001, 'Going away');
      this.websocketServer.close(() => done());
    },
  });
  app.setErrorHandler(errorHandler);
  // Upstream event streams end with the server (after its sockets have closed).
  app.addHook('onClose', (_instance, done) => {
    eventHub.dispose();
    done();
  });

  healthRoutes(app, config);
  deviceImageRoutes(app, { apiUrl: config.apiUrl, upstreamTimeoutMs: config.upstreamTimeoutMs, tickets: fileTickets });
  serviceOrderFileRoutes(app, { apiUrl: config.apiUrl, upstreamTimeoutMs: config.upstreamTimeoutMs, tickets: fileTickets });
  installationFileRoutes(app, { apiUrl: config.apiUrl, upstreamTimeoutMs: config.upstreamTimeoutMs, tickets: fileTickets });
  if (config.production && !config.fileUrlSecret) {
    app.log.warn('FILE_URL_SECRET is not set: device image URLs work only on the gateway that made them');
  }
  graphqlLoadShedding(app, { maxInFlight: config.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT });
  graphqlRoutes(app, {
    apollo,
    context: contextOf,
    webSocket,
    graphiql: config.graphiql,
  });
  app.setNotFoundHandler(config.webDist ? await serveWebApp(app, config.webDist) : notFound);

  let closing: Promise<void> | undefined;
  return {
    app,
    log: app.log,
    listen: async (port, host = '0.0.0.0') => {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error(`not listening on a TCP port: ${address}`);
      return address;
    },
    close: () => (closing ??= app.close()),
  };
}
