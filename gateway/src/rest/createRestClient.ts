import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.d.ts';
import { upstreamUnavailable } from '../errors.ts';

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
export function createRestClient({ apiUrl, token, timeoutMs, headers = {}, fetch: baseFetch = fetch }: RestClientOptions): RestClient {
  const client = createClient<paths>({
    baseUrl: apiUrl,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
    // Every upstream call gets a deadline: a slow API must not hold GraphQL requests open forever.
    fetch: (request) => baseFetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }),
  });
  // Network failures and timeouts become UPSTREAM_UNAVAILABLE instead of raw TypeErrors.
  client.use({ onError: ({ error }) => upstreamUnavailable(error) });
  return client;
}
