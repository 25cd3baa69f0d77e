import { createSessionStream, type SessionStream, type SessionStreamOptions } from './createSessionStream.ts';
import type { HubMessage } from './HubMessage.ts';
import { openUpstreamStream } from './openUpstreamStream.ts';

export interface EventHubOptions {
  /** Base URL of the REST API, without `/api/v1`. */
  apiUrl: string;
  /** Deadline for the API to accept a stream. */
  connectTimeoutMs: number;
  fetch?: typeof fetch;
  /** See SessionStreamOptions; the defaults suit production, tests shorten them. */
  graceMs?: number;
  overlapMs?: number;
  retryMs?: SessionStreamOptions['retryMs'];
  /** Silence after which a stream counts as dead; the API pings every 15 s. */
  idleTimeoutMs?: number;
}

export interface EventSession {
  token: string;
  /** `da` or `en` (device type names in records); undefined lets the API use the user's. */
  language: string | undefined;
}

export interface EventHub {
  /**
   * Subscribes to the session's events of `types`, sharing its one upstream stream. Resolves with
   * the subscription's messages (first `live`, or `reconnecting` while the API is unreachable);
   * rejects with the API's error when it refuses the token.
   */
  subscribe(session: EventSession, types: readonly string[]): Promise<AsyncIterableIterator<HubMessage>>;
  /** Upstream streams open now (tests and the benchmark count them). */
  readonly openStreams: number;
  /** Upstream streams opened since start, reconnections and switches included. */
  readonly streamsOpened: number;
  /** Closes every stream and ends every subscription (gateway shutdown). */
  dispose(): void;
}

/**
 * The gateway process's event hub: one upstream stream per signed-in session (token and language),
 * shared by every subscription of that session in this process, whatever the number of tabs and
 * subscriptions. The API stays the only authorizer: each stream carries the session's own token,
 * so it sees exactly what that session may see, and the API can end it.
 */
export function createEventHub(options: EventHubOptions): EventHub {
  const sessions = new Map<string, SessionStream>();
  let openStreams = 0;
  let streamsOpened = 0;
  const url = `${options.apiUrl}/api/v1/events`;

  const sessionFor = (session: EventSession) => {
    const key = `${session.language ?? ''} ${session.token}`;
    const existing = sessions.get(key);
    if (existing && !existing.closed) return existing;
    const stream = createSessionStream({
      open: (types, signal, handlers) =>
        openUpstreamStream(
          {
            url,
            token: session.token,
            language: session.language,
            types,
            connectTimeoutMs: options.connectTimeoutMs,
            idleTimeoutMs: options.idleTimeoutMs ?? 45_000,
            signal,
            fetch: options.fetch ?? fetch,
          },
          handlers,
        ),
      graceMs: options.graceMs ?? 5_000,
      overlapMs: options.overlapMs ?? 2_000,
      retryMs: options.retryMs ?? { min: 250, max: 10_000 },
      queueLimit: 1_000,
      onStreamChange: (delta) => {
        openStreams += delta;
        if (delta > 0) streamsOpened += 1;
      },
      onIdle: () => {
        if (sessions.get(key) === stream) sessions.delete(key);
      },
    });
    sessions.set(key, stream);
    return stream;
  };

  return {
    subscribe: (session, types) => sessionFor(session).subscribe(types),
    get openStreams() {
      return openStreams;
    },
    get streamsOpened() {
      return streamsOpened;
    },
    dispose() {
      for (const stream of [...sessions.values()]) stream.dispose();
      sessions.clear();
    },
  };
}
