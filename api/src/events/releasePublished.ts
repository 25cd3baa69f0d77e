import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_EVENTS_CHANNEL, type AppEvent } from './AppEvent.ts';
import { VIEWER_CHANGED } from './eventTypes.ts';

/**
 * A release was published: every signed-in user's viewer changed (a new unread notification), so
 * the event is `viewer.changed` for everyone, and each session refetches its viewer and shows the
 * banner. Through `db`, which may be a transaction: Postgres delivers it on commit only.
 */
export async function publishReleasePublished(db: Pick<Db, 'execute'>, notificationId: string): Promise<void> {
  const event: AppEvent = { id: randomUUID(), type: VIEWER_CHANGED, data: { notificationId }, audience: { everyone: true } };
  await db.execute(sql`select pg_notify(${APP_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
