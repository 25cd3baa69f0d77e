import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { perPageText, tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

// One upstream call per page (GET /technicians); every field of a row comes with it.
export const technicians: NonNullable<QueryResolvers['technicians']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = tablePageRequest(first, after, page);
  const search = filter?.search?.trim();
  const serviceCenterIds = filter?.serviceCenterIds?.length ? restIdParam(filter.serviceCenterIds, 'ServiceCenter', 'filter.serviceCenterIds') : undefined;
  const modelIds = filter?.deviceModelIds?.length ? restIdParam(filter.deviceModelIds, 'DeviceModel', 'filter.deviceModelIds') : undefined;
  const result = await ctx.loaders.allTechnicianPagesByQuery.load({
    ...(search ? { search } : {}),
    ...(typeof filter?.isActive === 'boolean' ? { isActive: filter.isActive ? 'true' : 'false' } : {}),
    ...(serviceCenterIds ? { serviceCenterIds } : {}),
    ...(modelIds ? { modelIds } : {}),
    ...(orderBy?.direction === 'DESC' ? { sort: '-name' as const } : {}),
    page: request.page,
    perPage: perPageText(request.perPage),
  });
  return connectionFromPage(result.data, request, result.total);
};
