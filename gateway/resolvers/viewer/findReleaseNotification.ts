import type { GatewayContext } from '../../src/context.ts';
import type { ReleaseNotificationDto } from '../../src/mappers.ts';

/**
 * The API lists only unread notifications and has no per-id endpoint, so a notification is found
 * in that (loader-cached) list; once read it no longer resolves.
 */
export async function findReleaseNotification(ctx: GatewayContext, id: string): Promise<ReleaseNotificationDto | null> {
  if (!ctx.token) return null;
  const list = await ctx.loaders.releaseNotificationsByToken.load(ctx.token);
  return list.find((item) => item._id === id) ?? null;
}
