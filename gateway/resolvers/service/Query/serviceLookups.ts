import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

// Each a short fixed list: one call per request however often it is asked for.
export const serviceOrderStatuses: NonNullable<QueryResolvers['serviceOrderStatuses']> = (_parent, _args, ctx) => ctx.loaders.serviceOrderStatusList.load('all');

export const serviceSolutions: NonNullable<QueryResolvers['serviceSolutions']> = async (_parent, _args, ctx) =>
  (await ctx.loaders.serviceSolutionList.load('all')).map(({ _id, slug, name }) => ({ solutionId: _id, slug, name }));

export const serviceCauses: NonNullable<QueryResolvers['serviceCauses']> = (_parent, _args, ctx) => ctx.loaders.serviceCauseList.load('all');

export const serviceOrderOwners: NonNullable<QueryResolvers['serviceOrderOwners']> = (_parent, _args, ctx) => ctx.loaders.serviceOrderOwnerList.load('all');
