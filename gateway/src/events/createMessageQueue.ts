import type { HubMessage } from './HubMessage.ts';

/**
 * The messages waiting for one subscriber, read as an async iterator. A subscriber that falls more
 * than `limit` messages behind (a stalled socket) loses them and gets one `live` instead, which tells
 * it to refetch: memory stays bounded whatever the client does.
 */
export function createMessageQueue(limit: number, onReturn: () => void) {
  const queue: HubMessage[] = [];
  let waiting: ((result: IteratorResult<HubMessage>) => void) | undefined;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    queue.length = 0;
    waiting?.({ done: true, value: undefined });
    waiting = undefined;
  };

  const iterator: AsyncIterableIterator<HubMessage> = {
    next() {
      const message = queue.shift();
      if (message) {
        // An error is the last message.
        if (message.kind === 'error') done = true;
        return Promise.resolve({ done: false, value: message });
      }
      if (done) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => (waiting = resolve));
    },
    async return() {
      finish();
      onReturn();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };

  return {
    iterator,
    push(message: HubMessage) {
      if (done) return;
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        if (message.kind === 'error') done = true;
        resolve({ done: false, value: message });
        return;
      }
      if (queue.length >= limit) {
        // Keep what the subscriber must know: refetch, and whether the stream is down right now.
        const lastStatus = queue.findLast((m) => m.kind === 'live' || m.kind === 'reconnecting');
        queue.splice(0, queue.length, { kind: 'live' }, ...(lastStatus?.kind === 'reconnecting' ? [lastStatus] : []));
      }
      queue.push(message);
    },
  };
}
