import { decodeToken } from './decodeToken';

export type TokenStatus = 'valid' | 'expired' | 'notYetValid' | 'malformed';

/**
 * Classifies a stored token by its `exp` and `nbf` claims. A token that is only not yet valid is
 * kept: the server's clock may simply be a little ahead of ours, so it becomes usable shortly.
 */
export function tokenStatus(token: string, nowMs: number = Date.now()): TokenStatus {
  const claims = decodeToken(token);
  if (!claims) return 'malformed';
  const now = nowMs / 1000;
  if (claims.exp !== undefined && claims.exp <= now) return 'expired';
  if (claims.nbf !== undefined && claims.nbf > now) return 'notYetValid';
  return 'valid';
}

/** Milliseconds until a not-yet-valid token becomes valid (0 when it already is). */
export function msUntilValid(token: string, nowMs: number = Date.now()): number {
  const nbf = decodeToken(token)?.nbf;
  return nbf === undefined ? 0 : Math.max(0, nbf * 1000 - nowMs);
}
