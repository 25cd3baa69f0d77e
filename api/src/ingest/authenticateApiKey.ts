import { apiKeyRepository } from '../apiKeys/apiKeyRepository.ts';
import type { Db } from '../db/client.ts';
import { unauthenticated } from '../errors.ts';
import { hashApiKey, looksLikeApiKey } from './apiKeySecret.ts';

export interface ApiKeyPrincipal {
  id: string;
  organizationId: string;
  /** The group whose devices alone it reports for; null: every device of the organisation. */
  groupId: string | null;
  /** The network whose devices alone it reports for; null: any. */
  network: string | null;
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
  const keys = apiKeyRepository(db);
  const row = await keys.findActiveByHash(hashApiKey(key));
  if (!row) throw unauthenticated('ingest.invalidApiKey');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) await keys.touchLastUsed(row.id, now);
  return { id: row.id, organizationId: row.organizationId, groupId: row.groupId, network: row.network };
}
