import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

const { releaseNotificationReads: reads, releaseNotifications: notifications } = schema;

/** Release notifications and who has read them. */
export function releaseNotificationRepository(db: Db) {
  return {
    /** The notifications `userId` has not read, newest first. */
    async listUnread(userId: string) {
      return db
        .select({
          id: notifications.id,
          releaseVersion: notifications.releaseVersion,
          title: notifications.title,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .leftJoin(reads, and(eq(reads.notificationId, notifications.id), eq(reads.userId, userId)))
        .where(isNull(reads.notificationId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)).limit(1);
      return Boolean(row);
    },

    /** Marks a notification read for a user; true when it was unread until now. */
    async markRead(id: string, userId: string): Promise<boolean> {
      const inserted = await db
        .insert(reads)
        .values({ notificationId: id, userId })
        .onConflictDoNothing()
        .returning({ notificationId: reads.notificationId });
      return inserted.length > 0;
    },
  };
}
