import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../src/context.ts';
import type { ViewerSource } from '../../../src/mappers.ts';
import type { ServerSentEvent } from '../../../src/rest/openEventStream.ts';
import { loadViewer } from '../loadViewer.ts';
import { requireToken } from '../requireToken.ts';

const viewerChangedData = z.object({ userId: z.string() });

/** Only this user's `viewer.changed` events; the API already sends them only to that user. */
async function* viewerChanges(events: AsyncIterableIterator<ServerSentEvent>, ctx: GatewayContext): AsyncGenerator<{ viewerChanged: ViewerSource }> {
  for await (const event of events) {
    if (event.event !== 'viewer.changed') continue;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      continue;
    }
    if (!viewerChangedData.safeParse(data).success) continue;
    // Each event is resolved with fresh loaders, so it re-fetches what changed.
    ctx.refresh();
    const viewer = await loadViewer(ctx);
    if (viewer) yield { viewerChanged: viewer };
  }
}

export const viewerChanged: NonNullable<SubscriptionResolvers['viewerChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    // Fails the subscription at once when the API rejects the token.
    const events = await ctx.openEvents();
    const changes = viewerChanges(events, ctx);
    // Unsubscribing must close the upstream stream even while the generator awaits an event:
    // a generator's own return() would wait for that await, so close the stream first.
    const iterator: AsyncIterableIterator<{ viewerChanged: ViewerSource }> = {
      next: () => changes.next(),
      return: async () => {
        await events.return?.();
        return changes.return(undefined);
      },
      throw: (error: unknown) => changes.throw(error),
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  },
};
