import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';

const loginInput = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

// Wrong credentials: the API answers 401, which maps to UNAUTHENTICATED with the API's message.
export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, ctx) => {
  const body = parseInput(loginInput, input);
  const { token, user } = unwrap(await ctx.api.POST('/api/v1/auth/login', { body }));
  ctx.loaders.usersById.prime(user._id, user);
  return { token, user };
};
