import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { unauthenticated } from '../errors.ts';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** The claims of our access tokens; a signed token with anything else in them is refused all the same. */
const accessTokenClaimsSchema = z.object({
  sub: z.guid(),
  jti: z.string().min(1).max(100),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
  /** The user's session version when the token was issued; a password reset bumps it. */
  sv: z.number().int(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  sessionVersion: number,
  now: Date = new Date(),
): Promise<{ token: string; claims: AccessTokenClaims }> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    sub: userId,
    jti: randomUUID(),
    iat,
    nbf: iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    sv: sessionVersion,
  };
  const token = await new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setNotBefore(claims.nbf)
    .setExpirationTime(claims.exp)
    .sign(secret);
  return { token, claims };
}

/** Verifies signature, `exp` and `nbf`; every failure is the same 401 to the client. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'exp', 'nbf', 'iat'],
    });
    // Signed by us, but checked all the same: a user id that is not one must not reach the database.
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new Error('token with unexpected claims');
    return claims.data;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthenticated('auth.sessionExpired');
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw unauthenticated('auth.tokenNotYetValid');
    }
    throw unauthenticated('auth.invalidToken');
  }
}
