import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { subscribeToEvents } from '../../../src/events/subscribeToEvents.ts';
import { throwIfError } from '../../../src/events/throwIfError.ts';
import { primeFromRecord } from '../../../src/loaders/primeFromRecord.ts';
import type { MonitoringRecordChangeSource } from '../../../src/mappers.ts';
import type { MonitoringRecordDto } from '../../../src/rest/monitoringTypes.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The record is the API's MonitoringRecord; only what routing the event needs is checked here.
const monitoringChangedData = z.object({
  kind: z.enum(['STATUS', 'NOTES', 'ERROR', 'HEARTBEAT', 'DEVICE_REPLACED']),
  record: z.looseObject({ _id: z.string(), device: z.looseObject({ _id: z.string() }) }),
});

/**
 * The `monitoring.changed` events of the session's stream, after a `LIVE` (and `RECONNECTING` /
 * `LIVE` around a lost connection). The API sends each session only records it may read, with the
 * record embedded: it is emitted as it came (no call back to the API per event) and primes fresh
 * loaders, so the fields of the subscription resolve from it too.
 */
export const monitoringRecordChanged: NonNullable<SubscriptionResolvers['monitoringRecordChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    return subscribeToEvents<typeof monitoringChangedData, MonitoringRecordChangeSource>(ctx, 'monitoring.changed', monitoringChangedData, {
      live: () => ({ kind: 'LIVE', monitoringRecord: null }),
      reconnecting: () => ({ kind: 'RECONNECTING', monitoringRecord: null }),
      event: ({ kind, record }) => {
        // Checked above for what routing needs; the rest is the API's contract.
        const dto = record as MonitoringRecordDto;
        ctx.refresh();
        primeFromRecord(ctx.loaders, dto);
        return { kind, monitoringRecord: dto };
      },
    });
  },
  resolve: (value: MonitoringRecordChangeSource | GraphQLError) => throwIfError(value),
};
