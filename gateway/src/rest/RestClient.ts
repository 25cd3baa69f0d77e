import type { UpstreamResponse } from './httpRequest.ts';
import type { paths } from './openapi.d.ts';

/** The HTTP methods the client implements: the ones the API's contract uses. */
export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's paths that answer `method` (openapi-typescript writes `put?: never` for the others). */
export type RestPath<M extends RestMethod> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];

// Record<never, never> is `{}`: a key is optional exactly when the empty object fits its Pick.
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

/** `params.path` and `params.query` as the operation declares them; required when one of them is. */
type ParamsOption<Op> = Op extends { parameters: infer P }
  ? RequiredKeys<Pick<P, Extract<keyof P, 'path' | 'query'>>> extends never
    ? { params?: Pick<P, Extract<keyof P, 'path' | 'query'>> }
    : { params: Pick<P, Extract<keyof P, 'path' | 'query'>> }
  : { params?: never };

/** The JSON body as the operation declares it: required, optional, or none at all. */
type BodyOption<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

/** What one call takes besides its path. */
export type RestCallOptions<Op> = ParamsOption<Op> & BodyOption<Op>;

/** The options argument, left out when nothing in it is required. */
export type OptionsArgument<Op> = RequiredKeys<RestCallOptions<Op>> extends never ? [options?: RestCallOptions<Op>] : [options: RestCallOptions<Op>];

type Responses<Op> = Op extends { responses: infer R } ? R : never;
/** A response's JSON body; a response declared without content (204) has none. */
type JsonOf<Response> = Response extends { content: { 'application/json': infer B } } ? B : undefined;
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The body of the operation's 2xx answers. */
export type RestData<Op> = { [S in keyof Responses<Op>]: S extends SuccessStatus ? JsonOf<Responses<Op>[S]> : never }[keyof Responses<Op>];

/**
 * The body of any other answer: what the operation declares for its error statuses, or — from
 * whatever may stand between us and the API — a text that is not JSON (a proxy's error page), or
 * nothing. JSON bodies are trusted to follow the contract, as `data` is.
 */
export type RestError<Op> = { [S in keyof Responses<Op>]: S extends SuccessStatus ? never : JsonOf<Responses<Op>[S]> }[keyof Responses<Op>] | string | undefined;

/** One answer: `ok` tells which it is (a 2xx status), `response` its status and headers. */
export type RestResult<Op> =
  | { ok: true; data: RestData<Op>; response: UpstreamResponse }
  | { ok: false; error: RestError<Op>; response: UpstreamResponse };

/** Calls of one method: the path picks the operation, which types the options and the answer. */
export type RestCall<M extends RestMethod> = <P extends RestPath<M>>(path: P, ...options: OptionsArgument<paths[P][M]>) => Promise<RestResult<paths[P][M]>>;

/**
 * The REST API, typed from its OpenAPI document (`openapi.d.ts`, generated): exactly what
 * createRestClient implements — a method per HTTP verb, path and query parameters, a JSON body —
 * and nothing else (no middleware, no `request`, no other body types). openapi-fetch's call
 * shape (`api.GET('/api/v1/…', { params: { path, query }, body })`), over node:http.
 */
export interface RestClient {
  GET: RestCall<'get'>;
  POST: RestCall<'post'>;
  PUT: RestCall<'put'>;
  PATCH: RestCall<'patch'>;
  DELETE: RestCall<'delete'>;
}
