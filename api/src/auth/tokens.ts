import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../errors.ts';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface AccessTokenClaims {
  sub: string;
  jti: string;
  iat: number;
  nbf: number;
  exp: number;
  /** The user's session version when the token was issued; a password reset bumps it. */
  sv: number;
}

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
    if (typeof payload.sv !== 'number') throw new Error('token without a session version');
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthenticated('auth.sessionExpired');
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw unauthenticated('auth.tokenNotYetValid');
    }
    throw unauthenticated('auth.invalidToken');
  }
}
