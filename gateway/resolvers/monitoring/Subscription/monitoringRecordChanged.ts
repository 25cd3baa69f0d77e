import { z } from 'zod';
import type { SubscriptionResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../src/context.ts';
import { primeFromRecord } from '../../../src/loaders/primeFromRecord.ts';
import type { MonitoringRecordChangeSource } from '../../../src/mappers.ts';
import type { MonitoringRecordDto } from '../../../src/rest/monitoringTypes.ts';
import type { ServerSentEvent } from '../../../src/rest/openEventStream.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// The record is the API's MonitoringRecord; only what routing the event needs is checked here.
const monitoringChangedData = z.object({
  kind: z.enum(['STATUS', 'NOTES', 'ERROR', 'HEARTBEAT']),
  record: z.looseObject({ _id: z.string(), device: z.looseObject({ _id: z.string() }) }),
});

type Emitted = { monitoringRecordChanged: MonitoringRecordChangeSource };

/**
 * The `monitoring.changed` events of the stream. The API sends each subscriber only records it may
 * read, with the record embedded: it is emitted as it came (no call back to the API per event) and
 * primes fresh loaders, so the fields of the subscription resolve from it too.
 */
async function* monitoringChanges(events: AsyncIterableIterator<ServerSentEvent>, ctx: GatewayContext): AsyncGenerator<Emitted> {
  for await (const event of events) {
    if (event.event !== 'monitoring.changed') continue;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      continue;
    }
    const parsed = monitoringChangedData.safeParse(data);
    if (!parsed.success) continue;
    const record = parsed.data.record as unknown as MonitoringRecordDto;
    ctx.refresh();
    primeFromRecord(ctx.loaders, record);
    yield { monitoringRecordChanged: { kind: parsed.data.kind, monitoringRecord: record } };
  }
}

export const monitoringRecordChanged: NonNullable<SubscriptionResolvers['monitoringRecordChanged']> = {
  subscribe: async (_parent, _args, ctx) => {
    requireToken(ctx);
    // One upstream stream per subscription; fails at once when the API rejects the token.
    const events = await ctx.openEvents();
    const changes = monitoringChanges(events, ctx);
    // Unsubscribing must close the upstream stream even while the generator awaits an event:
    // a generator's own return() would wait for that await, so close the stream first.
    const iterator: AsyncIterableIterator<Emitted> = {
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
