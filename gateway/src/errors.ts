import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Message } from './i18n/Message.ts';
import { type LocalText, textExtension } from './i18n/LocalText.ts';
import { wordText } from './i18n/wordText.ts';
import type { UpstreamResponse } from './rest/httpRequest.ts';

/**
 * The `extensions.code` values clients can rely on. Upstream (REST) answers map onto them in one
 * place, `errorFromUpstream`, so every resolver reports the same failure the same way.
 */
export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/**
 * A coded error. The gateway's own texts are message ids (`{ id, params }`): the error reads in
 * English until the response is worded in the caller's language (i18n/translateError.ts). A
 * string is a text someone else already worded for the caller (the API's message) and stays as is.
 */
export function gatewayError(
  code: GatewayErrorCode,
  message: string | LocalText,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  if (typeof message === 'string') return new GraphQLError(message, { extensions: { ...extensions, code } });
  return new GraphQLError(wordText('en', message), { extensions: { ...extensions, code, [textExtension]: message } });
}

/** One entry of BAD_USER_INPUT's `fields`, its message worded with the rest of the response. */
export function fieldError(field: string, message: Message) {
  return { field, message: wordText('en', message), [textExtension]: message };
}

export const unauthenticated = (message: Message = { id: 'error.unauthenticated' }) => gatewayError('UNAUTHENTICATED', message);

/** The API's error body: `{ message, code }`, 400 adds `fields`, 5xx adds `requestId`. */
const upstreamErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

const statusCodes: Record<number, GatewayErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

const fallbackMessages: Record<GatewayErrorCode, Message> = {
  UNAUTHENTICATED: { id: 'error.unauthenticated' },
  FORBIDDEN: { id: 'error.forbidden' },
  NOT_FOUND: { id: 'error.notFound' },
  BAD_USER_INPUT: { id: 'error.invalidInput' },
  BAD_REQUEST: { id: 'error.invalidRequest' },
  CONFLICT: { id: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { id: 'error.payloadTooLarge' },
  RATE_LIMITED: { id: 'error.rateLimited' },
  UPSTREAM_UNAVAILABLE: { id: 'error.upstreamUnavailable' },
  INTERNAL_SERVER_ERROR: { id: 'error.internal' },
};

/**
 * The code of a non-2xx REST answer. A 503 is the API shedding load or not ready: unavailable for
 * now. Any other 5xx is the API failing on this request: an internal error, with its request id.
 */
function upstreamCode(status: number): GatewayErrorCode {
  if (status === 503) return 'UPSTREAM_UNAVAILABLE';
  return statusCodes[status] ?? 'INTERNAL_SERVER_ERROR';
}

/** Maps a non-2xx REST answer to a GraphQL error, keeping the API's message (written for users). */
export function errorFromUpstream(response: Pick<UpstreamResponse, 'status' | 'headers'>, body: unknown): GraphQLError {
  const code = upstreamCode(response.status);
  const parsed = upstreamErrorBody.safeParse(body);
  const extensions: Record<string, unknown> = {};
  if (parsed.success && parsed.data.code) extensions.upstreamCode = parsed.data.code;
  if (parsed.success && parsed.data.requestId) extensions.requestId = parsed.data.requestId;
  if (code === 'BAD_USER_INPUT') extensions.fields = (parsed.success && parsed.data.fields) || [];
  if (response.status >= 500) extensions.upstreamStatus = response.status;
  if (code === 'RATE_LIMITED' || code === 'UPSTREAM_UNAVAILABLE') {
    const retryAfter = Number(response.headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) extensions.retryAfter = retryAfter;
  }
  // The API shedding load: the whole answer is a 503 with Retry-After (Apollo takes the status
  // from the error), so that clients and load balancers back off as they would from the API.
  if (response.status === 503) {
    extensions.http = { status: 503, headers: new HeaderMap([['retry-after', String(extensions.retryAfter ?? 1)]]) };
  }
  // 5xx messages are generic on the API side already; ours says the same thing in our terms.
  const message =
    code !== 'UPSTREAM_UNAVAILABLE' && code !== 'INTERNAL_SERVER_ERROR' && parsed.success
      ? parsed.data.message
      : fallbackMessages[code];
  return gatewayError(code, message, extensions);
}

/** The API could not be reached, or did not answer in time. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  return gatewayError('UPSTREAM_UNAVAILABLE', fallbackMessages.UPSTREAM_UNAVAILABLE, {
    reason: timedOut ? 'timeout' : 'unreachable',
  });
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLError ? (error.extensions.code as string | undefined) : undefined;
}

/** Errors that Apollo and graphql-js raise about the request itself: safe and useful to show. */
export const requestErrorCodes: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
const ownCodes = new Set<string>(Object.keys(fallbackMessages));

const isClientStatus = (http: unknown) => {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Our coded errors and errors about the request itself: clients may see them as they are. */
function isClientSafe(code: unknown, original: unknown): boolean {
  if (typeof code !== 'string') return false;
  return (original instanceof GraphQLError && ownCodes.has(code)) || requestErrorCodes.has(code);
}

/**
 * graphql-js's "Did you mean …?" hints masked, with graphql-armor's wording: with introspection off
 * they would still map the schema. Armor masks only `Did you mean "x"?` in validation errors; this
 * also covers enum values (`Did you mean the enum value "da"?`) and variables' values.
 */
export const hideSuggestions = (message: string) => message.replace(/Did you mean [^"]*".+"\?/g, '[Suggestion hidden]');

/**
 * What a GraphQL error was made from, through every wrapper (Apollo wraps a parse failure twice).
 * Not by `instanceof GraphQLError`: graphql-armor, loaded as CommonJS, has a GraphQLError of its own.
 */
function rootCause(error: unknown): unknown {
  let cause = error;
  while (cause instanceof Error && 'originalError' in cause && cause.originalError) cause = cause.originalError;
  return cause;
}

const tooManyVariableErrors = 'Too many errors processing variables, error limit reached. Execution aborted.';

const engineErrors = [EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError];

/**
 * A request error made from an error of the JavaScript engine: graphql-js's recursive parser out of
 * stack on a deeply nested value ("Maximum call stack size exceeded"). The request is still at
 * fault and keeps its code, but the engine's text is no client's business.
 */
function madeFromEngineError(error: unknown): boolean {
  const cause = rootCause(error);
  return engineErrors.some((type) => cause instanceof type);
}

/** A request error (a query that does not parse) in our words, for errors made from the engine's errors. */
export function invalidRequestError(code: string): GraphQLError {
  return new GraphQLError(wordText('en', fallbackMessages.BAD_REQUEST), {
    extensions: { code, [textExtension]: fallbackMessages.BAD_REQUEST },
  });
}

/**
 * Apollo's `formatError` (and the WebSocket's): our coded errors and request errors pass through
 * without stack traces; anything else is a bug or an unexpected failure, masked for the client
 * (logGraphqlError reports it to the operators, with the request id).
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // `http` sets the HTTP answer (Apollo takes it out); over WebSocket it is no client's business.
  const { stacktrace: _stacktrace, http: _http, ...extensions } = formatted.extensions ?? {};
  const original = unwrapResolverError(error);
  // Apollo's own refusals of a request without a code of their own (a persisted query's hash that
  // does not match its text): the request is at fault, not us.
  if (original instanceof GraphQLError && original.extensions.code === undefined && isClientStatus(original.extensions.http)) {
    return { ...formatted, extensions: { ...extensions, code: 'BAD_REQUEST' } };
  }
  // graphql-js stops coercing variables after 50 errors with an error of no code and no location, so
  // Apollo does not mark it BAD_USER_INPUT as it does the others (it calls it INTERNAL_SERVER_ERROR):
  // a list of 10,000 bad import rows is still the request's fault.
  if ((extensions.code === undefined || extensions.code === 'INTERNAL_SERVER_ERROR') && formatted.message === tooManyVariableErrors) {
    return { ...formatted, extensions: { ...extensions, code: 'BAD_USER_INPUT' } };
  }
  if (isClientSafe(extensions.code, original)) {
    if (!madeFromEngineError(error)) return { ...formatted, message: hideSuggestions(formatted.message), extensions };
    const { message, extensions: worded } = invalidRequestError(String(extensions.code));
    return { ...formatted, message, extensions: { ...extensions, ...worded } };
  }
  return {
    message: wordText('en', fallbackMessages.INTERNAL_SERVER_ERROR),
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', [textExtension]: fallbackMessages.INTERNAL_SERVER_ERROR },
  };
}

/**
 * Logs what operators must hear of a GraphQL error, through the logger of the request it belongs
 * to: an unexpected error (masked for the client by maskError), or the API failing. Errors the
 * client caused are not logged.
 */
export function logGraphqlError(log: Pick<FastifyBaseLogger, 'error'>, error: GraphQLError): void {
  const original = unwrapResolverError(error);
  const code = error.extensions.code;
  // The API failing is ours to fix even though the client gets a clean error.
  if (code === 'UPSTREAM_UNAVAILABLE') log.error({ err: original }, 'The REST API is unavailable');
  else if (error.extensions.upstreamStatus !== undefined) log.error({ err: original }, 'The REST API failed');
  else if (!isClientSafe(code, original)) log.error({ err: original }, 'Unexpected error while resolving a GraphQL request');
}
