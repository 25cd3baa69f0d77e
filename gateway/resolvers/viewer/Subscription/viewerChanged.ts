import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import type { ViewerSource } from '../../../src/mappers.ts';
import { loadViewer } from '../loadViewer.ts';
import { requireToken } from '../requireToken.ts';

// `{ userId }` for one user's change, `{ notificationId }` for everyone when a release is published.
const viewerChangedData = z.object({ userId: z.string().optional(), notificationId: z.string().optional() });

/**
 * The viewer, re-fetched once the subscription is live (and after every reconnection: something may
 * have changed meanwhile) and on each of this user's `viewer.changed` events (the API sends them only
 * to that user, and to everyone when a release is published: the banner shows at once).
 */
export const viewerChanged: NonNullable<SubscriptionResolvers['viewerChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    const current = async () => {
      // Each value is resolved with fresh loaders, so it re-fetches what changed.
      ctx.refresh();
      return (await loadViewer(ctx)) ?? undefined;
    };
    return subscribeToEvents(ctx, 'viewer.changed', viewerChangedData, { live: current, event: current });
  },
  resolve: (value: ViewerSource | GraphQLError) => throwIfError(value),
};
