import pLimit from 'p-limit';
import { gatewayError, upstreamUnavailable } from '../errors.ts';
import { httpRequest, type UpstreamResponse } from './httpRequest.ts';
import type { paths } from './openapi.d.ts';
import type { OptionsArgument, RestCall, RestClient, RestMethod, RestPath, RestResult } from './RestClient.ts';
import type { CallBudget } from './CallBudget.ts';

export type { RestClient } from './RestClient.ts';

/** What an observer sees of each upstream call (tests count and inspect them; the benchmark counts them). */
export interface UpstreamCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
}

export interface RestClientOptions {
  apiUrl: string;
  /** The caller's bearer token, forwarded on every call; null for anonymous calls (login...). */
  token: string | null;
  timeoutMs: number;
  /** Extra headers for every call (the caller's forwarded address, request id and language). */
  headers?: Record<string, string>;
  /** Told of every call once it is answered (or failed), with its duration: the benchmark counts and times them. */
  onCall?: ((call: UpstreamCall, durationMs: number) => void) | undefined;
  /** The calls the operation may make; none is sent past it. */
  budget?: CallBudget | undefined;
  /** Calls of this client on the wire at once; the next wait their turn (default: no bound). */
  concurrency?: number | undefined;
}

/** What the client reads of a call's options, whatever the operation (RestClient types them per operation). */
interface CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
}

/** An answer before the operation types it. */
type Answer = { ok: true; data: unknown; response: UpstreamResponse } | { ok: false; error: unknown; response: UpstreamResponse };
type Send = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

/**
 * The typed calls of one method over the untyped `send`. The overload is where the API's contract
 * is trusted: the path picks the operation, whose declared types its answer is taken to have.
 */
function typedCall<M extends RestMethod>(send: Send, method: M): RestCall<M> {
  function call<P extends RestPath<M>>(path: P, ...options: OptionsArgument<paths[P][M]>): Promise<RestResult<paths[P][M]>>;
  function call(path: string, options?: CallOptions): Promise<Answer> {
    return send(method.toUpperCase(), path, options);
  }
  return call;
}

/**
 * One client per GraphQL request (or subscription event): it carries that caller's token, so a
 * resolver can never call the API as someone else. Network failures and timeouts become
 * UPSTREAM_UNAVAILABLE errors.
 */
export function createRestClient({ apiUrl, token, timeoutMs, headers = {}, onCall, budget, concurrency }: RestClientOptions): RestClient {
  const base = apiUrl.replace(/\/+$/, '');
  // One operation (a dashboard of 60 cards) must not take every place the API serves at once: it
  // would shed its own calls with 503, and crowd out other users' pages. Waiting here is not part
  // of a call's timeout.
  const limit = concurrency ? pLimit(concurrency) : undefined;
  const turn = <T>(fn: () => Promise<T>): Promise<T> => (limit ? limit(fn) : fn());
  const baseHeaders: Record<string, string> = token ? { ...headers, Authorization: `Bearer ${token}` } : { ...headers };

  const send: Send = async (method, path, options = {}) => {
    budget?.take();
    const url = new URL(base + fillPath(path, options.params?.path) + queryString(options.params?.query));
    const callHeaders = { ...baseHeaders };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      callHeaders['Content-Type'] = 'application/json';
    }
    const response = await turn(async () => {
      const started = onCall ? performance.now() : 0;
      try {
        return await httpRequest({ method, url, headers: callHeaders, body, timeoutMs });
      } catch (error) {
        throw upstreamUnavailable(error);
      } finally {
        onCall?.({ method, url, headers: callHeaders }, performance.now() - started);
      }
    });
    const parsed = parseBody(response);
    return response.ok ? { ok: true, data: parsed, response } : { ok: false, error: parsed, response };
  };
  return {
    GET: typedCall(send, 'get'),
    POST: typedCall(send, 'post'),
    PUT: typedCall(send, 'put'),
    PATCH: typedCall(send, 'patch'),
    DELETE: typedCall(send, 'delete'),
  };
}

// Half of a UTF-16 pair: text no URL (nor the database) can carry.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A value as a URL component. A string with half a character pair (a client's search, say) has no
 * URL encoding (`encodeURIComponent` throws): it is the caller's bad input, answered as such
 * instead of failing the request.
 */
function encodeComponent(value: unknown): string {
  const text = String(value);
  if (LONE_SURROGATE.test(text)) throw gatewayError('BAD_USER_INPUT', { id: 'validation.unstorableText' });
  return encodeURIComponent(text);
}

/** `/api/v1/monitoring/{id}` with `{ id }` → `/api/v1/monitoring/<id>`, each value URL-encoded. */
function fillPath(path: string, values: Record<string, unknown> | undefined): string {
  if (!values) return path;
  return path.replace(/\{([^{}]+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : encodeComponent(values[name])));
}

/** Query parameters as openapi-fetch sends them: arrays repeated (`a=1&a=2`), empty values left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}=${encodeComponent(item)}`);
    else parts.push(`${key}=${encodeComponent(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** JSON bodies parsed; an empty body is undefined; any other text is kept as text (an error page). */
function parseBody(response: UpstreamResponse): unknown {
  if (response.body.length === 0) return undefined;
  const text = response.body.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
