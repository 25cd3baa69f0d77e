import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';
import { SERVICE_CENTER_CHANGED } from './serviceCenterEventTypes.ts';

export { SERVICE_CENTER_CHANGED };

/** What happened; `TECHNICIANS` covers a technician added, changed or removed. */
export const serviceCenterChangeKinds = ['CREATED', 'UPDATED', 'DELETED', 'TECHNICIANS'] as const;
export type ServiceCenterChangeKind = (typeof serviceCenterChangeKinds)[number];

export interface ServiceCenterChange {
  kind: ServiceCenterChangeKind;
  serviceCenterId: string;
  /** The technician concerned, with `TECHNICIANS`. */
  technicianId?: string;
  /** Who works in the centre (staff and technicians, before and after the change): they hear of it. */
  userIds: string[];
}

/**
 * Publishes `serviceCenter.changed` through `db`, which may be a transaction (delivered on commit
 * only). Ids only: `{ kind, serviceCenterId, technicianId? }`; clients refetch. Its audience is the
 * administrators and the people who work in the centre — not the members of the organisations it
 * serves, who may not read centres at all (an id they cannot open would only tell them it exists).
 */
export async function publishServiceCenterChanged(db: Pick<Db, 'execute'>, change: ServiceCenterChange): Promise<void> {
  const event: AppEvent = {
    id: randomUUID(),
    type: SERVICE_CENTER_CHANGED,
    data: {
      kind: change.kind,
      serviceCenterId: change.serviceCenterId,
      ...(change.technicianId ? { technicianId: change.technicianId } : {}),
    },
    audience: { admins: true, userIds: [...new Set(change.userIds)] },
  };
  await db.execute(sql`select pg_notify(${APP_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
