import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';
import { INSTALLATION_ORDER_CHANGED } from './installationOrderEventTypes.ts';

export { INSTALLATION_ORDER_CHANGED } from './installationOrderEventTypes.ts';

/** What happened to an installation order; the gateway's `installationOrderChanged` subscription passes it on. */
export const installationOrderChangeKinds = ['CREATED', 'UPDATED', 'STARTED', 'DEVICE_INSTALLED', 'COMPLETED', 'ARCHIVED', 'DELETED'] as const;
export type InstallationOrderChangeKind = (typeof installationOrderChangeKinds)[number];

export interface InstallationOrderChange {
  kind: InstallationOrderChangeKind;
  orderId: string;
  ownerId: string;
  /** The order's centre, before and after a move (both centres' technicians hear of it). */
  serviceCenterIds: (string | null)[];
}

/**
 * Publishes `installationOrder.changed` through `db`, the write's transaction: Postgres delivers it
 * on commit only. Ids only (`{ kind, orderId, ownerId }`); clients refetch what they show. Its
 * audience is whoever may read the order: administrators and service managers, and the staff and
 * technicians of its centres (installationOrders/installationOrderScope.ts).
 */
export async function publishInstallationOrderChanged(db: Pick<Db, 'execute'>, change: InstallationOrderChange): Promise<void> {
  const { kind, orderId, ownerId } = change;
  const serviceCenterIds = [...new Set(change.serviceCenterIds.filter((id): id is string => id !== null))];
  const event: AppEvent = {
    id: randomUUID(),
    type: INSTALLATION_ORDER_CHANGED,
    data: { kind, orderId, ownerId },
    audience: { installationOrderReadersOf: { ownerId, serviceCenterIds } },
  };
  await db.execute(sql`select pg_notify(${APP_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
