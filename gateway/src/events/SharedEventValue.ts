import type { GraphQLError } from 'graphql';

/**
 * A subscription's value for one event of its session's upstream stream, not worked out yet.
 *
 * Every subscription of a session receives the same upstream event object. The gateway's
 * WebSocket `subscribe` (see shareEventResults.ts) works out the value and executes the operation
 * once per event and operation, with the first subscription that reaches the event, and hands that
 * result to the session's other subscriptions of the same operation: one session with 1,000 tabs
 * costs one execution (and one re-fetch, where the value needs one) per event, not 1,000.
 */
export class SharedEventValue<T> {
  constructor(
    /** The upstream event, the same object for every subscription of the session. */
    readonly event: object,
    /**
     * The value, with this subscription's context; `undefined` emits nothing. Never rejects: a
     * failure is the value's GraphQLError.
     */
    readonly value: () => Promise<T | GraphQLError | undefined>,
  ) {}
}
