import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext } from './context.ts';
import { createFormatError } from './errors.ts';
import { renderGraphiQLPage } from './graphiql.ts';
import { callerLanguage } from './i18n/callerLanguage.ts';
import { translateErrors } from './i18n/translateError.ts';
import { wordText } from './i18n/wordText.ts';
import { clientIp } from './http/clientIp.ts';
import { createGraphqlPostHandler, isPlainGraphqlPost } from './http/graphqlPostHandler.ts';
import { createJitGateway } from './jitGateway.ts';
import { createArmor, limits } from './protection.ts';
import { buildSchema } from './schema.ts';

export interface Gateway {
  app: express.Express;
  httpServer: Server;
  /** Starts listening; port 0 picks a free port. Resolves with the bound address. */
  listen(port: number, host?: string): Promise<AddressInfo>;
  /** Stops accepting work, closes WebSockets and the HTTP server. */
  close(): Promise<void>;
}

// Paths the single-page app must never swallow with its index.html fallback.
const serverPaths = /^\/(graphql|graphiql|healthz|readyz|api)(\/|$)/;

/** Builds the whole gateway (HTTP + WebSocket on one server) without listening yet. */
export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const logError = config.logError ?? ((message, error) => console.error(message, error));
  const formatError = createFormatError(logError);
  const schema = buildSchema();
  const armor = createArmor();

  const app = express();
  app.disable('x-powered-by');
  // No ETags: hashing every GraphQL answer costs time and nothing revalidates them (the web app's
  // static files get theirs from express.static/sendFile, which do not use this setting).
  app.set('etag', false);
  // X-Forwarded-For is believed only from a proxy on loopback or a private network in front of us.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // Plain `POST /graphql` (every query and mutation of the web app) skips Express: see
  // graphqlPostHandler.ts. Set once Apollo has started; nothing is served before.
  let graphqlPost: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const httpServer = createServer((req, res) => {
    if (graphqlPost && isPlainGraphqlPost(req)) {
      graphqlPost(req, res).catch((error: unknown) => {
        logError('GraphQL request failed', error);
        if (res.headersSent) res.destroy();
        else {
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: wordText(callerLanguage(req.headers['accept-language']), { id: 'http.internal' }) }));
        }
      });
    } else app(req, res);
  });

  // graphql-ws on the same port and path as HTTP GraphQL.
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsValidationRules: ValidationRule[] = [
    ...specifiedRules,
    ...armor.validationRules,
    ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const wsCleanup = useServer<{ authorization?: unknown; language?: unknown }, { request: IncomingMessage }>(
    {
      schema,
      // One context per subscription, authenticated by `connectionParams.authorization`; its
      // language from `connectionParams.language`, else the upgrade request's Accept-Language.
      context: (ctx): GatewayContext =>
        createContext(config, ctx.connectionParams?.authorization, {
          ip: clientIp(ctx.extra.request),
          language: wsLanguage(ctx),
        }),
      parse: (source) => parse(source, { maxTokens: limits.maxTokens }),
      validate: (s, document) => validate(s, document, wsValidationRules),
      onNext: (ctx, _id, _payload, _args, result) => ({
        ...result,
        errors: translateErrors(
          result.errors?.map((error) => formatError(error.toJSON(), error)),
          callerLanguage(wsLanguage(ctx)),
        ),
      }),
      // Parse and validation failures of the operation itself.
      onError: (ctx, _id, _payload, errors) =>
        translateErrors(
          errors.map((error) => ({
            ...error.toJSON(),
            extensions: { ...error.extensions, code: error.extensions.code ?? 'GRAPHQL_VALIDATION_FAILED' },
          })),
          callerLanguage(wsLanguage(ctx)),
        ),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GatewayContext>({
    // The schema, executed by graphql-jit (see jitGateway.ts) unless configured otherwise.
    ...(config.graphqlJit === false ? { schema } : { gateway: createJitGateway(schema) }),
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's own landing page loads from a CDN; /graphiql is served locally instead.
      ApolloServerPluginLandingPageDisabled(),
      // Per-request overhead we have no use for: cache hints (computed per resolved field; nothing
      // here is cacheable by HTTP caches, so every response says no-store below) and Apollo's
      // hosted reporting (off anyway without APOLLO_KEY; explicit so an env var cannot turn it on).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
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
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
  });
  await apollo.start();

  const applyCors = cors(config.corsOrigins);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!applyCors(req, res)) next();
  });
  const contextOf = (req: IncomingMessage): GatewayContext =>
    createContext(config, req.headers.authorization, {
      ip: clientIp(req),
      requestId: requestIdOf(req.headers['x-request-id']),
      language: req.headers['accept-language'],
    });
  graphqlPost = createGraphqlPostHandler({ apollo, context: contextOf, cors: applyCors });

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // Ready when the API answers its health check in time.
  app.get('/readyz', async (_req, res) => {
    try {
      const upstream = await (config.fetch ?? fetch)(`${config.apiUrl}/api/health`, {
        signal: AbortSignal.timeout(Math.min(config.upstreamTimeoutMs, 5_000)),
      });
      res.status(upstream.ok ? 200 : 503).json({ ok: upstream.ok, api: upstream.ok ? 'up' : `status ${upstream.status}` });
    } catch {
      res.status(503).json({ ok: false, api: 'unreachable' });
    }
  });

  if (config.graphiql) {
    const page = renderGraphiQLPage('/graphql');
    app.get('/graphiql', (_req, res) => {
      res.type('html').setHeader('Cache-Control', 'no-cache').send(page);
    });
    // A browser opening /graphql gets the IDE instead of an error about a missing query.
    app.get('/graphql', (req, res, next) => {
      if (req.accepts(['application/json', 'html']) === 'html' && !req.query.query) res.redirect(302, '/graphiql');
      else next();
    });
  }

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      // Typed here: the integration's own view of express's types does not always resolve under pnpm.
      context: async ({ req }: { req: Request }) => contextOf(req),
    }),
  );

  if (config.webDist) serveWebApp(app, config.webDist);

  // Last resort: nothing below may leak a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    if (status >= 500) logError('Unhandled HTTP error', error);
    const message = wordText(callerLanguage(req.headers['accept-language']), { id: status >= 500 ? 'http.internal' : 'http.badRequest' });
    res.status(status >= 400 && status < 600 ? status : 500).json({ message });
  });

  let closing: Promise<void> | undefined;
  return {
    app,
    httpServer,
    listen: (port, host = '0.0.0.0') =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve(httpServer.address() as AddressInfo);
        });
      }),
    // apollo.stop() drains: closes the WebSockets (drainServer above) and the HTTP server.
    close: () => (closing ??= apollo.stop()),
  };
}

/** The built web app at `/`, with index.html for client-side routes; skipped while it is not built. */
function serveWebApp(app: express.Express, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  app.use(express.static(webDist, { index: false }));
  app.get(/.*/, (req, res, next) => {
    // A missing file (/assets/x.js) is a 404, not the app: only extension-less paths are routes.
    if (serverPaths.test(req.path) || path.extname(req.path) || !req.accepts('html') || !existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/**
 * CORS for the configured origins only; the web app itself is same-origin and needs none. Returns
 * true when it answered the request itself (a preflight).
 */
function cors(origins: string[]) {
  const allowed = new Set(origins);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Apollo-Require-Preflight');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method !== 'OPTIONS') return false;
    res.statusCode = 204;
    res.end();
    return true;
  };
}


/** A subscription's language: `connectionParams.language`, else the upgrade request's Accept-Language. */
function wsLanguage(ctx: { connectionParams?: { language?: unknown } | undefined; extra: { request: IncomingMessage } }): unknown {
  return ctx.connectionParams?.language ?? ctx.extra.request.headers['accept-language'];
}

/** A client-sent request id, if it looks like one (it ends up in logs). */
function requestIdOf(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[\w.-]{1,100}$/.test(id) ? id : undefined;
}
