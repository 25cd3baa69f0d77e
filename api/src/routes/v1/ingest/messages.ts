import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError, ErrorCode } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { translate } from '../../../i18n/translate.ts';
import { validatorCompiler, validatorOf } from '../../../i18n/validatorCompiler.ts';
import { clientAddress } from '../../../auth/clientAddress.ts';
import { hashApiKey } from '../../../ingest/apiKeySecret.ts';
import { type ApiKeyPrincipal, authenticateApiKey } from '../../../ingest/authenticateApiKey.ts';
import {
  ingestBatchEnvelopeSchema,
  ingestBodySchema,
  ingestMessageSchema,
  ingestResultSchema,
} from '../../../ingest/ingestMessageSchema.ts';
import { ingestMessages } from '../../../ingest/ingestMessages.ts';
import { errorResponses } from '../../../schemas/common.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of an ingestion request (set before its body is read). */
    apiKey?: ApiKeyPrincipal;
  }
}

export const DEFAULT_INGEST_RATE_LIMIT_PER_MINUTE = 600;

/**
 * The documented body is "one message or `{ messages: [...] }`", but a batch is validated only as
 * an envelope here: each message is checked on its own by ingestMessages, so one bad message
 * fails alone instead of failing the whole batch.
 */
const bodyValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  if (route.httpPart !== 'body') return validatorCompiler(route);
  // A batch's items are checked one by one, text included (ingestMessages).
  const batch = validatorOf(ingestBatchEnvelopeSchema, { checkText: false });
  const single = validatorOf(ingestMessageSchema);
  return (data) => (data && typeof data === 'object' && 'messages' in data ? batch(data) : single(data));
};

export const ingestMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/messages',
    {
      config: {
        // Devices have no user session: they authenticate with an organisation's API key.
        public: true,
        rateLimit: {
          max: app.appConfig.ingestRateLimitPerMinute ?? DEFAULT_INGEST_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          // Per key (hashed: raw keys are not kept in memory), or per address without one.
          keyGenerator: (request) => {
            const key = request.headers['x-api-key'];
            return typeof key === 'string' ? `key:${hashApiKey(key)}` : `ip:${clientAddress(request.ip)}`;
          },
        },
      },
      // Large enough for 1000 messages with many readings each.
      bodyLimit: 4 * 1024 * 1024,
      // The route's typed schema and the compiler's zod type differ only in generics.
      validatorCompiler: bodyValidatorCompiler as never,
      // Checked before the body is read (unknown callers cannot make us parse megabytes) and after
      // the rate limit's onRequest hook (a flood costs no database lookups).
      preParsing: async (request, _reply, payload) => {
        request.apiKey = await authenticateApiKey(app.db, request.headers['x-api-key']);
        return payload;
      },
      schema: {
        operationId: 'ingestMessages',
        tags: ['ingest'],
        summary: 'Store device messages (one, or a batch of up to 1000)',
        description:
          "Authenticated by an organisation's API key in `X-Api-Key` (see `POST /organizations/{id}/keys`), not by a user token. " +
          'Each message is checked on its own: the device (by network id) must belong to the key’s organisation (and to its group and network, when the key is limited to one), readings must use the units of its model, an `errorCode` must exist. ' +
          'Good messages are stored even when others fail; `failed` lists the rest by index. A repeated (device, time) is accepted and changes nothing. ' +
          'Stores the reading, moves the device’s `lastSeenAt` / `latestMessage` forward, ends a heartbeat silence, and records an error code on the device’s monitoring record (event `monitoring.changed`, kind ERROR). ' +
          'A single message that fails answers 4xx instead: 404 UNKNOWN_DEVICE, 403 FORBIDDEN_DEVICE, 400 VALIDATION_FAILED. Rate-limited per key.',
        security: [{ apiKeyAuth: [] }],
        headers: z.object({
          'x-api-key': z.string().optional().describe('The organisation API key, `fs_<prefix>_<secret>`'),
        }),
        body: ingestBodySchema,
        response: {
          202: ingestResultSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown as { messages?: unknown[] };
      const single = !Array.isArray(body.messages);
      const items = single ? [body] : body.messages!;
      const language = requestLanguage(request);
      const key = request.apiKey!;
      const result = await ingestMessages(app.db, items, {
        organizationId: key.organizationId,
        keyScope: { groupId: key.groupId, network: key.network },
        language,
        mailer: app.mailer,
      });
      const failure = single ? result.failed[0] : undefined;
      if (failure) {
        // One message is one answer: its failure is the request's, with the matching status.
        const { code, message } = failure;
        if (code === 'UNKNOWN_DEVICE') throw new AppError(ErrorCode.UNKNOWN_DEVICE, message.id, { params: message.params });
        if (code === 'FORBIDDEN_DEVICE') throw new AppError(ErrorCode.FORBIDDEN_DEVICE, message.id, { params: message.params });
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields: [{ field: fieldOf(code), message }] });
      }
      return reply.status(202).send({
        accepted: result.accepted,
        failed: result.failed.map(({ index, code, message }) => ({ index, code, message: translate(language, message.id, message.params) })),
      });
    },
  );
};

function fieldOf(code: string): string {
  if (code === 'UNKNOWN_UNIT') return 'readings';
  if (code === 'UNKNOWN_ERROR_CODE') return 'errorCode';
  return 'time';
}
