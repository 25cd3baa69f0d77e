import { and, asc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { NetworkType } from '../db/schema/networkTypes.ts';
import { invalidField } from '../organizations/invalidField.ts';

const { apiKeys, groups } = schema;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Organisations' API keys (only their hashes are stored). */
export function apiKeyRepository(db: Db) {
  return {
    /**
     * Stores a new key (its hash) and audits who created it, in one transaction. A group it is
     * limited to must be the organisation's (400 on `groupId`); the group's row is share-locked, so a
     * delete of the group at the same moment either waits for the key (and refuses) or comes first.
     */
    async create(key: {
      organizationId: string;
      name: string;
      keyPrefix: string;
      keyHash: string;
      createdBy: string;
      groupId?: string | null;
      network?: NetworkType | null;
    }): Promise<ApiKeyRow> {
      return db.transaction(async (tx) => {
        if (key.groupId) {
          const [group] = await tx
            .select({ id: groups.id })
            .from(groups)
            .where(and(eq(groups.id, key.groupId), eq(groups.organizationId, key.organizationId)))
            .for('share');
          if (!group) throw invalidField('groupId', 'apiKey.unknownGroup');
        }
        const [row] = await tx.insert(apiKeys).values(key).returning();
        await writeAudit(tx, {
          actorUserId: key.createdBy,
          organizationId: key.organizationId,
          action: 'apiKey.create',
          subject: 'ApiKey',
          subjectId: row!.id,
          changes: {
            name: { before: null, after: row!.name },
            prefix: { before: null, after: row!.keyPrefix },
            groupId: { before: null, after: row!.groupId },
            network: { before: null, after: row!.network },
          },
        });
        return row!;
      });
    },

    /** An organisation's keys, oldest first, revoked ones included, with the name of the group each is limited to. */
    async listOfOrganization(organizationId: string): Promise<(ApiKeyRow & { groupName: string | null })[]> {
      return db
        .select({ ...getTableColumns(apiKeys), groupName: groups.name })
        .from(apiKeys)
        .leftJoin(groups, eq(groups.id, apiKeys.groupId))
        .where(eq(apiKeys.organizationId, organizationId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
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
        await writeAudit(tx, { actorUserId, organizationId, action: 'apiKey.revoke', subject: 'ApiKey', subjectId: id, changes: { revokedAt: { before: null, after: new Date().toISOString() } } });
        return true;
      });
    },

    /** The unrevoked key with this sha-256, through the unique index on the hash. */
    async findActiveByHash(keyHash: string): Promise<Pick<ApiKeyRow, 'id' | 'organizationId' | 'lastUsedAt' | 'groupId' | 'network'> | undefined> {
      const [row] = await db
        .select({ id: apiKeys.id, organizationId: apiKeys.organizationId, lastUsedAt: apiKeys.lastUsedAt, groupId: apiKeys.groupId, network: apiKeys.network })
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
