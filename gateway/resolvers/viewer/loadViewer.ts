import type { GatewayContext } from '../../src/context.ts';
import type { ViewerSource } from '../../src/mappers.ts';

/**
 * The caller's viewer: null without a token ("signed out"); an UNAUTHENTICATED error when the API
 * rejects the token ("token rejected"), so the web can drop it and say why.
 */
export async function loadViewer(ctx: GatewayContext): Promise<ViewerSource | null> {
  if (!ctx.token) return null;
  const me = await ctx.loaders.meByToken.load(ctx.token);
  // Later `User` lookups of the same id are then free.
  ctx.loaders.usersById.prime(me._id, me);
  return { userId: me._id };
}
