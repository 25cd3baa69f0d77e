import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import type { ServerSentEvent } from './openEventStream.ts';

/**
 * A subscription fed by the API's event stream (`GET /api/v1/events`, opened with the caller's
 * token): the events of one `type` whose data parses with `schema` become values through `toValue`
 * (which may skip one by returning undefined). Fails at once when the API rejects the token.
 */
export async function subscribeToEvents<S extends z.ZodType, T>(
  ctx: GatewayContext,
  type: string,
  schema: S,
  toValue: (data: z.output<S>) => Promise<T | undefined> | T | undefined,
): Promise<AsyncIterableIterator<T>> {
  const events = await ctx.openEvents();
  const values = mapEvents(events, type, schema, toValue);
  // Unsubscribing must close the upstream stream even while the generator awaits an event:
  // a generator's own return() would wait for that await, so close the stream first.
  const iterator: AsyncIterableIterator<T> = {
    next: () => values.next(),
    return: async () => {
      await events.return?.();
      return values.return(undefined);
    },
    throw: (error: unknown) => values.throw(error),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

async function* mapEvents<S extends z.ZodType, T>(
  events: AsyncIterableIterator<ServerSentEvent>,
  type: string,
  schema: S,
  toValue: (data: z.output<S>) => Promise<T | undefined> | T | undefined,
): AsyncGenerator<T> {
  for await (const event of events) {
    if (event.event !== type) continue;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) continue;
    const value = await toValue(parsed.data);
    if (value !== undefined) yield value;
  }
}
