import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

export const deviceModels: NonNullable<QueryResolvers['deviceModels']> = (_parent, _args, ctx) => ctx.loaders.deviceModelList.load('all');
