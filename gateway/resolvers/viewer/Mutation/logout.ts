import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../requireToken.ts';

export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _args, ctx) => {
  requireToken(ctx);
  const { ok } = unwrap(await ctx.api.POST('/api/v1/auth/logout'));
  return { ok };
};
