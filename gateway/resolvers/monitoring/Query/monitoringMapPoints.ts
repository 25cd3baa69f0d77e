import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { monitoringQuery } from '../monitoringQuery.ts';

export const monitoringMapPoints: NonNullable<QueryResolvers['monitoringMapPoints']> = (_parent, { filter }, ctx) =>
  ctx.loaders.monitoringMapPointsByQuery.load(monitoringQuery(filter));
