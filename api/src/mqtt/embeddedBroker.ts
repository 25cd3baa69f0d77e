import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type Client, type PublishPacket, type Subscription } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { parseDeviceTopic, UPLINK_WILDCARD } from './mqttTopics.ts';

/** A publish bigger than this is refused by the broker (and its client disconnected): readings are a few hundred bytes. */
export const MAX_BROKER_PAYLOAD_BYTES = 64 * 1024;

export interface EmbeddedBroker {
  /** `mqtt://host:port`, the port actually bound (a random one for port 0). */
  url: string;
  port: number;
  /** Credentials of the API's own client: the only one that may publish configurations. */
  credentials: { username: string; password: string };
  /** Publishes the broker refused (size, topic), for the logs and tests. */
  readonly refused: number;
  close(): Promise<void>;
}

const API_USERNAME = 'fieldsense-api';

/**
 * An MQTT broker inside the API process (aedes, in memory), so that `npm start` needs nothing
 * installed. Anyone on `host` may connect, as devices have no credentials of their own here; what
 * they may do is narrow: publish readings on a device's `…/up` topic (never retained), and
 * subscribe to one device's `…/config` topic (no wildcards). Only the API's own client, with a
 * password made per process, may publish configurations and subscribe to every uplink. A
 * deployment with per-device credentials uses its own broker (Mosquitto's password and ACL files,
 * EMQX) through MQTT_URL.
 */
export async function startEmbeddedBroker(opts: {
  host: string;
  port: number;
  log: FastifyBaseLogger;
  /** The API client's password; default: a new random one (a test restarting a broker keeps it). */
  password?: string;
}): Promise<EmbeddedBroker> {
  const password = opts.password ?? randomBytes(24).toString('base64url');
  const isApi = (client: Client | null) => (client as (Client & { isApi?: boolean }) | null)?.isApi === true;
  let refused = 0;
  const refuse = (client: Client | null, reason: string, callback: (error?: Error | null) => void) => {
    refused++;
    opts.log.warn({ clientId: client?.id, reason }, 'mqtt broker: publish refused, client disconnected');
    callback(new Error(reason));
  };

  const broker = await Aedes.createBroker({
    // A client that stops reading must not hold up delivery to everyone else.
    drainTimeout: 30_000,
    maxClientsIdLength: 128,
    authenticate: (client, username, pass, done) => {
      if (username === API_USERNAME) {
        const given = Buffer.from(pass ?? '');
        const expected = Buffer.from(password);
        const ok = given.length === expected.length && timingSafeEqual(given, expected);
        if (ok) (client as Client & { isApi?: boolean }).isApi = true;
        if (!ok) opts.log.warn({ clientId: client.id }, 'mqtt broker: wrong password for the API user');
        return done(ok ? null : Object.assign(new Error('bad credentials'), { returnCode: 4 }), ok);
      }
      done(null, true);
    },
    authorizePublish: (client, packet: PublishPacket, callback) => {
      const size = typeof packet.payload === 'string' ? Buffer.byteLength(packet.payload) : packet.payload.length;
      if (size > MAX_BROKER_PAYLOAD_BYTES) return refuse(client, `payload of ${size} bytes`, callback);
      const target = parseDeviceTopic(packet.topic);
      if (isApi(client)) return target?.kind === 'config' ? callback(null) : refuse(client, `API publish to ${packet.topic}`, callback);
      if (target?.kind !== 'up') return refuse(client, `publish to ${packet.topic.slice(0, 200)}`, callback);
      // A retained reading would reach the API again on every subscription.
      packet.retain = false;
      callback(null);
    },
    authorizeSubscribe: (client, subscription: Subscription, callback) => {
      if (isApi(client)) return callback(null, subscription.topic === UPLINK_WILDCARD ? subscription : null);
      // A device reads its own configuration: one exact topic, no wildcards.
      const target = parseDeviceTopic(subscription.topic);
      callback(null, target?.kind === 'config' ? subscription : null);
    },
  });
  broker.on('clientError', (client, error) => opts.log.debug({ clientId: client.id, err: error.message }, 'mqtt broker: client error'));

  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => opts.log.error({ err: error }, 'mqtt broker: server error'));
  const { port } = server.address() as AddressInfo;
  const urlHost = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host.includes(':') ? `[${opts.host}]` : opts.host;

  return {
    url: `mqtt://${urlHost}:${port}`,
    port,
    credentials: { username: API_USERNAME, password },
    get refused() {
      return refused;
    },
    async close() {
      // Stop accepting, then end the broker (which closes its clients' connections).
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await serverClosed;
    },
  };
}
