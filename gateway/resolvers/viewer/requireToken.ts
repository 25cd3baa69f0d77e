import type { GatewayContext } from '../../src/context.ts';
import { unauthenticated } from '../../src/errors.ts';

/** The caller's token, for operations that make no sense signed out. */
export function requireToken(ctx: GatewayContext): string {
  if (!ctx.token) throw unauthenticated();
  return ctx.token;
}
