import { z } from 'zod';
import type { S3Config } from './storage/s3Storage.ts';
import type { MqttConfig } from './mqtt/mqttPlugin.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** Everything the api reads from the environment, validated once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'test', 'production']).default('development')),
  // API_PORT, not PORT: `pnpm start` runs the API and the gateway together, and PORT is the gateway's.
  API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4100)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: optionalString,
  /** Where PGlite, the generated JWT secret and the mail drop live; default `<repo>/.data`. */
  DATA_DIR: optionalString,
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('FieldSense <no-reply@fieldsense.local>')),
  PUBLIC_WEB_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:4000')),
  /** Where devices and their networks reach this API (the integrations' endpoint URL); default `http://localhost:$API_PORT`. */
  PUBLIC_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Where devices reach the MQTT broker (the MQTT integration's address); default MQTT_URL without credentials, else the embedded broker's. */
  PUBLIC_MQTT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^(mqtts?|wss?|tcp|ssl)$/ }).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /**
   * Which proxies may set X-Forwarded-For (the client address used by the per-IP limits):
   * 'true', 'false', or addresses/CIDRs/keywords for proxy-addr.
   */
  // Whose X-Forwarded-For to believe: the gateway's, which runs beside the API by default. A gateway
  // on another host is named here by its address; anyone else's header is ignored.
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('loopback')),
  /** Extra allowed CORS origins, comma separated (the web/gateway origin is always allowed). */
  CORS_ORIGINS: optionalString,
  /**
   * Requests one instance serves at once; past it, 503 with Retry-After at once (plugins/loadShedding.ts).
   * Default 64 on a PostgreSQL server, 32 on PGlite, whose one connection runs on the api's own thread:
   * a long queue there also delays the answers that say no.
   */
  API_MAX_IN_FLIGHT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).optional()),
  /** How often the heartbeat job looks for silent devices; 0 turns it off on this instance. */
  HEARTBEAT_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60_000)),
  /** Ingestion requests per minute per API key. */
  INGEST_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(600)),
  /** How often the alarm job passes over every device (catch-up, deferred e-mails); 0 turns the job off on this instance. Readings are evaluated as they arrive either way. */
  ALARM_EVALUATION_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30_000)),
  /** S3-compatible object storage for uploaded files (all four, or none: files go to DATA_DIR/files); see storage/storageFromConfig.ts. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  /** An MQTT broker to use (`mqtt://user:pass@host:1883`, `mqtts://…`); absent: the API starts its own (mqtt/embeddedBroker.ts). */
  MQTT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^(mqtts?|wss?|tcp|ssl)$/ }).optional()),
  /** The embedded broker's port: default 1883 (any free one when 1883 is taken), 0 for any free port. */
  MQTT_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** The embedded broker's address; default HOST. */
  MQTT_HOST: optionalString,
  /** Shared-subscription group of the API instances on an MQTT_URL broker; `none` subscribes each instance to every uplink. */
  MQTT_SHARED_GROUP: z.preprocess(emptyToUndefined, z.string().regex(/^[\w-]{1,64}$/).default('fieldsense-api')),
});

export type EnvConfig = z.infer<typeof configSchema>;

/** What buildApp needs; resolved from the environment by `loadConfig` or given by tests. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  /** Absolute data folder, or 'memory' for tests / the OpenAPI export (mail is then kept in memory). */
  dataDir: string | 'memory';
  jwtSecret: Uint8Array;
  smtpUrl?: string;
  mailFrom: string;
  publicWebUrl: string;
  /** Where devices reach this API (the integrations' endpoint URL); absent: the web URL's host on port 4100. */
  publicApiUrl?: string;
  /** Where devices reach the MQTT broker; absent: MQTT's own URL without credentials. */
  publicMqttUrl?: string;
  logLevel: EnvConfig['LOG_LEVEL'];
  corsOrigins: string[];
  /** X-Forwarded-For is believed only from these proxies (Fastify's `trustProxy`). */
  trustProxy: boolean | string;
  /** Failed logins from one address on one account in `loginWindowMinutes` before that pair waits; from many addresses, the account slows down (auth/loginThrottle.ts). */
  loginMaxFailures: number;
  /** Failed logins per client IP (any e-mail) in the same window. */
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** Requests served at once; the next is answered 503 at once. */
  maxInFlight: number;
  /** Requests per minute per IP on the auth routes (a coarse flood guard). */
  authRateLimitPerMinute: number;
  /** Heartbeat job period; 0 or absent: the job does not run (tests call runHeartbeat directly). */
  heartbeatIntervalMs?: number;
  /** `POST /ingest/messages` requests per minute per API key (default 600). */
  ingestRateLimitPerMinute?: number;
  /** Alarm job's catch-up period; 0 or absent: the job does not run (tests call evaluateAlarms or set it). */
  alarmEvaluationIntervalMs?: number;
  /** S3-compatible store for uploaded files; absent: a folder under dataDir (storage/storageFromConfig.ts). */
  s3?: S3Config;
  /** MQTT (the embedded broker, or MQTT_URL's); absent: off (tests that do not need it, the OpenAPI export). */
  mqtt?: MqttConfig;
}

export function parseEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  return result.data;
}

export function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export function defaultCorsOrigins(publicWebUrl: string): string[] {
  return [
    ...new Set([
      new URL(publicWebUrl).origin,
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      // Vite's dev server, used by `pnpm dev`.
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]),
  ];
}

/** Defaults suited to tests and scripts; a test overrides what it needs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    dataDir: 'memory',
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    mailFrom: 'FieldSense <no-reply@fieldsense.local>',
    publicWebUrl: 'http://localhost:4000',
    logLevel: 'silent',
    corsOrigins: defaultCorsOrigins('http://localhost:4000'),
    trustProxy: false,
    loginMaxFailures: 5,
    loginMaxFailuresPerIp: 20,
    loginWindowMinutes: 15,
    authRateLimitPerMinute: 1000,
    maxInFlight: 1000,
    ...overrides,
  };
}
