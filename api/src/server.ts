import path from 'node:path';
import { buildApp } from './app.ts';
import { loadJwtSecret } from './auth/loadJwtSecret.ts';
import { type AppConfig, defaultCorsOrigins, parseEnv, parseTrustProxy } from './config.ts';
import { defaultDataDir, openDatabase } from './db/client.ts';
import { maintainPglite } from './db/maintainPglite.ts';
import { isDatabaseEmpty } from './seed/isDatabaseEmpty.ts';
import { seedDemoData } from './seed/seedDemoData.ts';
import { s3ConfigFromEnv } from './storage/storageFromConfig.ts';

/** Starts the api: config from env, database (migrated; seeded on first start outside production), listen. */
async function main(): Promise<void> {
  const env = parseEnv();
  // DATA_DIR=memory keeps everything in memory (tests, throwaway demos).
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir();
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV,
    dataDir,
    jwtSecret: await loadJwtSecret({ secret: env.JWT_SECRET, dataDir, nodeEnv: env.NODE_ENV }),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicWebUrl: env.PUBLIC_WEB_URL,
    publicApiUrl: env.PUBLIC_API_URL ?? `http://localhost:${env.API_PORT}`,
    publicMqttUrl: env.PUBLIC_MQTT_URL,
    logLevel: env.LOG_LEVEL,
    corsOrigins: [
      ...defaultCorsOrigins(env.PUBLIC_WEB_URL),
      ...(env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? []),
    ],
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginMaxFailures: 5,
    // Generous: many people can share one address (an office, a municipality's network).
    loginMaxFailuresPerIp: 50,
    loginWindowMinutes: 15,
    authRateLimitPerMinute: 120,
    maxInFlight: env.API_MAX_IN_FLIGHT ?? (env.DATABASE_URL ? 64 : 32),
    heartbeatIntervalMs: env.HEARTBEAT_INTERVAL_MS,
    ingestRateLimitPerMinute: env.INGEST_RATE_LIMIT_PER_MINUTE,
    alarmEvaluationIntervalMs: env.ALARM_EVALUATION_INTERVAL_MS,
    s3: s3ConfigFromEnv(env),
    mqtt: {
      url: env.MQTT_URL,
      host: env.MQTT_HOST ?? env.HOST,
      port: env.MQTT_PORT ?? 1883,
      // Only the default port moves aside: several stacks on one machine (tests, e2e) all start a broker.
      portFallback: env.MQTT_PORT === undefined,
      sharedGroup: env.MQTT_SHARED_GROUP === 'none' ? undefined : env.MQTT_SHARED_GROUP,
    },
  };

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  const app = await buildApp({ database, config, databaseMaintenance: true });
  app.log.info({ database: database.kind, dataDir: env.DATABASE_URL ? undefined : dataDir }, 'database ready');

  if (env.NODE_ENV !== 'production' && (await isDatabaseEmpty(database))) {
    app.log.info('empty database: loading the demo data (first start)');
    const started = Date.now();
    await seedDemoData(database, { log: (msg) => app.log.info(msg) });
    app.log.info({ ms: Date.now() - started }, 'demo data loaded');
    // Planned with statistics from the first request on (PGlite has no autovacuum to gather them).
    if (database.kind === 'pglite') await maintainPglite(database.db);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a shutdown that hangs, must still end the process.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.API_PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad config, database unreachable): plain stderr, then exit.
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
