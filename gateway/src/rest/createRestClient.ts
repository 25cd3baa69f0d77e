import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.d.ts';
import { upstreamUnavailable } from '../errors.ts';
import { httpFetch } from './httpFetch.ts';

/** The REST API, typed from its OpenAPI document (`src/rest/openapi.d.ts`, generated). */
export type RestClient = Client<paths>;

export interface RestClientOptions {
  apiUrl: string;
  /** The caller's bearer token, forwarded on every call; null for anonymous calls (login...). */
  token: string | null;
  timeoutMs: number;
  /** Extra headers for every call (the caller's forwarded address and request id). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * One client per GraphQL request (or subscription event): it carries that caller's token, so a
 * resolver can never call the API as someone else.
 */
export function createRestClient({ apiUrl, token, timeoutMs, headers = {}, fetch: baseFetch = httpFetch }: RestClientOptions): RestClient {
  return createClient<paths>({
    baseUrl: apiUrl,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
    Request: timedRequest(timeoutMs),
    // Network failures and timeouts become UPSTREAM_UNAVAILABLE instead of raw TypeErrors (done
    // here rather than in an openapi-fetch middleware, whose bookkeeping every call would pay).
    fetch: async (request) => {
      try {
        return await baseFetch(request);
      } catch (error) {
        throw upstreamUnavailable(error);
      }
    },
  });
}

const timedRequests = new Map<number, typeof Request>();

/**
 * Every upstream call gets a deadline: a slow API must not hold GraphQL requests open forever.
 * It is given to the Request openapi-fetch builds (a caller's own signal still counts), so our
 * fetch passes that Request on as it is instead of copying it to add a signal. One class per
 * timeout (in practice one), not one per GraphQL request.
 */
function timedRequest(timeoutMs: number): typeof Request {
  let TimedRequest = timedRequests.get(timeoutMs);
  if (!TimedRequest) {
    TimedRequest = class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const deadline = AbortSignal.timeout(timeoutMs);
        super(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
      }
    };
    timedRequests.set(timeoutMs, TimedRequest);
  }
  return TimedRequest;
}
