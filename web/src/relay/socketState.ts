/** Whether the subscriptions' WebSocket is connected right now. */
export type SocketState = 'connected' | 'closed';

let state: SocketState = 'connected';
const listeners = new Set<() => void>();

/**
 * The WebSocket's state, set by the network layer: while it is closed no subscription receives
 * anything (graphql-ws reconnects and resubscribes by itself), which a live page tells its user.
 */
export const socketState = {
  get: (): SocketState => state,
  set(next: SocketState) {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
