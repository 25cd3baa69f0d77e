import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type IPublishPacket, type MqttClient } from 'mqtt';
import type { Db } from '../db/client.ts';
import { downlinkConfigRepository } from '../downlink/downlinkConfigRepository.ts';
import type { DownlinkMessage } from '../downlink/downlinkConfigSchema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { handleUplink, type UplinkDropReason } from './handleUplink.ts';
import { configTopic, UPLINK_WILDCARD } from './mqttTopics.ts';

/** How long a save waits for the broker's PUBACK before answering 'queued' (the client sends it on reconnect). */
const PUBLISH_WAIT_MS = 2000;
/** Pending configurations republished per query on (re)connect. */
const REPUBLISH_PAGE = 500;

export interface MqttServiceOptions {
  url: string;
  username?: string;
  password?: string;
  /**
   * Subscribe to uplinks as `$share/<group>/…` (Mosquitto ≥ 1.6, EMQX, HiveMQ): with several API
   * instances on one broker each uplink goes to one of them. Empty: an ordinary subscription (the
   * embedded broker, which serves one instance).
   */
  sharedGroup?: string;
  db: Db;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  /** Between reconnection attempts; default 2 s. */
  reconnectPeriodMs?: number;
}

export interface MqttStats {
  received: number;
  stored: number;
  appliedRecorded: number;
  dropped: Partial<Record<UplinkDropReason, number>>;
  republished: number;
}

export interface MqttService {
  readonly url: string;
  readonly connected: boolean;
  /**
   * Publishes a device's configuration, retained at QoS 1. 'published' once the broker acknowledged
   * it; 'queued' when it did not within a moment (broker down): the client keeps it and sends it on
   * reconnect, and every (re)connect republishes the configurations no device confirmed yet.
   */
  publishConfig(networkId: string, message: DownlinkMessage): Promise<'published' | 'queued'>;
  stats(): MqttStats;
  /** Resolves once connected and subscribed (tests, start-up logs); rejects after `timeoutMs`. */
  whenReady(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The API's MQTT client: subscribes to every device's uplink topic, stores what arrives through
 * handleUplink one message at a time (the PUBACK goes after the write, so the broker holds what the
 * API has not stored yet, and a burst waits at the broker instead of piling up in memory), and
 * publishes downlink configurations. Reconnects forever with a fixed period, logging each loss; a
 * broker that is down never fails a request or the process.
 */
export function createMqttService(opts: MqttServiceOptions): MqttService {
  const log = opts.log;
  const stats: MqttStats = { received: 0, stored: 0, appliedRecorded: 0, dropped: {}, republished: 0 };
  const uplinkTopic = opts.sharedGroup ? `$share/${opts.sharedGroup}/${UPLINK_WILDCARD}` : UPLINK_WILDCARD;
  let closing = false;
  let ready = false;
  const readyWaiters = new Set<() => void>();

  const client: MqttClient = connect(opts.url, {
    clientId: `fieldsense-api-${randomUUID()}`,
    username: opts.username,
    password: opts.password,
    clean: true,
    // We subscribe on every connect ourselves, and know when it is done.
    resubscribe: false,
    reconnectPeriod: opts.reconnectPeriodMs ?? 2000,
    connectTimeout: 10_000,
    keepalive: 30,
  });

  client.handleMessage = (packet: IPublishPacket, done) => {
    stats.received++;
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : Buffer.from(packet.payload);
    handleUplink(opts.db, packet.topic, payload, { mailer: opts.mailer })
      .then((outcome) => {
        if (outcome.stored) {
          stats.stored++;
          if (outcome.appliedRecorded) stats.appliedRecorded++;
          return;
        }
        stats.dropped[outcome.reason] = (stats.dropped[outcome.reason] ?? 0) + 1;
        const entry = { reason: outcome.reason, networkId: outcome.networkId, details: outcome.details, bytes: payload.length };
        if (outcome.reason === 'failed') log.error(entry, 'mqtt: uplink not stored');
        else log.warn(entry, 'mqtt: uplink dropped');
      })
      .finally(() => done());
  };

  let lossLogged = false;
  client.on('connect', () => {
    lossLogged = false;
    log.info({ url: redact(opts.url) }, 'mqtt: connected');
    void client
      .subscribeAsync(uplinkTopic, { qos: 1 })
      .then((granted) => {
        if (granted.some((g) => g.qos === 128)) throw new Error(`the broker refused the subscription to ${uplinkTopic}`);
        ready = true;
        for (const resolve of readyWaiters) resolve();
        readyWaiters.clear();
        return republishPending();
      })
      .catch((error: unknown) => log.error({ err: error }, 'mqtt: subscribing or republishing failed'));
  });
  client.on('close', () => {
    ready = false;
    if (!closing && !lossLogged) {
      lossLogged = true;
      log.warn({ url: redact(opts.url) }, 'mqtt: connection to the broker lost; reconnecting');
    }
  });
  client.on('error', (error) => {
    if (!closing) log.warn({ err: error.message }, 'mqtt: client error');
  });

  async function publish(networkId: string, message: DownlinkMessage): Promise<'published' | 'queued'> {
    const acked = client.publishAsync(configTopic(networkId), JSON.stringify(message), { qos: 1, retain: true });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'queued'>((resolve) => {
      timer = setTimeout(() => resolve('queued'), PUBLISH_WAIT_MS);
    });
    try {
      return await Promise.race([acked.then(() => 'published' as const), waited]);
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : error, networkId }, 'mqtt: publishing a configuration failed; republished on reconnect');
      return 'queued';
    } finally {
      clearTimeout(timer);
      // A publish still waiting for its PUBACK must not surface as an unhandled rejection later.
      acked.catch(() => undefined);
    }
  }

  /** Configurations not confirmed by their device since they were saved: the broker may not have them (restart, outage). */
  async function republishPending(): Promise<void> {
    const repository = downlinkConfigRepository(opts.db);
    let after: string | null = null;
    let count = 0;
    for (;;) {
      const page = await repository.pendingPage(after, REPUBLISH_PAGE);
      if (page.length === 0 || closing || !client.connected) break;
      for (const item of page) {
        client.publish(configTopic(item.device), JSON.stringify(item.message), { qos: 1, retain: true }, (error) => {
          if (error && !closing) log.warn({ err: error.message, networkId: item.device }, 'mqtt: republishing a configuration failed');
        });
      }
      count += page.length;
      after = page[page.length - 1]!.deviceId;
      if (page.length < REPUBLISH_PAGE) break;
    }
    stats.republished += count;
    if (count > 0) log.info({ count }, 'mqtt: republished configurations not yet applied by their devices');
  }

  return {
    url: opts.url,
    get connected() {
      return client.connected;
    },
    publishConfig: publish,
    stats: () => ({ ...stats, dropped: { ...stats.dropped } }),
    whenReady(timeoutMs = 15_000) {
      if (ready) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          readyWaiters.delete(done);
          reject(new Error(`MQTT broker ${redact(opts.url)} not reached within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        readyWaiters.add(done);
      });
    },
    async close() {
      closing = true;
      // In-flight publishes get a moment to be acknowledged; a broker that is down does not hold up the shutdown.
      const graceful = client.endAsync(false);
      const timedOut = await Promise.race([graceful.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 2000).unref())]);
      if (timedOut) await client.endAsync(true);
    },
  };
}

/** A broker URL without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable MQTT URL)';
  }
}
