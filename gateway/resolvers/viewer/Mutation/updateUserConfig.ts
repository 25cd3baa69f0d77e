import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../requireToken.ts';

// GraphQL `null` means "leave as is", like an omitted field; the range rules are the API's.
const updateUserConfigInput = z.object({
  language: z.enum(['da', 'en']).nullish().transform((v) => v ?? undefined),
  utcOffset: z.number().int().nullish().transform((v) => v ?? undefined),
});

export const updateUserConfig: NonNullable<MutationResolvers['updateUserConfig']> = async (_parent, { input }, ctx) => {
  const token = requireToken(ctx);
  const body = parseInput(updateUserConfigInput, input);
  const config = unwrap(await ctx.api.PATCH('/api/v1/users/config', { body }));
  ctx.loaders.userConfigsByToken.clear(token).prime(token, config);
  return { config };
};
