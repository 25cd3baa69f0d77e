import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type EmbeddedBroker, startEmbeddedBroker } from './embeddedBroker.ts';
import { createMqttService, type MqttService } from './mqttService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's MQTT client; undefined when MQTT is off (tests that do not need it, the OpenAPI export). */
    mqtt?: MqttService;
    /** The broker inside this process, when no MQTT_URL is configured. */
    mqttBroker?: EmbeddedBroker;
  }
}

export interface MqttConfig {
  /** An external broker (`mqtt://user:pass@host:1883`, `mqtts://…`); absent: the embedded broker. */
  url?: string;
  /** The embedded broker's address and port (0: any free port). */
  host: string;
  port: number;
  /** The embedded broker takes any free port when `port` is taken (the default port only: several local stacks). */
  portFallback?: boolean;
  /** The shared-subscription group for an external broker; empty: an ordinary subscription. */
  sharedGroup?: string;
  /** Between reconnection attempts (tests shorten it). */
  reconnectPeriodMs?: number;
}

/**
 * MQTT for the API: starts the embedded broker unless a URL names one, then connects the API's
 * client to it. Registered after the database; closed before it (Fastify closes in reverse order),
 * so no uplink is being written while the database goes away.
 */
export const mqttPlugin = fp(
  async function mqttPlugin(app: FastifyInstance, config: MqttConfig) {
    const log = app.log.child({ module: 'mqtt' });
    let broker: EmbeddedBroker | undefined;
    if (!config.url) {
      try {
        broker = await startEmbeddedBroker({ host: config.host, port: config.port, log });
      } catch (error) {
        if (!config.portFallback || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        log.warn({ port: config.port }, 'mqtt: the default port is taken (another broker or stack?); the embedded broker takes a free port');
        broker = await startEmbeddedBroker({ host: config.host, port: 0, log });
      }
      log.info({ url: broker.url }, 'mqtt: embedded broker listening');
    }
    const service = createMqttService({
      url: broker?.url ?? config.url!,
      username: broker?.credentials.username,
      password: broker?.credentials.password,
      sharedGroup: broker ? undefined : config.sharedGroup,
      db: app.db,
      log,
      mailer: app.mailer,
      reconnectPeriodMs: config.reconnectPeriodMs,
    });
    app.decorate('mqtt', service);
    app.decorate('mqttBroker', broker);
    app.addHook('onClose', async () => {
      await service.close();
      await broker?.close();
    });
  },
  { name: 'mqttPlugin', dependencies: ['dbPlugin'] },
);
