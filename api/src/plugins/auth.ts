import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokenClaims, verifyAccessToken } from '../auth/tokens.ts';
import { unauthenticated } from '../errors.ts';
import { userRepository } from '../users/userRepository.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: 'da' | 'en';
  utcOffset: number;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable without a bearer token (login, password reset, health, docs). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: AuthUser;
    tokenClaims: AccessTokenClaims;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Resolves the bearer token of a request to its user, or throws UNAUTHENTICATED. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated('error.unauthenticated');
  const claims = await verifyAccessToken(app.jwtSecret, token);
  // One round trip: the user, and whether this token was revoked by a logout.
  const user = await userRepository(app.db).findSession(claims.sub, claims.jti);
  if (!user || !user.isActive) throw unauthenticated('auth.accountUnavailable');
  if (user.revoked || user.sessionVersion !== claims.sv) throw unauthenticated('auth.sessionEnded');
  const { isActive: _, revoked: _r, sessionVersion: _s, ...authUser } = user;
  request.user = authUser;
  request.tokenClaims = claims;
}

declare module 'fastify' {
  interface FastifyInstance {
    jwtSecret: Uint8Array;
  }
}

/**
 * Every route needs a valid bearer token unless its config says `public: true`. Checked in
 * onRequest, before the body is read, so anonymous callers cannot make us parse large bodies.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: { jwtSecret: Uint8Array }) {
  app.decorate('jwtSecret', opts.jwtSecret);
  // Set by the hook below on every route that is not public; public routes never read them.
  app.decorateRequest('user');
  app.decorateRequest('tokenClaims');
  app.addHook('onRequest', async (request) => {
    // Secure by default: only routes marked public and the docs page (registered by swagger-ui) are open.
    if (request.is404 || request.routeOptions.config.public || request.routeOptions.url?.startsWith('/api/docs')) return;
    await authenticate(app, request);
  });
}, { name: 'authPlugin' });
