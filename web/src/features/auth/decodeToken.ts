import * as z from 'zod/mini';

const claimsSchema = z.looseObject({
  exp: z.optional(z.number()),
  nbf: z.optional(z.number()),
  sub: z.optional(z.string()),
});

export type TokenClaims = z.output<typeof claimsSchema>;

/** Reads a JWT's payload without verifying it: the server verifies, the client only needs the times. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const parsed = claimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
