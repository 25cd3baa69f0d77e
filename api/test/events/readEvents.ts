/** An SSE message as the stream wrote it. */
export interface SseMessage {
  event: string;
  data: string;
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
      if (event && data !== undefined) {
        events.push({ event, data });
        if (until({ event, data })) {
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

export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
