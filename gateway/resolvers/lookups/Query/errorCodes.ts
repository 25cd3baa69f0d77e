import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const errorCodes: NonNullable<QueryResolvers['errorCodes']> = (_parent, _args, ctx) => ctx.loaders.errorCodeList.load('all');
