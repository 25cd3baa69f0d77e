import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEvent } from '../../../events/AppEvent.ts';
import { eventTypes } from '../../../events/eventTypes.ts';
import { INSTALLATION_ORDER_CHANGED } from '../../../events/installationOrderEventTypes.ts';
import { SERVICE_ORDER_CHANGED } from '../../../events/serviceOrderEventTypes.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { serviceOrderScope as serviceOrderScopeOf } from '../../../serviceOrders/serviceOrderScope.ts';
import { eventTypesParam } from './eventTypesParam.ts';

export const PING_INTERVAL_MS = 15_000;

/** setTimeout's longest delay (about 24.8 days); tokens live far shorter. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The first message of every stream: the connection now receives every event it asked for. */
export const READY_EVENT = 'ready';

export const eventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        summary: 'Server-sent events for the signed-in user',
        description:
          'A `text/event-stream` of `id: <event id>` / `event: <type>` / `data: <json>` messages the user may see, and a `: ping` comment every 15 s. ' +
          '`types` chooses the event types (absent: all); only those are sent, and records are loaded only for streams that asked for them. ' +
          'The first message is `event: ready` with `{ types }`: from then on every event of those types reaches the stream, so a client that refetches after `ready` misses nothing. ' +
          'Types: `viewer.changed` with `{ userId }` when the user\'s config, roles or notification read state change, and with `{ notificationId }` to everyone when a release is published; ' +
          '`monitoring.changed` with `{ kind: STATUS|NOTES|ERROR|HEARTBEAT|DEVICE_REPLACED, record: MonitoringRecord }` when a record the user may read (`read Monitoring` in its organisation) changes (DEVICE_REPLACED: a device replacement moved it to the new device). ' +
          "The record's device type name is in the stream's language (Accept-Language when the stream was opened, else the user's). " +
          '`alarm.tripped` / `alarm.cleared` with `{ deviceId, alarmId, tripId, ownerId }` when an alarm of a device the user may read (`read Device` in its organisation) trips or its trip ends: fetch `GET /devices/{deviceId}/alarm-trips` or the alarm for the rest. ' +
          '`installationOrder.changed` with `{ kind: CREATED|UPDATED|STARTED|DEVICE_INSTALLED|COMPLETED|ARCHIVED|DELETED, orderId, ownerId }` when an installation order the user may read changes (administrators and service managers: every order; technicians and staff: their centres\' orders): refetch it. ' +
          '`device.changed` with `{ kind: CREATED|UPDATED|DELETED|PURGED, orgId, deviceIds }` when devices the user may read (`read Device` in their organisation) change; a device moved to another owner is announced to both: refetch what is shown. ' +
          'An event\'s id is the same on every stream and every api instance, so a client reading two streams for a moment can drop repeats. ' +
          'Who may read what is decided when the stream opens. The stream ends when the server shuts down, when its token expires, when its session ends (a logout ends the streams of that token; a password reset or a deactivation, all of the user\'s), and when what the user may read changes (their memberships, roles, a role\'s rules, their service centres or what those serve): reconnect, then refetch; a reconnection with an ended session is refused (401).',
        querystring: z.object({ types: eventTypesParam }),
        response: {
          200: {
            description: 'The event stream (ends only when the server shuts down)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const types = request.query.types ?? [...eventTypes];
      // Loaded before the stream starts (a technician's centres), and only when asked for.
      const serviceOrderScope = types.includes(SERVICE_ORDER_CHANGED) ? await serviceOrderScopeOf(app.db, request, 'read') : undefined;
      const installationOrderScope = types.includes(INSTALLATION_ORDER_CHANGED)
        ? await serviceOrderScopeOf(app.db, request, 'read', 'InstallationOrder')
        : undefined;
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

      const sendRaw = (type: string, json: string, id?: string) => {
        raw.write(`${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${json}\n\n`);
      };
      const unsubscribe = app.events.subscribe({
        userId: request.user.id,
        jti: request.tokenClaims.jti,
        organizationIds: request.rules.organizationIds,
        isAdmin: request.ability.can('manage', 'all'),
        monitoringScope: request.scope('read', 'Monitoring'),
        deviceScope: request.scope('read', 'Device'),
        serviceOrderScope,
        installationOrderScope,
        language: requestLanguage(request),
        types: new Set(types),
        send: (event: AppEvent) => sendRaw(event.type, JSON.stringify(event.data), event.id),
        sendRaw,
        close: () => raw.end(),
      });
      // Written after subscribing: whatever is published from now on reaches this connection.
      sendRaw(READY_EVENT, JSON.stringify({ types }));
      const ping = setInterval(() => raw.write(': ping\n\n'), PING_INTERVAL_MS);
      // The stream lives no longer than its token: the client reconnects, and a refused token ends it.
      const expiry = setTimeout(() => raw.end(), Math.min(MAX_TIMEOUT_MS, Math.max(0, request.tokenClaims.exp * 1000 - Date.now())));

      const cleanUp = () => {
        clearInterval(ping);
        clearTimeout(expiry);
        unsubscribe();
      };
      // The response's 'close' fires when the client goes away (or we end the stream on shutdown).
      raw.on('close', cleanUp);
      raw.on('error', cleanUp);
    },
  );
};
