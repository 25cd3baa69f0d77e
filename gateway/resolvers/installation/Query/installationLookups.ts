import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

// Each a short fixed list: one call per request however often it is asked for.
export const installationOrderStatuses: NonNullable<QueryResolvers['installationOrderStatuses']> = (_parent, _args, ctx) =>
  ctx.loaders.installationOrderStatusList.load('all');

export const installationOrderOwners: NonNullable<QueryResolvers['installationOrderOwners']> = (_parent, _args, ctx) =>
  ctx.loaders.installationOrderOwnerList.load('all');

export const installationTechnicians: NonNullable<QueryResolvers['installationTechnicians']> = (_parent, { serviceCenterId }, ctx) =>
  ctx.loaders.installationTechniciansByCenter.load(serviceCenterId ? restIdParam([serviceCenterId], 'ServiceCenter', 'serviceCenterId') : '');
