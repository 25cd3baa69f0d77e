import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL } from './AppEvent.ts';
import { MONITORING_CHANGED, type MonitoringChange, type MonitoringChangedNotification } from './monitoringChanged.ts';

/** Ids per batched payload: 80 × ~80 bytes (plus the payload's own id) stays well under NOTIFY's 8000-byte limit. */
const RECORDS_PER_NOTIFICATION = 80;

/**
 * Publishes monitoring changes on `app_events` with `pg_notify` through `db`, which may be a
 * transaction: Postgres then delivers the notifications only when it commits, so listeners never
 * load a record before the change is visible (and never hear of a rolled-back one).
 * One notification per change; many changes of one kind go out as compact batches.
 */
export async function publishMonitoringChanged(
  db: Pick<Db, 'execute'>,
  changes: MonitoringChange | MonitoringChange[],
): Promise<void> {
  const list = Array.isArray(changes) ? changes : [changes];
  if (list.length === 0) return;
  const payloads: MonitoringChangedNotification[] = [];
  if (list.length <= 3) {
    for (const { recordId, orgId, kind } of list) payloads.push({ type: MONITORING_CHANGED, id: randomUUID(), recordId, orgId, kind });
  } else {
    const byKind = new Map<MonitoringChange['kind'], [string, string][]>();
    for (const change of list) {
      const records = byKind.get(change.kind) ?? [];
      records.push([change.recordId, change.orgId]);
      byKind.set(change.kind, records);
    }
    for (const [kind, records] of byKind) {
      for (let i = 0; i < records.length; i += RECORDS_PER_NOTIFICATION) {
        payloads.push({ type: MONITORING_CHANGED, id: randomUUID(), kind, records: records.slice(i, i + RECORDS_PER_NOTIFICATION) });
      }
    }
  }
  const texts = payloads.map((p) => JSON.stringify(p));
  // One statement for every payload; a text[] parameter, so any count is one round trip.
  await db.execute(
    sql`select pg_notify(${APP_EVENTS_CHANNEL}, p) from unnest(${sql.param(texts)}::text[]) with ordinality as x(p, n) order by n`,
  );
}
