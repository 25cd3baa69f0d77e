const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the given claims: the client never verifies signatures, only reads times. */
export function makeToken(claims: { exp?: number; nbf?: number; sub?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'user-1', nbf: now - 60, exp: now + 3600, ...claims })}.signature`;
}
