import { GraphQLError } from 'graphql';
import { createMessageQueue } from './createMessageQueue.ts';
import type { HubMessage } from './HubMessage.ts';
import type { UpstreamStreamHandlers } from './openUpstreamStream.ts';

export interface SessionStreamOptions {
  /** Opens one upstream stream with the session's token for `types` (see openUpstreamStream). */
  open(types: readonly string[], signal: AbortSignal, handlers: UpstreamStreamHandlers): Promise<void>;
  /** How long the stream stays open after its last subscriber left (a page change resubscribes). */
  graceMs: number;
  /** How long a replaced stream is still read, so that nothing in flight on it is lost. */
  overlapMs: number;
  /** First and longest wait before reopening a lost stream; it doubles in between. */
  retryMs: { min: number; max: number };
  /** Messages a subscriber may fall behind before it is told to refetch instead. */
  queueLimit: number;
  /** Told when a stream is opened and closed (the hub counts them). */
  onStreamChange(delta: 1 | -1): void;
  /** The session has no subscriber and no stream left: the hub forgets it. */
  onIdle(): void;
}

interface Subscriber {
  types: ReadonlySet<string>;
  /** Whether it was told `live` since it joined or since the last loss. */
  state: 'connecting' | 'live' | 'reconnecting';
  push(message: HubMessage): void;
  /** Settles the promise of `subscribe` (once). */
  settle(error?: GraphQLError): void;
}

interface Connection {
  types: readonly string[];
  controller: AbortController;
}

/** Event ids remembered to drop the repeats of two overlapping streams. */
const RECENT_IDS = 2000;

const covers = (types: readonly string[], wanted: Iterable<string>) => [...wanted].every((t) => types.includes(t));
const sameTypes = (a: readonly string[], b: readonly string[]) => a.length === b.length && covers(a, b);

/**
 * One signed-in session's upstream event stream, shared by all of that session's subscriptions in
 * this gateway process: opened with the first subscriber, carrying the union of the subscribers'
 * event types, reopened with backoff when lost, closed a grace period after the last one left.
 *
 * When the set of types changes, a new stream is opened before the old one is closed, and both are
 * read for `overlapMs`: the API gives every event one id on every stream, so repeats are dropped
 * and nothing is lost while switching.
 */
export function createSessionStream(options: SessionStreamOptions) {
  const subscribers = new Set<Subscriber>();
  /** The stream that serves events (its `ready` came). */
  let active: Connection | undefined;
  /** A stream being opened: the first one, a reconnection or a switch of types. */
  let opening: Connection | undefined;
  /** Replaced streams, still read until the overlap is over. */
  const draining = new Set<Connection>();
  const recentIds = new Set<string>();
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const wantedTypes = () => [...new Set([...subscribers].flatMap((s) => [...s.types]))].sort();

  function close(connection: Connection) {
    if (connection.controller.signal.aborted) return;
    connection.controller.abort();
    options.onStreamChange(-1);
  }

  function open(types: readonly string[]) {
    if (opening) close(opening);
    const connection: Connection = { types, controller: new AbortController() };
    opening = connection;
    options.onStreamChange(1);
    const isCurrent = () => connection === active || connection === opening || draining.has(connection);
    options
      .open(types, connection.controller.signal, {
        onReady: () => {
          if (connection !== opening) return;
          opening = undefined;
          attempt = 0;
          if (active) {
            const previous = active;
            draining.add(previous);
            setTimeout(() => {
              draining.delete(previous);
              close(previous);
            }, options.overlapMs).unref();
          }
          active = connection;
          announceLive();
        },
        onEvent: (event) => {
          if (isCurrent()) deliver(event);
        },
        onEnd: () => {
          const wasActive = connection === active;
          const wasOpening = connection === opening;
          draining.delete(connection);
          close(connection);
          if (wasActive) {
            active = undefined;
            lost();
          } else if (wasOpening) {
            // Accepted, then ended before it was ready: as good as refused for now.
            opening = undefined;
            lost();
          }
        },
      })
      .catch((error: unknown) => {
        if (connection !== opening) return;
        opening = undefined;
        close(connection);
        if (isRefusal(error)) end(error);
        else lost();
      });
  }

  /** Opens a stream for what the subscribers want, unless one is open or waiting to retry. */
  function reconcile({ shrink = false } = {}) {
    if (closed || retryTimer) return;
    const wanted = wantedTypes();
    if (wanted.length === 0) return;
    const current = opening ?? active;
    if (current && (shrink ? sameTypes(current.types, wanted) : covers(current.types, wanted))) return;
    open(wanted);
  }

  function announceLive() {
    if (!active) return;
    for (const subscriber of subscribers) {
      if (subscriber.state === 'live' || !covers(active.types, subscriber.types)) continue;
      subscriber.state = 'live';
      subscriber.push({ kind: 'live' });
      subscriber.settle();
    }
  }

  function deliver(event: Parameters<UpstreamStreamHandlers['onEvent']>[0]) {
    if (event.id) {
      if (recentIds.has(event.id)) return;
      recentIds.add(event.id);
      // A Set iterates in insertion order: the first is the oldest.
      if (recentIds.size > RECENT_IDS) recentIds.delete(recentIds.values().next().value!);
    }
    for (const subscriber of subscribers) {
      if (subscriber.state === 'live' && subscriber.types.has(event.event)) subscriber.push({ kind: 'event', event });
    }
  }

  /** The stream was lost or could not be opened: tell the subscribers, try again after a while. */
  function lost() {
    if (closed) return;
    for (const subscriber of subscribers) {
      // Those the active stream still serves stay live (a switch of types failed, not the stream).
      if (subscriber.state === 'live' && active) continue;
      // A subscriber waiting for its first `live` is not refused: it carries on, reconnecting.
      subscriber.settle();
      if (subscriber.state === 'reconnecting') continue;
      subscriber.state = 'reconnecting';
      subscriber.push({ kind: 'reconnecting' });
    }
    if (subscribers.size === 0 || retryTimer) return;
    const delay = Math.min(options.retryMs.max, options.retryMs.min * 2 ** attempt);
    attempt += 1;
    // Jitter, so that the sessions of a restarted API do not all come back in the same instant.
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      reconcile();
    }, delay * (0.5 + Math.random() / 2));
  }

  /** The API refused the session: its subscriptions end with that error. */
  function end(error: GraphQLError) {
    for (const subscriber of subscribers) {
      subscriber.push({ kind: 'error', error });
      subscriber.settle(error);
    }
    subscribers.clear();
    shutDown();
  }

  function shutDown() {
    if (closed) return;
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    for (const connection of [opening, active, ...draining]) if (connection) close(connection);
    opening = active = undefined;
    draining.clear();
    options.onIdle();
  }

  function leave(subscriber: Subscriber) {
    if (!subscribers.delete(subscriber)) return;
    clearTimeout(idleTimer);
    // After a grace period: the last subscriber's page may be about to subscribe again, and a
    // stream carrying types nobody wants any more is replaced by a narrower one.
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (subscribers.size === 0) shutDown();
      else reconcile({ shrink: true });
    }, options.graceMs);
    idleTimer.unref();
  }

  return {
    get closed() {
      return closed;
    },
    /**
     * Adds a subscriber for `types`. Resolves with its messages once it is live, or once the API is
     * found unreachable (it then carries on reconnecting); rejects when the API refuses the session.
     */
    subscribe(types: readonly string[]): Promise<AsyncIterableIterator<HubMessage>> {
      if (closed) throw new Error('the session stream is closed');
      return new Promise((resolve, reject) => {
        let settled = false;
        const queue = createMessageQueue(options.queueLimit, () => leave(subscriber));
        const subscriber: Subscriber = {
          types: new Set(types),
          state: 'connecting',
          push: queue.push,
          settle: (error) => {
            if (settled) return;
            settled = true;
            if (error) reject(error);
            else resolve(queue.iterator);
          },
        };
        subscribers.add(subscriber);
        clearTimeout(idleTimer);
        idleTimer = undefined;
        if (active && covers(active.types, subscriber.types)) announceLive();
        else if (retryTimer) {
          subscriber.state = 'reconnecting';
          subscriber.push({ kind: 'reconnecting' });
          subscriber.settle();
        } else reconcile();
      });
    },
    /** Ends every subscription and stream (the gateway is shutting down). */
    dispose() {
      for (const subscriber of subscribers) subscriber.settle(new GraphQLError('The gateway is shutting down'));
      subscribers.clear();
      shutDown();
    },
  };
}

/** The API answered with a 4xx other than 429: retrying with the same token cannot help. */
function isRefusal(error: unknown): error is GraphQLError {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
}

export type SessionStream = ReturnType<typeof createSessionStream>;
