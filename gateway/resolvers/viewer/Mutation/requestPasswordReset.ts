import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';

const requestPasswordResetInput = z.object({
  email: z.string().trim().min(1).max(320),
  language: z.enum(['da', 'en']).nullish().transform((v) => v ?? undefined),
});

export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = async (_parent, { input }, ctx) => {
  const body = parseInput(requestPasswordResetInput, input);
  const { ok } = unwrap(await ctx.api.POST('/api/v1/auth/password/reset', { body }));
  return { ok };
};
