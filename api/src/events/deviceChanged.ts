import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';

export const DEVICE_CHANGED = 'device.changed';

/** What happened to the devices; the gateway's `deviceChanged` subscription passes it on. */
export const deviceChangeKinds = ['CREATED', 'UPDATED', 'DELETED', 'PURGED'] as const;
export type DeviceChangeKind = (typeof deviceChangeKinds)[number];

export interface DeviceChange {
  kind: DeviceChangeKind;
  /** The organisation owning the devices (their owner before a move, or after: publish both). */
  orgId: string;
  deviceIds: string[];
}

/** Ids per event: 80 uuids stay well under NOTIFY's 8000-byte payload limit. */
const IDS_PER_EVENT = 80;

/**
 * Publishes `device.changed` events on `app_events` through `db`, which may be a transaction:
 * Postgres then delivers them on commit only, so listeners never refetch a change that is not
 * visible yet (and never hear of a rolled-back one). Ids only: `{ kind, orgId, deviceIds }`;
 * clients refetch what they show. Its audience is whoever may read the owner's devices.
 */
export async function publishDeviceChanged(db: Pick<Db, 'execute'>, changes: DeviceChange | DeviceChange[]): Promise<void> {
  const events: AppEvent[] = [];
  for (const { kind, orgId, deviceIds } of Array.isArray(changes) ? changes : [changes]) {
    for (let i = 0; i < deviceIds.length; i += IDS_PER_EVENT) {
      events.push({
        id: randomUUID(),
        type: DEVICE_CHANGED,
        data: { kind, orgId, deviceIds: deviceIds.slice(i, i + IDS_PER_EVENT) },
        audience: { deviceReadersOf: [orgId] },
      });
    }
  }
  if (events.length === 0) return;
  const texts = events.map((event) => JSON.stringify(event));
  await db.execute(
    sql`select pg_notify(${APP_EVENTS_CHANNEL}, p) from unnest(${sql.param(texts)}::text[]) with ordinality as x(p, n) order by n`,
  );
}
