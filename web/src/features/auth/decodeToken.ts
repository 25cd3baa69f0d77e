export type TokenClaims = { exp?: number; nbf?: number; sub?: string; [claim: string]: unknown };

// Checked by hand: this runs before the first render, which should not wait for a schema library.
function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { exp, nbf, sub } = value as Record<string, unknown>;
  return (exp === undefined || typeof exp === 'number') && (nbf === undefined || typeof nbf === 'number') && (sub === undefined || typeof sub === 'string');
}

/** Reads a JWT's payload without verifying it: the server verifies, the client only needs the times. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}
