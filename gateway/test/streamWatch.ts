/** One upstream event stream the gateway asked the API for. */
export interface WatchedStream {
  token: string;
  types: string[];
  language: string | null;
  signal: AbortSignal;
}

/**
 * A `fetch` for the gateway that passes everything to the real API and watches its event streams:
 * which it opened, with what, and which are still open (a stream the gateway is done with is
 * aborted). It can also end the streams as the API does when it shuts down, and refuse the next
 * attempts as an API that is down does.
 */
export function createStreamWatch() {
  const streams: WatchedStream[] = [];
  const enders = new Map<string, Set<() => void>>();
  const refusals = new Map<string, number>();

  const watchingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.endsWith('/api/v1/events')) return fetch(input, init);
    const headers = new Headers(init?.headers);
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const refuse = refusals.get(token) ?? 0;
    if (refuse > 0) {
      refusals.set(token, refuse - 1);
      throw new TypeError('fetch failed');
    }
    const response = await fetch(input, init);
    // A refused request (a rejected token) opens no stream.
    if (!response.ok || !response.body) return response;
    streams.push({
      token,
      types: url.searchParams.get('types')?.split(',') ?? [],
      language: headers.get('accept-language'),
      signal: init?.signal ?? new AbortController().signal,
    });

    // The body passed through a stream of ours, which `endAll` can close like a server would.
    const reader = response.body.getReader();
    let close = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        close = () => {
          try {
            controller.close();
          } catch {
            // already closed
          }
          void reader.cancel().catch(() => {});
        };
      },
      async pull(controller) {
        try {
          const { value, done } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const ends = enders.get(token) ?? new Set();
    enders.set(token, ends);
    ends.add(close);
    return new Response(body, { status: response.status, headers: response.headers });
  };

  return {
    fetch: watchingFetch,
    /** Every stream opened with the token, in order. */
    streams: (token: string) => streams.filter((s) => s.token === token),
    /** Streams of the token the gateway has not let go of. */
    openFor: (token: string) => streams.filter((s) => s.token === token && !s.signal.aborted).length,
    /** Ends every stream of the token, as an API shutting down does. */
    endAll(token: string) {
      for (const end of enders.get(token) ?? []) end();
      enders.delete(token);
    },
    refusalsLeft: (token: string) => refusals.get(token) ?? 0,
    /** The next `count` attempts of the token fail as if the API were down. */
    refuseNext(token: string, count: number) {
      refusals.set(token, count);
    },
  };
}
