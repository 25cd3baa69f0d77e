import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** A random one-time token; only its sha-256 hash is stored, so a database leak reveals no link. */
export function createResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
