import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import type { ServiceOrderChangeSource } from '../../../src/serviceSources.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The API's `serviceOrder.changed`: ids only; the order is read back as the viewer sees it.
const serviceOrderChangedData = z.object({
  kind: z.enum(['CREATED', 'UPDATED', 'FINISHED', 'ARCHIVED', 'DELETED']),
  orderId: z.string(),
});

/**
 * The session's `serviceOrder.changed` events. The API sends each to whoever may read the order
 * (administrators and service managers, the owner's readers of `Service`, the staff and technicians
 * of its centres, before and after a move); the order is read back with the viewer's token (one call
 * per event) and a change the viewer can no longer read (moved to another centre) is not named.
 */
export const serviceOrderChanged: NonNullable<SubscriptionResolvers['serviceOrderChanged']> = {
  subscribe: async (_parent, { orderId }, ctx) => {
    requireToken(ctx);
    const only = orderId ? restIdParam([orderId], 'ServiceOrder', 'orderId') : null;
    return subscribeToEvents<typeof serviceOrderChangedData, ServiceOrderChangeSource>(ctx, 'serviceOrder.changed', serviceOrderChangedData, {
      live: () => ({ kind: 'LIVE', orderId: null, serviceOrder: null }),
      reconnecting: () => ({ kind: 'RECONNECTING', orderId: null, serviceOrder: null }),
      event: async ({ kind, orderId: id }) => {
        if (only && id !== only) return undefined;
        // A deleted order cannot be read back: the API's audience already let this session hear of it.
        if (kind === 'DELETED') return { kind, orderId: toGlobalId('ServiceOrder', id), serviceOrder: null };
        ctx.refresh();
        const serviceOrder = await ctx.loaders.serviceOrdersById.load(id);
        if (!serviceOrder) return undefined;
        return { kind, orderId: toGlobalId('ServiceOrder', id), serviceOrder };
      },
    });
  },
  resolve: (value: ServiceOrderChangeSource | GraphQLError) => throwIfError(value),
};
