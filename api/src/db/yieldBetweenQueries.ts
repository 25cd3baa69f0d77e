import type { PGlite } from '@electric-sql/pglite';

type Method = (...args: unknown[]) => Promise<unknown>;
const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * PGlite runs every query on the api's own thread and starts the next queued one as soon as the
 * previous one resolves, in a microtask: while queries are queued the event loop never turns, so not
 * even a health check or load shedding's 503 is answered until the whole queue has drained (32
 * queued queries of 40 ms held it for 1.2 s; `bench/pgliteEventLoop.ts`). This hands PGlite one
 * top-level query or transaction at a time and lets the event loop turn (`setImmediate`, after the
 * poll for I/O) before each. Queries inside a transaction use its own handle and are not queued.
 */
export function yieldBetweenQueries(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = (run: () => Promise<unknown>) => {
    const result = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    tail = result.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (queued.has(property)) return (...args: unknown[]) => enqueue(() => method.apply(target, args));
      return method.bind(target);
    },
  });
}
