import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { unauthenticated } from '../errors.ts';
import { hashApiKey, looksLikeApiKey } from './apiKeySecret.ts';

const { apiKeys } = schema;

export interface ApiKeyPrincipal {
  id: string;
  organizationId: string;
}

/** `last_used_at` is written at most this often per key, so busy keys cost no write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The organisation behind an `X-Api-Key` header, or UNAUTHENTICATED when the key is missing,
 * malformed, unknown or revoked. Looked up by the key's sha-256 through a unique index.
 */
export async function authenticateApiKey(db: Db, header: string | string[] | undefined, now = new Date()): Promise<ApiKeyPrincipal> {
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key || !looksLikeApiKey(key)) throw unauthenticated('ingest.invalidApiKey');
  const [row] = await db
    .select({ id: apiKeys.id, organizationId: apiKeys.organizationId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) throw unauthenticated('ingest.invalidApiKey');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // The condition repeats the check in SQL so concurrent requests write it once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`)),
        ),
      );
  }
  return { id: row.id, organizationId: row.organizationId };
}
