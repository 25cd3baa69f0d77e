import { z } from 'zod';

const claimsSchema = z.looseObject({
  exp: z.number().optional(),
  nbf: z.number().optional(),
  sub: z.string().optional(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;

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
