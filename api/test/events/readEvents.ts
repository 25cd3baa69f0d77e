import { vi } from 'vitest';

/** An SSE message as the stream wrote it. */
export interface SseMessage {
  event: string;
  data: string;
  /** The message's `id:` line, when it has one. */
  id?: string;
}

/** Reads SSE messages from a fetch body until `until` matches one or the time runs out. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (event: SseMessage) => boolean,
  timeoutMs = 3000,
): Promise<SseMessage[]> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseMessage[] = [];
  let buffer = '';
  // A silent stream blocks read(): cancelling it at the deadline ends the loop.
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), timeoutMs);
  while (true) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      const id = block.match(/^id: (.*)$/m)?.[1];
      if (event && data !== undefined) {
        const message: SseMessage = id === undefined ? { event, data } : { event, data, id };
        events.push(message);
        if (until(message)) {
          clearTimeout(timer);
          await reader.cancel();
          return events;
        }
      }
    }
  }
  clearTimeout(timer);
  return events;
}

/** Resolves once `check` holds; the bound suits a loaded machine, and it returns as soon as it holds. */
export async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time');
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
