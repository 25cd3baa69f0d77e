import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEvent } from '../../../events/AppEvent.ts';
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
          'Now: `viewer.changed` with `{ userId }` when the user\'s config, roles or notification read state change.',
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

      const send = (event: AppEvent) => {
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      const unsubscribe = app.events.subscribe({
        userId: request.user.id,
        organizationIds: request.rules.organizationIds,
        isAdmin: request.ability.can('manage', 'all'),
        send,
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
