import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_EVENTS_CHANNEL, type AppEvent, appEventSchema, SESSION_ENDED, type SessionEnded, sessionEndedSchema } from '../events/AppEvent.ts';
import type { EventType } from '../events/eventTypes.ts';
import { changesOf, MONITORING_CHANGED, monitoringChangedNotificationSchema } from '../events/monitoringChanged.ts';
import { readsServiceOrderOf, type ServiceOrderScope } from '../serviceOrders/serviceOrderScope.ts';
import { createMonitoringFanOut, type MonitoringListener } from '../events/monitoringFanOut.ts';

export interface EventSubscriber extends MonitoringListener {
  userId: string;
  /** The id of the token the stream was opened with (a logout ends that token's streams). */
  jti: string;
  organizationIds: string[];
  isAdmin: boolean;
  /** Organisations whose devices the user may read (`read Device`); 'all' for administrators. */
  deviceScope?: 'all' | string[];
  /** Which service orders the user may read (serviceOrders/serviceOrderScope.ts). */
  serviceOrderScope?: ServiceOrderScope;
  /** Which installation orders the user may read (installationOrders/installationOrderScope.ts). */
  installationOrderScope?: ServiceOrderScope;
  /** The event types the connection asked for; no other reaches it (nor is loaded for it). */
  types: ReadonlySet<EventType>;
  send(event: AppEvent): void;
  /** Ends the stream (server shutdown, the session ended). */
  close(): void;
}

export interface EventBus {
  /** Sends the event to every api instance (NOTIFY); each delivers it to its own SSE clients. */
  publish(event: AppEvent): Promise<void>;
  /** Ends the streams of the ended sessions on every api instance. */
  endSessions(ended: SessionEnded): Promise<void>;
  /** Registers an SSE connection on this instance; returns the function that removes it. */
  subscribe(subscriber: EventSubscriber): () => void;
  readonly subscriberCount: number;
  /** Resolves once queued monitoring changes reached this instance's clients (tests). */
  monitoringIdle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

function mayReceive(subscriber: EventSubscriber, event: AppEvent): boolean {
  // Widening the set is safe: it only reads.
  if (!(subscriber.types as ReadonlySet<string>).has(event.type)) return false;
  const { everyone, userIds, organizationIds, admins, deviceReadersOf, serviceOrderReadersOf, installationOrderReadersOf } = event.audience;
  if (everyone || userIds?.includes(subscriber.userId)) return true;
  if (organizationIds?.some((id) => subscriber.organizationIds.includes(id))) return true;
  const { deviceScope } = subscriber;
  if (deviceReadersOf && deviceScope && (deviceScope === 'all' || deviceReadersOf.some((id) => deviceScope.includes(id)))) return true;
  if (serviceOrderReadersOf && subscriber.serviceOrderScope && readsServiceOrderOf(subscriber.serviceOrderScope, serviceOrderReadersOf)) return true;
  if (
    installationOrderReadersOf &&
    subscriber.installationOrderScope &&
    readsServiceOrderOf(subscriber.installationOrderScope, installationOrderReadersOf)
  ) {
    return true;
  }
  return Boolean(admins && subscriber.isAdmin);
}

/** LISTEN on `app_events` once per instance and fan each payload out to the matching SSE clients. */
export const eventsPlugin = fp(
  async function eventsPlugin(app: FastifyInstance) {
    const subscribers = new Set<EventSubscriber>();
    const monitoring = createMonitoringFanOut({
      db: app.db,
      log: app.log,
      listeners: () => [...subscribers].filter((s) => s.types.has(MONITORING_CHANGED)),
    });

    const unlisten = await app.database.listen(APP_EVENTS_CHANNEL, (payload) => {
      let event: AppEvent;
      try {
        const parsed: unknown = JSON.parse(payload);
        // Monitoring changes carry ids only: the fan-out loads each record once for this instance.
        if ((parsed as { type?: unknown })?.type === MONITORING_CHANGED) {
          monitoring.enqueue(changesOf(monitoringChangedNotificationSchema.parse(parsed)));
          return;
        }
        if ((parsed as { type?: unknown })?.type === SESSION_ENDED) {
          const { userId, jti } = sessionEndedSchema.parse(parsed);
          for (const subscriber of [...subscribers]) {
            if (subscriber.userId === userId && (jti === undefined || subscriber.jti === jti)) subscriber.close();
          }
          return;
        }
        event = appEventSchema.parse(parsed);
      } catch (error) {
        app.log.warn({ err: error }, 'ignored a malformed app event');
        return;
      }
      for (const subscriber of subscribers) {
        if (!mayReceive(subscriber, event)) continue;
        try {
          subscriber.send(event);
        } catch (error) {
          app.log.warn({ err: error }, 'could not deliver an app event');
        }
      }
    });

    const bus: EventBus = {
      async publish(event) {
        // NOTIFY payloads are limited to 8000 bytes: events carry ids, clients refetch the rest.
        await app.database.notify(APP_EVENTS_CHANNEL, JSON.stringify(event));
      },
      async endSessions(ended) {
        await app.database.notify(APP_EVENTS_CHANNEL, JSON.stringify(ended));
      },
      subscribe(subscriber) {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      },
      get subscriberCount() {
        return subscribers.size;
      },
      monitoringIdle: () => monitoring.idle(),
    };
    app.decorate('events', bus);

    // Open streams would keep the server from closing: end them before it waits for connections.
    app.addHook('preClose', async () => {
      await monitoring.idle().catch(() => undefined);
      for (const subscriber of subscribers) subscriber.close();
      subscribers.clear();
    });
    app.addHook('onClose', async () => {
      await unlisten().catch(() => undefined);
    });
  },
  { name: 'eventsPlugin', dependencies: ['dbPlugin'] },
);
