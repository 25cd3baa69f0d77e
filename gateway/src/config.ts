import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RestClientOptions } from './rest/createRestClient.ts';

const gatewayRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** "true"/"1"/"yes" → true, "false"/"0"/"no" → false; anything else is a configuration error. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Defaults to the API started beside us (`pnpm start` runs both; API_PORT moves the API).
  API_URL: z.url().optional(),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  WEB_DIST: z.string().min(1).optional(),
  GRAPHIQL: booleanFlag.optional(),
  INTROSPECTION: booleanFlag.optional(),
  // Compiled execution (graphql-jit); `false` runs graphql-js's interpreter, should jit misbehave.
  GRAPHQL_JIT: booleanFlag.default(true),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Comma-separated origins allowed to call /graphql from another origin; the web app itself is
  // served from the same origin and needs none.
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
});

export interface GatewayConfig {
  /** Base URL of the REST API, without `/api/v1`. */
  apiUrl: string;
  /** Abort any upstream call that has not answered within this many milliseconds. */
  upstreamTimeoutMs: number;
  graphiql: boolean;
  introspection: boolean;
  corsOrigins: string[];
  /** Folder of the built web app to serve at `/`; skipped when missing. */
  webDist?: string;
  production: boolean;
  /** Execute operations compiled by graphql-jit (default) instead of graphql-js's interpreter. */
  graphqlJit?: boolean;
  /** The fetch for the API's event stream and the readiness check; tests wrap it to watch the stream. */
  fetch?: typeof fetch;
  /** Told of every upstream REST call when it is answered, with its duration (tests and the benchmark watch calls). */
  onUpstreamCall?: RestClientOptions['onCall'];
  /** Where unexpected errors are reported; defaults to console.error. */
  logError?: (message: string, error: unknown) => void;
}

/** Reads and validates the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig & { host: string; port: number } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid gateway environment:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    host: e.HOST,
    port: e.PORT,
    apiUrl: (e.API_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, ''),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    graphiql: e.GRAPHIQL ?? !production,
    introspection: e.INTROSPECTION ?? !production,
    graphqlJit: e.GRAPHQL_JIT,
    corsOrigins: e.CORS_ORIGINS,
    webDist: path.resolve(gatewayRoot, e.WEB_DIST ?? '../web/dist'),
    production,
  };
}
