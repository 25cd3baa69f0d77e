import type { WebsocketHandler } from '@fastify/websocket';
import { getOperationAST, GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Context } from 'graphql-ws';
import { type Extra, makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { GatewayContext } from '../context.ts';
import { gatewayError, hideSuggestions, invalidRequestError, logGraphqlError, maskError } from '../errors.ts';
import { shareEventResults } from '../events/shareEventResults.ts';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import { textExtension } from '../i18n/LocalText.ts';
import { translateErrors } from '../i18n/translateError.ts';
import { costOverLimit, tooCostly } from '../operationCost.ts';
import { limits } from '../protection.ts';
import { createDocumentCache } from './createDocumentCache.ts';

/**
 * Operations one socket may hold open at once. A tab of the web app holds two or three (the viewer,
 * monitoring changes); the cap keeps one socket from holding the gateway's memory and the API's
 * work hostage.
 */
export const maxSubscriptionsPerSocket = 20;

/** What a client may send in graphql-ws's `connection_init`. */
export type ConnectionParams = { authorization?: unknown; language?: unknown };

/** One graphql-ws connection: its `connectionParams` and the upgrade request (`extra.request`). */
export type WebSocketConnection = Context<ConnectionParams, Extra>;

export interface GraphqlWebSocketOptions {
  schema: GraphQLSchema;
  /** The same rules as over HTTP (graphql-armor's limits, introspection when off). */
  validationRules: readonly ValidationRule[];
  /** The context of one subscription. */
  context: (connection: WebSocketConnection) => GatewayContext;
}

/**
 * graphql-ws as the handler of WebSocket upgrades of `GET /graphql`: the same parsing limits,
 * validation rules, error masking and wording as over HTTP, and log lines that carry the upgrade
 * request's id. Each query text is parsed and validated once, and each event executed once per
 * session and operation.
 */
export function graphqlWebSocket({ schema, validationRules, context }: GraphqlWebSocketOptions): WebsocketHandler {
  const documents = createDocumentCache({ maxTokens: limits.maxTokens, validationRules });
  return makeHandler<ConnectionParams>({
    schema,
    context,
    parse: documents.parse,
    validate: documents.validate,
    // A session's tabs running the same subscription get each event's result from one execution.
    subscribe: shareEventResults(),
    // graphql-ws lists the socket's open operations, this one included, until each is done.
    onSubscribe: (ctx, _id, payload) => {
      if (Object.keys(ctx.subscriptions).length > maxSubscriptionsPerSocket) {
        return [gatewayError('RATE_LIMITED', { id: 'error.tooManySubscriptions', params: { maximum: maxSubscriptionsPerSocket } })];
      }
      // graphql-ws parses outside its error handling: a query that does not parse would close the
      // whole socket with 4500 (internal error), ending the tab's other subscriptions. It is this
      // operation's error, as over HTTP (the document is cached for graphql-ws's own parse).
      let document;
      try {
        document = documents.parse(payload.query);
      } catch (error) {
        return [parseFailed(error)];
      }
      // As over HTTP: page sizes given as variables count at their values.
      const operation = getOperationAST(document, payload.operationName);
      const cost = operation ? costOverLimit(schema, document, operation, payload.variables) : null;
      if (cost !== null) return [tooCostly(cost)];
      return undefined;
    },
    onOperation: (ctx, _id, _payload, args) => {
      ctx.extra.request.log.info({ operation: getOperationAST(args.document, args.operationName)?.name?.value }, 'subscription started');
    },
    onNext: (ctx, _id, _payload, _args, result) => ({
      ...result,
      errors: translateErrors(
        result.errors?.map((error) => {
          logGraphqlError(ctx.extra.request.log, error);
          return maskError(error.toJSON(), error);
        }),
        callerLanguage(webSocketLanguage(ctx)),
      ),
    }),
    // Validation failures of the operation itself, and refusals from onSubscribe.
    onError: (ctx, _id, _payload, errors) =>
      translateErrors(
        errors.map((error) => ({
          ...error.toJSON(),
          // As over HTTP: suggestions would map the schema.
          message: hideSuggestions(error.message),
          // Validation failures (graphql-js's rules and graphql-armor's) are coded as over HTTP;
          // the gateway's own refusals (too many subscriptions) and parse failures keep their code.
          extensions: { ...error.extensions, code: textExtension in error.extensions || error.extensions.code === parseFailedCode ? error.extensions.code : 'GRAPHQL_VALIDATION_FAILED' },
        })),
        callerLanguage(webSocketLanguage(ctx)),
      ),
    onClose: (ctx, code) => {
      ctx.extra.request.log.info({ code }, 'websocket closed');
    },
  });
}

const parseFailedCode = 'GRAPHQL_PARSE_FAILED';

/** A query that does not parse, coded as over HTTP; in our words when the parser itself failed (out of stack). */
const parseFailed = (error: unknown): GraphQLError =>
  error instanceof GraphQLError
    ? new GraphQLError(error.message, { source: error.source, positions: error.positions, extensions: { code: parseFailedCode } })
    : invalidRequestError(parseFailedCode);

/** A subscription's language: `connectionParams.language`, else the upgrade request's Accept-Language. */
export function webSocketLanguage(connection: WebSocketConnection): unknown {
  return connection.connectionParams?.language ?? connection.extra.request.headers['accept-language'];
}
