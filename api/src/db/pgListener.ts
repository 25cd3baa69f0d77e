import pg from 'pg';

type Handler = (payload: string) => void;

export interface PgListener {
  listen(channel: string, onPayload: Handler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries), so the
 * listener keeps one dedicated client, opened on first use and re-opened, with every channel
 * listened again, when the connection drops.
 */
export function createPgListener(config: pg.ClientConfig): PgListener {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(config);
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) {
          try {
            handler(message.payload ?? '');
          } catch (error) {
            console.error('[db] notification handler failed:', error);
          }
        }
      });
      const drop = (error?: Error) => {
        if (client !== next) return;
        client = undefined;
        if (error) console.error('[db] listener connection lost:', error.message);
        next.end().catch(() => undefined);
        scheduleReconnect();
      };
      next.on('error', drop);
      next.on('end', () => drop());
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
        client = next;
        return next;
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || handlers.size === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: Error) => {
        console.error('[db] listener reconnect failed:', error.message);
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      if (closed) throw new Error('Database is closed');
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      const active = await connect();
      // A fresh connection already listened to every channel in `handlers`.
      if (isNewChannel) await active.query(`LISTEN ${quote(channel)}`);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      handlers.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
