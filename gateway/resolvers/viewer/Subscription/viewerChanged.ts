import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/rest/subscribeToEvents.ts';
import { loadViewer } from '../loadViewer.ts';
import { requireToken } from '../requireToken.ts';

const viewerChangedData = z.object({ userId: z.string() });

/** This user's `viewer.changed` events (the API sends them only to that user), each re-fetched. */
export const viewerChanged: NonNullable<SubscriptionResolvers['viewerChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    return subscribeToEvents(ctx, 'viewer.changed', viewerChangedData, async () => {
      // Each event is resolved with fresh loaders, so it re-fetches what changed.
      ctx.refresh();
      const viewer = await loadViewer(ctx);
      return viewer ? { viewerChanged: viewer } : undefined;
    });
  },
};
