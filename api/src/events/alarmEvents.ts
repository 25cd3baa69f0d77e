import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';
import type { AlarmTripChange } from './alarmEventTypes.ts';

// The event names live apart (alarmEventTypes.ts): eventTypes.ts needs them, and AppEvent.ts needs eventTypes.ts.
export { ALARM_CLEARED, ALARM_TRIPPED, type AlarmTripChange } from './alarmEventTypes.ts';

/**
 * Publishes alarm events through `db`, usually the evaluation's transaction: Postgres delivers them
 * when it commits, so a client that fetches the trip on the event finds it. Whoever may read the
 * device receives them (`read Device` in the owning organisation: its members, technicians of the
 * service centres serving it, platform administrators), as with `device.changed`.
 */
export async function publishAlarmEvents(db: Pick<Db, 'execute'>, changes: AlarmTripChange[]): Promise<void> {
  if (changes.length === 0) return;
  const texts = changes.map(({ type, deviceId, alarmId, tripId, ownerId }) =>
    JSON.stringify({
      id: randomUUID(),
      type,
      data: { deviceId, alarmId, tripId, ownerId },
      audience: { deviceReadersOf: [ownerId] },
    } satisfies AppEvent),
  );
  await db.execute(
    sql`select pg_notify(${APP_EVENTS_CHANNEL}, p) from unnest(${sql.param(texts)}::text[]) with ordinality as x(p, n) order by n`,
  );
}
