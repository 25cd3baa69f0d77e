import type { UserResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user._id),
  userId: (user) => user._id,
};
