import { errorFromUpstream, upstreamUnavailable } from '../errors.ts';

export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamOptions {
  url: string;
  token: string;
  /** Extra headers (the caller's forwarded address and request id). */
  headers?: Record<string, string>;
  /** Deadline for the API to answer with the stream's headers; the stream itself has none. */
  connectTimeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Opens the API's server-sent event stream with the subscriber's token. Resolves once the API has
 * accepted the stream (so a rejected token fails the subscription at once), then yields events.
 * `return()` — called by graphql-ws when the client unsubscribes or disconnects — aborts the HTTP
 * request immediately, even while a read is pending, so no upstream stream outlives its subscriber.
 */
export async function openEventStream({
  url,
  token,
  headers = {},
  connectTimeoutMs,
  fetch: baseFetch = fetch,
}: EventStreamOptions): Promise<AsyncIterableIterator<ServerSentEvent>> {
  const controller = new AbortController();
  const connectTimer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), connectTimeoutMs);
  let response: Response;
  try {
    response = await baseFetch(url, {
      headers: { ...headers, Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
  } catch (error) {
    throw upstreamUnavailable(error);
  } finally {
    clearTimeout(connectTimer);
  }
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw errorFromUpstream(response, body);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: ServerSentEvent[] = [];
  let buffer = '';
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    controller.abort();
    reader.cancel().catch(() => {});
  };

  const next = async (): Promise<IteratorResult<ServerSentEvent>> => {
    while (queue.length === 0) {
      if (closed) return { done: true, value: undefined };
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (closed) return { done: true, value: undefined };
        close();
        throw upstreamUnavailable(error);
      }
      if (chunk.done) {
        close();
        // The API ended the stream (restart, deploy): the subscriber must resubscribe.
        throw upstreamUnavailable(new Error('event stream ended'));
      }
      buffer += chunk.value;
      buffer = parseEvents(buffer, queue);
    }
    return { done: false, value: queue.shift()! };
  };

  const iterator: AsyncIterableIterator<ServerSentEvent> = {
    next,
    return: async () => {
      close();
      return { done: true, value: undefined };
    },
    throw: async (error?: unknown) => {
      close();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** Moves every complete event of `buffer` into `out`; returns the unfinished rest. */
export function parseEvents(buffer: string, out: ServerSentEvent[]): string {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue; // comments are keep-alive pings
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) out.push({ event, data: data.join('\n') });
  }
  return rest;
}
