import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const deviceTypeCategories: NonNullable<QueryResolvers['deviceTypeCategories']> = (_parent, _args, ctx) => ctx.loaders.deviceTypeCategoryList.load('all');
