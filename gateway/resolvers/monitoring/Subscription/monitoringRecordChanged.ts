import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { primeFromRecord } from '../../../src/loaders/primeFromRecord.ts';
import type { MonitoringRecordDto } from '../../../src/rest/monitoringTypes.ts';
import { subscribeToEvents } from '../../../src/rest/subscribeToEvents.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The record is the API's MonitoringRecord; only what routing the event needs is checked here.
const monitoringChangedData = z.object({
  kind: z.enum(['STATUS', 'NOTES', 'ERROR', 'HEARTBEAT']),
  record: z.looseObject({ _id: z.string(), device: z.looseObject({ _id: z.string() }) }),
});

/**
 * The `monitoring.changed` events of the stream. The API sends each subscriber only records it may
 * read, with the record embedded: it is emitted as it came (no call back to the API per event) and
 * primes fresh loaders, so the fields of the subscription resolve from it too.
 */
export const monitoringRecordChanged: NonNullable<SubscriptionResolvers['monitoringRecordChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    return subscribeToEvents(ctx, 'monitoring.changed', monitoringChangedData, ({ kind, record }) => {
      const dto = record as unknown as MonitoringRecordDto;
      ctx.refresh();
      primeFromRecord(ctx.loaders, dto);
      return { monitoringRecordChanged: { kind, monitoringRecord: dto } };
    });
  },
};
