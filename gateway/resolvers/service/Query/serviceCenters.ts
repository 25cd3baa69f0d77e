import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';
import { perPageText, tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';

const sortOf = { NAME: 'name', CREATED_AT: 'createdAt' } as const;

// One upstream call per page; every field of a row comes with it.
export const serviceCenters: NonNullable<QueryResolvers['serviceCenters']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = tablePageRequest(first, after, page);
  const search = filter?.search?.trim();
  const organizationIds = filter?.organizationIds?.length ? restIdParam(filter.organizationIds, 'Organization', 'filter.organizationIds') : undefined;
  const result = await ctx.loaders.serviceCenterPagesByQuery.load({
    ...(search ? { search } : {}),
    ...(typeof filter?.isActive === 'boolean' ? { isActive: filter.isActive ? 'true' : 'false' } : {}),
    ...(organizationIds ? { organizationIds } : {}),
    ...(orderBy ? { sort: `${orderBy.direction === 'DESC' ? '-' : ''}${sortOf[orderBy.field]}` as const } : {}),
    page: request.page,
    perPage: perPageText(request.perPage),
  });
  return connectionFromPage(result.data, request, result.total);
};
