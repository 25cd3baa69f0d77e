import type { OrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { perPageText, tablePageRequest } from '../../src/pagination/tablePageRequest.ts';
import { restIdsOf } from '../../src/restIdsOf.ts';

const sortOf = {
  CREATED_AT: 'createdAt',
  START_DATE: 'startDate',
  PROJECT_ID: 'projectId',
  DEBITOR_NUMBER: 'debitorNumber',
  PRICE_PER_DEVICE_MONTH: 'pricePerDeviceMonth',
  DEVICE_COUNT: 'deviceCount',
} as const;

/** `Organization.contracts`: one upstream call per page (kept apart from the organisation's own resolvers). */
export const OrganizationContracts: Pick<OrganizationResolvers, 'contracts'> = {
  contracts: async (org, { filter, orderBy, first, after, page }, ctx) => {
    const request = tablePageRequest(first, after, page);
    const search = filter?.search?.trim();
    const packageIds = filter?.packageIds?.length ? [...new Set(restIdsOf(filter.packageIds, 'Package', 'filter.packageIds'))] : undefined;
    const result = await ctx.loaders.contractPagesByQuery.load({
      orgId: org._id,
      ...(search ? { search } : {}),
      ...(packageIds ? { packageIds } : {}),
      ...(orderBy ? { sort: `${orderBy.direction === 'DESC' ? '-' : ''}${sortOf[orderBy.field]}` as const } : {}),
      page: request.page,
      perPage: perPageText(request.perPage),
    });
    return connectionFromPage(result.data, request, result.total);
  },
};
