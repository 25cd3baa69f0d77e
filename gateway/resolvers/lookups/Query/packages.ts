import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const packages: NonNullable<QueryResolvers['packages']> = (_parent, _args, ctx) => ctx.loaders.packageList.load('all');
