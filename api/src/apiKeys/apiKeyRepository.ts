import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

const { apiKeys } = schema;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Organisations' API keys (only their hashes are stored). */
export function apiKeyRepository(db: Db) {
  return {
    /** Stores a new key (its hash) and audits who created it, in one transaction. */
    async create(key: { organizationId: string; name: string; keyPrefix: string; keyHash: string; createdBy: string }): Promise<ApiKeyRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(apiKeys).values(key).returning();
        await writeAudit(tx, {
          actorUserId: key.createdBy,
          organizationId: key.organizationId,
          action: 'apiKey.create',
          subject: 'ApiKey',
          subjectId: row!.id,
          changes: { name: row!.name, prefix: row!.keyPrefix },
        });
        return row!;
      });
    },

    /** An organisation's keys, oldest first, revoked ones included. */
    async listOfOrganization(organizationId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.organizationId, organizationId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },

    /**
     * Revokes a key of the organisation and audits it, in one transaction: `false` when the
     * organisation has no such key; revoking a revoked key again changes nothing.
     */
    async revoke(organizationId: string, id: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [key] = await tx
          .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId)))
          .limit(1);
        if (!key) return false;
        if (key.revokedAt) return true;
        await tx.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
        await writeAudit(tx, { actorUserId, organizationId, action: 'apiKey.revoke', subject: 'ApiKey', subjectId: id });
        return true;
      });
    },

    /** The unrevoked key with this sha-256, through the unique index on the hash. */
    async findActiveByHash(keyHash: string): Promise<Pick<ApiKeyRow, 'id' | 'organizationId' | 'lastUsedAt'> | undefined> {
      const [row] = await db
        .select({ id: apiKeys.id, organizationId: apiKeys.organizationId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row;
    },

    /** Notes a use; the condition repeats the one-minute resolution in SQL so concurrent requests write it once. */
    async touchLastUsed(id: string, now: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`)),
          ),
        );
    },
  };
}
