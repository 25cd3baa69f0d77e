import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { DeviceSearchQuery } from '../../../src/loaders/deviceLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../../src/pagination/pageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

// One upstream call per page: the API narrows, scopes (`read Device`) and counts.
export const deviceSearch: NonNullable<QueryResolvers['deviceSearch']> = async (_parent, { search, organizationIds, deviceTypeCategoryIds, deviceModelIds, lifecycles, first, after }, ctx) => {
  const request = pageRequest(first, after, 20);
  const orgIds = organizationIds?.length ? restIdParam(organizationIds, 'Organization', 'organizationIds') : undefined;
  const text = search?.trim();
  // The dashboard's device picker searches among the devices its type and model filter matches.
  const types = deviceTypeCategoryIds?.length ? restIdParam(deviceTypeCategoryIds, 'DeviceTypeCategory', 'deviceTypeCategoryIds') : undefined;
  const models = deviceModelIds?.length ? restIdParam(deviceModelIds, 'DeviceModel', 'deviceModelIds') : undefined;
  const query: DeviceSearchQuery = {
    ...(text ? { search: text } : {}),
    ...(orgIds ? { orgIds } : {}),
    ...(types ? { deviceTypeCategoryIds: types } : {}),
    ...(models ? { deviceModelIds: models } : {}),
    ...(lifecycles?.length ? { lifecycle: [...new Set(lifecycles)].map((l) => l.toLowerCase()).join(',') } : {}),
    page: request.page,
    perPage: request.perPage,
  };
  const page = await ctx.loaders.devicePagesByQuery.load(query);
  return connectionFromPage(page.data, request, page.total);
};
