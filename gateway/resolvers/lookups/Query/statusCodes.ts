import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const statusCodes: NonNullable<QueryResolvers['statusCodes']> = (_parent, _args, ctx) => ctx.loaders.statusCodeList.load('all');
