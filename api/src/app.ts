import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { clientAddress } from './auth/clientAddress.ts';
import { loadSheddingPlugin } from './plugins/loadShedding.ts';
import { AppError, ErrorCode } from './errors.ts';
import { requestLanguage } from './i18n/requestLanguage.ts';
import { translate } from './i18n/translate.ts';
import { validatorCompiler } from './i18n/validatorCompiler.ts';
import { alarmJobPlugin } from './alarms/alarmJob.ts';
import { heartbeatJobPlugin } from './jobs/heartbeatJob.ts';
import type { Mailer } from './mail/mailer.ts';
import { abilitiesPlugin } from './plugins/abilities.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/errorHandler.ts';
import { eventsPlugin } from './plugins/events.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { pgliteMaintenancePlugin } from './plugins/pgliteMaintenance.ts';
import { mailerFromConfig, mailPlugin } from './plugins/mail.ts';
import { mqttPlugin } from './mqtt/mqttPlugin.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { storagePlugin } from './plugins/storage.ts';
import type { FileStorage } from './storage/FileStorage.ts';
import { healthRoute } from './routes/health.ts';
import { v1Routes } from './routes/v1/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
  }
}

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** Replaces the mailer chosen from the config (tests). */
  mailer?: Mailer;
  /** Replaces the file storage chosen from the config (tests). */
  storage?: FileStorage;
  /** Hourly purge of expired auth rows; off for one-shot uses such as the OpenAPI export. */
  housekeeping?: boolean;
  /** PGlite only: analyse and vacuum as autovacuum would (server.ts; off in tests, whose databases are small). */
  databaseMaintenance?: boolean;
}

/** Builds the Fastify app without listening: server.ts listens, tests use `app.inject()`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Accept an upstream request id (the gateway's), otherwise make one; logged with every line.
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && /^[\w.:-]{1,100}$/.test(header) ? header : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A URL Fastify cannot decode (`/users/%ZZ`) never reaches the error handler: answered here in
    // the same shape and language, without Fastify's own body (which echoes the URL).
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      const language = requestLanguage(request);
      void reply
        .status(400)
        .header('content-language', language)
        .send({ message: translate(language, 'error.invalidRequest'), code: ErrorCode.VALIDATION_FAILED, fields: [] });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Keeps each zod issue (not only its English text) so errors are worded in the caller's language.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('appConfig', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins first, then ours (fastify/demo's order).
  await app.register(errorHandlerPlugin);
  await app.register(loadSheddingPlugin, { maxInFlight: config.maxInFlight });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['retry-after', 'x-request-id'],
  });
  await app.register(rateLimit, {
    // Only routes that opt in (the auth routes) are limited; per IP, in memory per instance —
    // the cross-instance limit on failed sign-ins lives in the database (auth/loginThrottle.ts).
    global: false,
    // The same client key as the database's limits (an IPv6 /64 is one client).
    keyGenerator: (request) => clientAddress(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', {
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { database: opts.database });
  await app.register(mailPlugin, { mailer: opts.mailer ?? mailerFromConfig(config) });
  await app.register(storagePlugin, { storage: opts.storage, config });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(abilitiesPlugin);
  await app.register(eventsPlugin);
  if (opts.housekeeping !== false) await app.register(housekeepingPlugin, { intervalMs: 60 * 60 * 1000 });
  if (opts.databaseMaintenance) await app.register(pgliteMaintenancePlugin, { intervalMs: 10 * 60 * 1000 });
  // Off unless configured (server.ts: HEARTBEAT_INTERVAL_MS, default 60 s); tests call runHeartbeat.
  if (opts.housekeeping !== false && config.heartbeatIntervalMs) {
    await app.register(heartbeatJobPlugin, { intervalMs: config.heartbeatIntervalMs });
  }
  // Off unless configured (server.ts: ALARM_EVALUATION_INTERVAL_MS, default 30 s); readings wake it at once.
  if (opts.housekeeping !== false && config.alarmEvaluationIntervalMs) {
    await app.register(alarmJobPlugin, { intervalMs: config.alarmEvaluationIntervalMs });
  }

  if (config.mqtt) await app.register(mqttPlugin, config.mqtt);

  await app.register(healthRoute);
  await app.register(v1Routes, { prefix: '/api/v1' });

  await app.ready();
  return app;
}
