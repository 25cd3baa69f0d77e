import { createHash, randomBytes } from 'node:crypto';

/** Keys look like `fs_1a2b3c4d_<43 base64url chars>`: a readable prefix, then 32 random bytes. */
const KEY_PATTERN = /^fs_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  /** The whole key: shown to its creator once, never stored. */
  key: string;
  /** `fs_<8 hex>`, stored and listed so people can tell their keys apart. */
  prefix: string;
  /** sha-256 of the key (hex), what the database keeps and looks keys up by. */
  hash: string;
}

export function generateApiKey(): NewApiKey {
  const prefix = `fs_${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/**
 * A plain sha-256 suffices (unlike passwords): the key has 256 random bits, so it cannot be
 * guessed from its hash, and looking it up by an indexed hash compares no secret byte by byte.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Cheap shape check before touching the database. */
export const looksLikeApiKey = (value: string): boolean => KEY_PATTERN.test(value);
