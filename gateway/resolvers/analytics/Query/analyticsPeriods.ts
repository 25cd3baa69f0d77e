import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';

// Named by the API in the caller's language (Accept-Language is forwarded).
export const analyticsPeriods: NonNullable<QueryResolvers['analyticsPeriods']> = async (_parent, _args, ctx) =>
  (await ctx.loaders.analyticsPeriodList.load('all')).map(({ _id, name }) => ({ key: _id, name }));
