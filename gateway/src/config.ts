import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from 'fastify';
import { z } from 'zod';
import type { EventHubOptions } from './events/createEventHub.ts';
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
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // GraphQL operations over HTTP run at once; past it, 503 with Retry-After at once.
  GATEWAY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies in front of the gateway may set X-Forwarded-For, the client address passed on to
  // the API: 'false' (none: the address is the socket's), 'true', or addresses, CIDRs and
  // proxy-addr's keywords, comma-separated (as the API's). Anyone may send the header; only a
  // proxy of ours may be believed.
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  // The key of device images' URLs (http/fileTickets.ts), the same for every gateway behind one
  // site; without it each process makes its own and a URL works only on the gateway that made it.
  FILE_URL_SECRET: z.string().min(32).optional(),
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
  /** The fetch for the API's event stream and the readiness check; tests wrap it to watch the stream. */
  fetch?: typeof fetch;
  /** Told of every upstream REST call when it is answered, with its duration (tests and the benchmark watch calls). */
  onUpstreamCall?: RestClientOptions['onCall'];
  /** Upstream calls per operation, signed in and anonymous (default: protection.ts `limits`); tests lower them. */
  callBudget?: { signedIn: number; anonymous: number };
  /** GraphQL operations over HTTP run at once (default DEFAULT_MAX_IN_FLIGHT); past it, 503 at once. */
  maxInFlight?: number;
  /**
   * The key of `DeviceImage.url` tickets (at least 32 characters); every gateway of one site needs
   * the same. Default: a random key per process.
   */
  fileUrlSecret?: string;
  /** Which proxies may set X-Forwarded-For (Fastify's `trustProxy`); default none. */
  trustProxy?: boolean | string;
  /** Request and error logs at this level and above (pino); default `info`. */
  logLevel?: LogLevel;
  /** Where log lines go; default standard output. Tests read them. */
  logStream?: { write(line: string): void };
  /** The event hub's timings (grace, overlap, reconnection backoff); tests shorten them. */
  eventHub?: Pick<EventHubOptions, 'graceMs' | 'overlapMs' | 'retryMs' | 'idleTimeoutMs'>;
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
    ...(e.GATEWAY_MAX_IN_FLIGHT ? { maxInFlight: e.GATEWAY_MAX_IN_FLIGHT } : {}),
    graphiql: e.GRAPHIQL ?? !production,
    introspection: e.INTROSPECTION ?? !production,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    ...(e.FILE_URL_SECRET ? { fileUrlSecret: e.FILE_URL_SECRET } : {}),
    webDist: path.resolve(gatewayRoot, e.WEB_DIST ?? '../web/dist'),
    production,
  };
}
