/**
 * STAND-IN for the file `pnpm --filter gateway generate` writes from the api's OpenAPI document
 * (src/rest/openapi.json). Written by hand from the REST contract in the same shape openapi-typescript
 * emits, so that the generated file replaces it without touching the client. Do not edit once the
 * generated one exists.
 */
type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type ErrorBody = { message: string; code: string; fields?: { field: string; message: string }[]; requestId?: string };
type Errors = { 400: Json<ErrorBody>; 401: Json<ErrorBody>; 403: Json<ErrorBody>; 404: Json<ErrorBody>; 429: Json<ErrorBody>; 500: Json<ErrorBody> };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type Op<Res, Body = never, Params = NoParams> = {
  parameters: Params;
  responses: { 200: Json<Res> } & Errors;
} & ([Body] extends [never] ? { requestBody?: never } : { requestBody: { content: { 'application/json': Body } } });
type NoMethods = { get?: never; put?: never; post?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };
type Path<M> = { parameters: NoParams } & Omit<NoMethods, keyof M> & M;

type Rule = {
  action: string | string[];
  subject: string | string[];
  conditions?: { [key: string]: unknown };
  fields?: string[];
  inverted?: boolean;
  reason?: string;
};
type UserDto = {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  language: 'da' | 'en';
  roles: { _id: string; name: string; organizationId: string | null }[];
  organizations: { _id: string; name: string }[];
  createdAt: string;
};
type Config = { language: 'da' | 'en'; utcOffset: number };
type Ok = { ok: boolean };

export interface paths {
  '/api/health': Path<{ get: Op<{ ok: boolean; database: 'pglite' | 'postgres' }> }>;
  '/api/v1/auth/login': Path<{ post: Op<{ token: string; user: UserDto }, { email: string; password: string }> }>;
  '/api/v1/auth/logout': Path<{ post: Op<Ok> }>;
  '/api/v1/auth/password/reset': Path<{
    post: Omit<Op<Ok, { email: string; language?: 'da' | 'en' }>, 'responses'> & { responses: { 202: Json<Ok> } & Errors };
  }>;
  '/api/v1/auth/password/new': Path<{ post: Op<Ok, { token: string; password: string }> }>;
  '/api/v1/users/me': Path<{ get: Op<UserDto> }>;
  '/api/v1/users/{id}': Path<{
    get: Op<UserDto, never, { query?: never; header?: never; path: { id: string }; cookie?: never }>;
  }>;
  '/api/v1/users/abilities': Path<{ get: Op<{ data: Rule[] }> }>;
  '/api/v1/roles/abilities': Path<{ get: Op<{ data: Rule[] }> }>;
  '/api/v1/organizations/{id}/abilities': Path<{
    get: Op<{ data: Rule[] }, never, { query?: never; header?: never; path: { id: string }; cookie?: never }>;
  }>;
  '/api/v1/users/config': Path<{ get: Op<Config>; patch: Op<Config, { language?: 'da' | 'en'; utcOffset?: number }> }>;
  '/api/v1/notify/new-release': Path<{
    get: Op<{ data: { _id: string; notification: { _id: string; releaseVersion: string | null; title: string; createdAt: string } }[] }>;
  }>;
  '/api/v1/notify': Path<{ patch: Op<{ _id: string; read: boolean }, { notificationId: string }> }>;
}
export type webhooks = Record<string, never>;
export interface components { schemas: never; responses: never; parameters: never; requestBodies: never; headers: never; pathItems: never }
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
