import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { lifecycleOf } from '../Device.ts';

export const deviceLifecycles: NonNullable<QueryResolvers['deviceLifecycles']> = async (_parent, _args, ctx) =>
  (await ctx.loaders.deviceLifecycles.load('all')).map(({ slug, name, next }) => ({ lifecycle: lifecycleOf(slug), name, next: lifecycleOf(next) }));
