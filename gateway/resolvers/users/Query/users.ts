import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { tablePageRequest } from '../../../src/pagination/tablePageRequest.ts';
import { restIdParam } from '../../../src/restIdsOf.ts';

const sortByField = { NAME: 'name', EMAIL: 'email', CREATED_AT: 'createdAt' } as const;

// One upstream call per page (GET /users); every field of a row comes with it.
export const users: NonNullable<QueryResolvers['users']> = async (_parent, { filter, orderBy, first, after, page }, ctx) => {
  const request = tablePageRequest(first, after, page);
  const search = filter?.search?.trim();
  const organizationIds = filter?.organizationIds?.length ? restIdParam(filter.organizationIds, 'Organization', 'filter.organizationIds') : undefined;
  const field = sortByField[orderBy?.field ?? 'NAME'];
  const result = await ctx.loaders.userPagesByQuery.load({
    ...(search ? { search } : {}),
    ...(typeof filter?.isActive === 'boolean' ? { isActive: filter.isActive ? 'true' : 'false' } : {}),
    ...(organizationIds ? { organizationIds } : {}),
    sort: orderBy?.direction === 'DESC' ? `-${field}` : field,
    page: request.page,
    perPage: request.perPage,
  });
  for (const user of result.data) ctx.loaders.usersById.prime(user._id, user);
  return connectionFromPage(result.data, request, result.total);
};
