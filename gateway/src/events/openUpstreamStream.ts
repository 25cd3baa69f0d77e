import { randomUUID } from 'node:crypto';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { errorFromUpstream, upstreamUnavailable } from '../errors.ts';

/** The API's first message on a stream: it now receives every event of the types it asked for. */
export const READY_EVENT = 'ready';

export interface UpstreamStreamOptions {
  /** `${apiUrl}/api/v1/events` */
  url: string;
  token: string;
  /** `da` or `en`, forwarded as Accept-Language (record names are in the stream's language). */
  language: string | undefined;
  /** Event types the stream carries (`?types=`). */
  types: readonly string[];
  /** Deadline for the API to answer with the stream's headers; the stream itself has none. */
  connectTimeoutMs: number;
  /** Silence after which the connection counts as dead (the API pings every 15 s). */
  idleTimeoutMs: number;
  /** Aborting it ends the stream at once, even during a pending read. */
  signal: AbortSignal;
  fetch: typeof fetch;
}

export interface UpstreamStreamHandlers {
  onReady(): void;
  onEvent(event: EventSourceMessage & { event: string }): void;
  /** The stream ended (API shutdown, network, silence) or was aborted; called once. */
  onEnd(reason: unknown): void;
}

/**
 * Opens one upstream event stream. Resolves once the API accepted it (a refused token rejects with
 * the API's error, mapped like any REST answer); then reads it in the background, parsed with
 * eventsource-parser, until it ends or `signal` aborts.
 */
export async function openUpstreamStream(options: UpstreamStreamOptions, handlers: UpstreamStreamHandlers): Promise<void> {
  const url = new URL(options.url);
  url.searchParams.set('types', options.types.join(','));
  const headers: Record<string, string> = {
    Authorization: `Bearer ${options.token}`,
    Accept: 'text/event-stream',
    // The stream belongs to a session, not to one request: its own id in both sides' logs.
    'X-Request-Id': randomUUID(),
  };
  if (options.language) headers['Accept-Language'] = options.language;

  // The deadline covers the headers only; the caller's signal ends the whole stream.
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal.reason);
  options.signal.addEventListener('abort', abort, { once: true });
  const connectTimer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.connectTimeoutMs);
  let response: Response;
  try {
    response = await options.fetch(url, { headers, signal: controller.signal });
  } catch (error) {
    options.signal.removeEventListener('abort', abort);
    throw upstreamUnavailable(error);
  } finally {
    clearTimeout(connectTimer);
  }
  if (!response.ok || !response.body) {
    options.signal.removeEventListener('abort', abort);
    const body = await response.json().catch(() => undefined);
    throw errorFromUpstream(response, body);
  }
  void readStream(response.body, options, handlers).finally(() => options.signal.removeEventListener('abort', abort));
}

async function readStream(body: NonNullable<Response['body']>, options: UpstreamStreamOptions, handlers: UpstreamStreamHandlers) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createParser({
    onEvent(message) {
      if (!message.event) return; // the API names every message; an unnamed one is not ours
      if (message.event === READY_EVENT) handlers.onReady();
      else handlers.onEvent({ ...message, event: message.event });
    },
  });
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => void reader.cancel().catch(() => undefined);
  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, options.idleTimeoutMs);
  };
  options.signal.addEventListener('abort', stop, { once: true });
  let reason: unknown = new Error('event stream ended');
  try {
    armIdleTimer();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      armIdleTimer();
      parser.feed(value);
    }
  } catch (error) {
    reason = error;
  } finally {
    clearTimeout(idleTimer);
    options.signal.removeEventListener('abort', stop);
  }
  handlers.onEnd(options.signal.aborted ? options.signal.reason : reason);
}
