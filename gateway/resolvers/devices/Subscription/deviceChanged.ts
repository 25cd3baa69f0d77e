import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import type { DeviceChangeSource } from '../../../src/mappers.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The API's `device.changed`: ids only (at most 80 a event); the devices are fetched as the viewer sees them.
const deviceChangedData = z.object({
  kind: z.enum(['CREATED', 'UPDATED', 'DELETED', 'PURGED']),
  deviceIds: z.array(z.string()).max(100),
});

/**
 * The session's `device.changed` events. The API sends them to the owning organisation's members
 * and administrators; a member's role may still not read devices (or a device moved away), so the
 * changed devices are read back with the viewer's token in one `GET /devices?ids=` per event and
 * only those it answers are named. A purged device cannot be read back: its id reaches those the
 * API's audience lets hear of it, with no device.
 */
export const deviceChanged: NonNullable<SubscriptionResolvers['deviceChanged']> = {
  subscribe: async (_parent, { deviceId }, ctx) => {
    requireToken(ctx);
    const only = deviceId ? restIdParam([deviceId], 'Device', 'deviceId') : null;
    return subscribeToEvents<typeof deviceChangedData, DeviceChangeSource>(ctx, 'device.changed', deviceChangedData, {
      live: () => ({ kind: 'LIVE', deviceIds: [], devices: [] }),
      reconnecting: () => ({ kind: 'RECONNECTING', deviceIds: [], devices: [] }),
      event: async ({ kind, deviceIds }) => {
        const ids = only ? deviceIds.filter((id) => id === only) : deviceIds;
        if (ids.length === 0) return undefined;
        if (kind === 'PURGED') return { kind, deviceIds: ids.map((id) => toGlobalId('Device', id)), devices: [] };
        ctx.refresh();
        const page = await ctx.loaders.deviceListPagesByQuery.load({
          ids: ids.join(','),
          ...(kind === 'DELETED' ? { deleted: 'true' as const } : {}),
          page: 1,
          perPage: ids.length,
        });
        if (page.data.length === 0) return undefined;
        return { kind, deviceIds: page.data.map((device) => toGlobalId('Device', device._id)), devices: page.data };
      },
    });
  },
  resolve: (value: DeviceChangeSource | GraphQLError) => throwIfError(value),
};
