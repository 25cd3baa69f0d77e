import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { endsSubscription } from './endsSubscription.ts';
import type { HubMessage } from './HubMessage.ts';
import { SharedEventValue } from './SharedEventValue.ts';

/** How a subscription turns the hub's messages into its values; `undefined` emits nothing. */
export interface EventValues<S extends z.ZodType, T> {
  /** When the subscription becomes live, at first and after a reconnection: events may have been missed. */
  live(): Promise<T | undefined> | T | undefined;
  /** When the upstream stream was lost (the subscription carries on and becomes live again). */
  reconnecting?(): T | undefined;
  /** One event's data, parsed with `schema`, and its type; data that does not parse is skipped. */
  event(data: z.output<S>, type: string): Promise<T | undefined> | T | undefined;
}

/**
 * A subscription fed by the session's shared event stream (see events/createEventHub.ts): the events
 * of `type` (or of several types) whose data parses with `schema`, and the stream's status. Fails at once when the API
 * rejects the token. When the API ends the session later, the last value is the GraphQLError: the
 * field's `resolve` throws it (`throwIfError`), so the client gets it as an error and then `complete`.
 *
 * An event comes as a SharedEventValue, worked out by the gateway's WebSocket `subscribe` once for
 * all of the session's subscriptions of the same operation (see shareEventResults.ts).
 */
export async function subscribeToEvents<S extends z.ZodType, T>(
  ctx: GatewayContext,
  type: string | readonly string[],
  schema: S,
  values: EventValues<S, T>,
): Promise<AsyncIterableIterator<T | GraphQLError | SharedEventValue<T>>> {
  const messages = await ctx.subscribeEvents(typeof type === 'string' ? [type] : type);
  const mapped = mapMessages(messages, schema, values);
  // Unsubscribing must leave the hub even while the generator awaits a message: a generator's
  // own return() would wait for that await, so end the messages first.
  const iterator: AsyncIterableIterator<T | GraphQLError | SharedEventValue<T>> = {
    next: () => mapped.next(),
    return: async () => {
      await messages.return?.();
      return mapped.return(undefined);
    },
    throw: (error: unknown) => mapped.throw(error),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

async function* mapMessages<S extends z.ZodType, T>(
  messages: AsyncIterableIterator<HubMessage>,
  schema: S,
  values: EventValues<S, T>,
): AsyncGenerator<T | GraphQLError | SharedEventValue<T>> {
  for await (const message of messages) {
    switch (message.kind) {
      case 'error':
        yield message.error;
        return;
      case 'event': {
        // Worked out once for the session's subscriptions of the same operation (shareEventResults.ts).
        const { event } = message;
        yield new SharedEventValue(event, () => settled(() => eventValue(event, schema, values)));
        break;
      }
      default: {
        // `live` and `reconnecting` are this subscription's own: it joined, or lost the stream, now.
        const value = await settled(async () => (message.kind === 'live' ? values.live() : values.reconnecting?.()));
        if (value === undefined) break;
        yield value;
        if (endsSubscription(value)) return;
      }
    }
  }
}

async function eventValue<S extends z.ZodType, T>(event: { data: string; event: string }, schema: S, values: EventValues<S, T>): Promise<T | undefined> {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? values.event(parsed.data, event.event) : undefined;
}

/**
 * The value, or its failure as a GraphQLError (the formatter hides what is not for clients): a
 * failed re-fetch is that value's error, and the subscription carries on unless the API no longer
 * accepts the session (`endsSubscription`).
 */
async function settled<T>(value: () => Promise<T | undefined> | T | undefined): Promise<T | GraphQLError | undefined> {
  try {
    return await value();
  } catch (error) {
    return error instanceof GraphQLError ? error : new GraphQLError('Subscription value failed', { originalError: asError(error) });
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
