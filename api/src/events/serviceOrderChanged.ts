import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';
import { SERVICE_ORDER_CHANGED } from './serviceOrderEventTypes.ts';

export { SERVICE_ORDER_CHANGED } from './serviceOrderEventTypes.ts';

/** What happened to a service order; the gateway's `serviceOrderChanged` subscription passes it on. */
export const serviceOrderChangeKinds = ['CREATED', 'UPDATED', 'FINISHED', 'ARCHIVED', 'DELETED'] as const;
export type ServiceOrderChangeKind = (typeof serviceOrderChangeKinds)[number];

export interface ServiceOrderChange {
  kind: ServiceOrderChangeKind;
  orderId: string;
  ownerId: string;
  /** The order's centre, before and after a move (both centres' technicians hear of it). */
  serviceCenterIds: (string | null)[];
}

/**
 * Publishes `serviceOrder.changed` through `db`, the write's transaction: Postgres delivers it on
 * commit only. Ids only (`{ kind, orderId, ownerId }`); clients refetch what they show. Its audience
 * is whoever may read the order (serviceOrders/serviceOrderScope.ts): administrators and service
 * managers, the owner's readers of `Service`, and the staff and technicians of its centres.
 */
export async function publishServiceOrderChanged(db: Pick<Db, 'execute'>, change: ServiceOrderChange): Promise<void> {
  const { kind, orderId, ownerId } = change;
  const serviceCenterIds = [...new Set(change.serviceCenterIds.filter((id): id is string => id !== null))];
  const event: AppEvent = {
    id: randomUUID(),
    type: SERVICE_ORDER_CHANGED,
    data: { kind, orderId, ownerId },
    audience: { serviceOrderReadersOf: { ownerId, serviceCenterIds } },
  };
  await db.execute(sql`select pg_notify(${APP_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
