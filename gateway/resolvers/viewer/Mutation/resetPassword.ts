import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';

// The password rules themselves are the API's; this only keeps absurd payloads from going upstream.
const resetPasswordInput = z.object({
  token: z.string().min(1).max(2048),
  password: z.string().max(1024),
});

export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (_parent, { input }, ctx) => {
  const body = parseInput(resetPasswordInput, input);
  const { ok } = unwrap(await ctx.api.POST('/api/v1/auth/password/new', { body }));
  return { ok };
};
