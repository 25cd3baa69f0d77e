import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import type { ViewerSource } from '../../../src/mappers.ts';
import { loadViewer } from '../loadViewer.ts';
import { requireToken } from '../requireToken.ts';

const viewerChangedData = z.object({ userId: z.string() });

/**
 * The viewer, re-fetched once the subscription is live (and after every reconnection: something may
 * have changed meanwhile) and on each of this user's `viewer.changed` events (the API sends them only
 * to that user).
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
