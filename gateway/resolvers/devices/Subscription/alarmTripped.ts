import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import type { AlarmTripEventSource } from '../../../src/mappers.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { requireToken } from '../../viewer/requireToken.ts';

const alarmTrippedData = z.object({ deviceId: z.string(), alarmId: z.string(), tripId: z.string() });

/** Trips are looked up among the alarm's newest ones: the event comes as the trip is recorded. */
const newestTrips = 5;

/**
 * The session's `alarm.tripped` and `alarm.cleared` events. Each is read back with the viewer's token — the alarm
 * (`GET /devices/{id}/alarms/{alarmId}`: 404 for a device they may not read, so nothing is emitted)
 * and its newest trips — two calls per event, shared by the session's subscriptions of the same
 * operation.
 */
export const alarmTripped: NonNullable<SubscriptionResolvers['alarmTripped']> = {
  subscribe: async (_parent, { deviceId }, ctx) => {
    requireToken(ctx);
    const only = deviceId ? restIdParam([deviceId], 'Device', 'deviceId') : null;
    return subscribeToEvents<typeof alarmTrippedData, AlarmTripEventSource>(ctx, ['alarm.tripped', 'alarm.cleared'], alarmTrippedData, {
      live: () => ({ kind: 'LIVE', alarm: null, trip: null }),
      reconnecting: () => ({ kind: 'RECONNECTING', alarm: null, trip: null }),
      event: async (event, type) => {
        if (only && event.deviceId !== only) return undefined;
        ctx.refresh();
        const [alarm, trips] = await Promise.all([
          ctx.loaders.alarmsByKey.load({ deviceId: event.deviceId, alarmId: event.alarmId }),
          ctx.loaders.alarmTripPagesByQuery
            .load({ deviceId: event.deviceId, alarmId: event.alarmId, page: 1, perPage: newestTrips })
            .catch(() => null),
        ]);
        const trip = trips?.data.find((t) => t._id === event.tripId);
        if (!alarm || !trip) return undefined;
        return { kind: type === 'alarm.cleared' ? 'CLEARED' : 'TRIPPED', alarm, trip };
      },
    });
  },
  resolve: (value: AlarmTripEventSource | GraphQLError) => throwIfError(value),
};
