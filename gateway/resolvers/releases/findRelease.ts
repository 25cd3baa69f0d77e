import type { GatewayContext } from '../../src/context.ts';
import type { ReleaseDto } from '../../src/releaseSources.ts';

/**
 * The API reads releases as a list only, so a release is found among the newest hundred (a page the
 * release list shares through its loader); an older one does not resolve by id.
 */
export async function findRelease(ctx: GatewayContext, id: string): Promise<ReleaseDto | null> {
  if (!ctx.token) return null;
  const page = await ctx.loaders.releasePagesByQuery.load({ page: 1, perPage: 100 });
  return page.data.find((release) => release._id === id) ?? null;
}
