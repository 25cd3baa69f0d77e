import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { isUniqueViolation } from '../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { publishReleasePublished } from '../events/releasePublished.ts';
import type { Language } from '../i18n/Language.ts';
import { pageOffset } from '../schemas/common.ts';
import type { ReleaseCreate, ReleaseDto } from './releaseSchemas.ts';

const { releaseNotificationReads: reads, releaseNotifications: notifications } = schema;

const versionTaken = (version: string) =>
  new AppError(ErrorCode.CONFLICT, 'release.versionTaken', {
    params: { version },
    fields: [{ field: 'releaseVersion', message: { id: 'release.versionTaken', params: { version } } }],
  });

/** Releases matching `where`, newest first, as the API answers them. */
async function releasesWhere(db: Db, where: SQL, userId: string, language: Language, limit: number, offset: number): Promise<ReleaseDto[]> {
  const { rows } = await db.execute<{
    id: string;
    release_version: string | null;
    title: string;
    notes_da: string | null;
    notes_en: string | null;
    created_at: Date | string;
    creator_id: string | null;
    creator_name: string | null;
    read: boolean;
  }>(sql`
    select n.id, n.release_version, n.title, n.notes_da, n.notes_en, n.created_at,
      u.id as creator_id, trim(u.first_name || ' ' || u.last_name) as creator_name,
      exists (select 1 from release_notification_reads r where r.notification_id = n.id and r.user_id = ${userId}) as read
    from release_notifications n left join users u on u.id = n.created_by
    where ${where}
    order by n.created_at desc, n.id desc
    limit ${limit} offset ${offset}`);
  return rows.map((row) => ({
    _id: row.id,
    releaseVersion: row.release_version,
    title: row.title,
    notes: (language === 'da' ? (row.notes_da ?? row.notes_en) : (row.notes_en ?? row.notes_da)) ?? null,
    notesDa: row.notes_da,
    notesEn: row.notes_en,
    createdBy: row.creator_id ? { _id: row.creator_id, name: row.creator_name ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    read: Boolean(row.read),
  }));
}

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

    /**
     * A page of every release, newest first (release_notifications_created_at_idx), with its notes
     * in `language` (the other language's when it has none) and whether `userId` has read it.
     */
    async page(userId: string, language: Language, page: number, perPage: number): Promise<{ data: ReleaseDto[]; total: number }> {
      const [data, count] = await Promise.all([
        releasesWhere(db, sql`true`, userId, language, perPage, pageOffset(page, perPage)),
        db.execute<{ total: number }>(sql`select count(*)::int as total from release_notifications`),
      ]);
      return { data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** One release as `page` lists it; undefined when there is none. */
    async get(id: string, userId: string, language: Language): Promise<ReleaseDto | undefined> {
      const [release] = await releasesWhere(db, sql`n.id = ${id}`, userId, language, 1, 0);
      return release;
    },

    /**
     * Publishes a release: its notification (unread by everyone, the publisher included), an audit
     * entry and the event that shows every signed-in user's banner, in one transaction. 409 when the
     * version was announced before. Returns its id.
     */
    async publish(input: ReleaseCreate, userId: string): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.releaseVersion, input.releaseVersion));
          if (taken) throw versionTaken(input.releaseVersion);
          const [row] = await tx
            .insert(notifications)
            .values({
              releaseVersion: input.releaseVersion,
              title: `Version ${input.releaseVersion}`,
              notesDa: input.notesDa,
              notesEn: input.notesEn,
              createdBy: userId,
            })
            .returning({ id: notifications.id });
          const id = row!.id;
          await writeAudit(tx, {
            actorUserId: userId,
            action: 'release.create',
            subject: 'Release',
            subjectId: id,
            changes: {
              releaseVersion: { before: null, after: input.releaseVersion },
              notesDa: { before: null, after: input.notesDa },
              notesEn: { before: null, after: input.notesEn },
            },
          });
          await publishReleasePublished(tx, id);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw versionTaken(input.releaseVersion);
        throw error;
      }
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
