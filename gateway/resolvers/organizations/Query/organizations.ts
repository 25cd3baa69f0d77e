import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const organizations: NonNullable<QueryResolvers['organizations']> = (_parent, _args, ctx) => ctx.loaders.organizationList.load('all');
