import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import type { InstallationOrderChangeSource } from '../../../src/installationSources.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The API's `installationOrder.changed`: ids only; the order is read back as the viewer sees it.
const installationOrderChangedData = z.object({
  kind: z.enum(['CREATED', 'UPDATED', 'STARTED', 'DEVICE_INSTALLED', 'COMPLETED', 'ARCHIVED', 'DELETED']),
  orderId: z.string(),
});

/**
 * The session's `installationOrder.changed` events. The API sends each to whoever may read the order
 * (administrators and service managers, the staff and technicians of its centres, before and after a
 * move); the order is read back with the viewer's token (one call per event) and a change the viewer
 * can no longer read is not named.
 */
export const installationOrderChanged: NonNullable<SubscriptionResolvers['installationOrderChanged']> = {
  subscribe: async (_parent, { orderId }, ctx) => {
    requireToken(ctx);
    const only = orderId ? restIdParam([orderId], 'InstallationOrder', 'orderId') : null;
    return subscribeToEvents<typeof installationOrderChangedData, InstallationOrderChangeSource>(ctx, 'installationOrder.changed', installationOrderChangedData, {
      live: () => ({ kind: 'LIVE', orderId: null, installationOrder: null }),
      reconnecting: () => ({ kind: 'RECONNECTING', orderId: null, installationOrder: null }),
      event: async ({ kind, orderId: id }) => {
        if (only && id !== only) return undefined;
        // A deleted order cannot be read back: the API's audience already let this session hear of it.
        if (kind === 'DELETED') return { kind, orderId: toGlobalId('InstallationOrder', id), installationOrder: null };
        ctx.refresh();
        const installationOrder = await ctx.loaders.installationOrdersById.load(id);
        if (!installationOrder) return undefined;
        return { kind, orderId: toGlobalId('InstallationOrder', id), installationOrder };
      },
    });
  },
  resolve: (value: InstallationOrderChangeSource | GraphQLError) => throwIfError(value),
};
