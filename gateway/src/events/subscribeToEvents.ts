import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import type { HubMessage } from './HubMessage.ts';

/** How a subscription turns the hub's messages into its values; `undefined` emits nothing. */
export interface EventValues<S extends z.ZodType, T> {
  /** When the subscription becomes live, at first and after a reconnection: events may have been missed. */
  live(): Promise<T | undefined> | T | undefined;
  /** When the upstream stream was lost (the subscription carries on and becomes live again). */
  reconnecting?(): T | undefined;
  /** One event's data, parsed with `schema`; data that does not parse is skipped. */
  event(data: z.output<S>): Promise<T | undefined> | T | undefined;
}

/**
 * A subscription fed by the session's shared event stream (see events/createEventHub.ts): the events
 * of one `type` whose data parses with `schema`, and the stream's status. Fails at once when the API
 * rejects the token. When the API ends the session later, the last value is the GraphQLError: the
 * field's `resolve` throws it (`throwIfError`), so the client gets it as an error and then `complete`.
 */
export async function subscribeToEvents<S extends z.ZodType, T>(
  ctx: GatewayContext,
  type: string,
  schema: S,
  values: EventValues<S, T>,
): Promise<AsyncIterableIterator<T | GraphQLError>> {
  const messages = await ctx.subscribeEvents([type]);
  const mapped = mapMessages(messages, schema, values);
  // Unsubscribing must leave the hub even while the generator awaits a message: a generator's
  // own return() would wait for that await, so end the messages first.
  const iterator: AsyncIterableIterator<T | GraphQLError> = {
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
): AsyncGenerator<T | GraphQLError> {
  for await (const message of messages) {
    if (message.kind === 'error') {
      yield message.error;
      return;
    }
    let value: T | undefined;
    try {
      value = await valueOf(message, schema, values);
    } catch (error) {
      // A failed re-fetch is this value's error (the formatter hides what is not for clients); the
      // subscription carries on, unless the API no longer accepts the session.
      yield error instanceof GraphQLError ? error : new GraphQLError('Subscription value failed', { originalError: asError(error) });
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return;
      continue;
    }
    if (value !== undefined) yield value;
  }
}

async function valueOf<S extends z.ZodType, T>(
  message: Exclude<HubMessage, { kind: 'error' }>,
  schema: S,
  values: EventValues<S, T>,
): Promise<T | undefined> {
  switch (message.kind) {
    case 'live':
      return values.live();
    case 'reconnecting':
      return values.reconnecting?.();
    case 'event': {
      let data: unknown;
      try {
        data = JSON.parse(message.event.data);
      } catch {
        return undefined;
      }
      const parsed = schema.safeParse(data);
      return parsed.success ? values.event(parsed.data) : undefined;
    }
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
