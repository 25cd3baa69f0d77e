import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEvent } from '../../../events/AppEvent.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const PING_INTERVAL_MS = 15_000;

export const eventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        summary: 'Server-sent events for the signed-in user',
        description:
          'A `text/event-stream` of `event: <type>` / `data: <json>` messages the user may see, and a `: ping` comment every 15 s. ' +
          'Types: `viewer.changed` with `{ userId }` when the user\'s config, roles or notification read state change; ' +
          '`monitoring.changed` with `{ kind: STATUS|NOTES|ERROR|HEARTBEAT, record: MonitoringRecord }` when a record the user may read (`read Monitoring` in its organisation) changes. ' +
          "The record's device type name is in the stream's language (Accept-Language when the stream was opened, else the user's). " +
          'Who may read what is decided when the stream opens: reconnect after a change of roles (`viewer.changed`).',
        response: {
          200: {
            description: 'The event stream (never ends on its own)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request, reply) => {
      // Past this point the response is ours to write: Fastify's serialisers and hooks step aside.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');

      const sendRaw = (type: string, json: string) => {
        raw.write(`event: ${type}\ndata: ${json}\n\n`);
      };
      const unsubscribe = app.events.subscribe({
        userId: request.user.id,
        organizationIds: request.rules.organizationIds,
        isAdmin: request.ability.can('manage', 'all'),
        monitoringScope: request.scope('read', 'Monitoring'),
        language: requestLanguage(request),
        send: (event: AppEvent) => sendRaw(event.type, JSON.stringify(event.data)),
        sendRaw,
        close: () => raw.end(),
      });
      const ping = setInterval(() => raw.write(': ping\n\n'), PING_INTERVAL_MS);

      const cleanUp = () => {
        clearInterval(ping);
        unsubscribe();
      };
      // The response's 'close' fires when the client goes away (or we end the stream on shutdown).
      raw.on('close', cleanUp);
      raw.on('error', cleanUp);
    },
  );
};
