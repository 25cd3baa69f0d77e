import type { ServiceCenterResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { isServiceCenterDto, type ServiceCenterDto, type ServiceCenterSource } from '../../src/serviceSources.ts';
import { whenResolved } from '../../src/whenResolved.ts';
import { perPageText, tablePageRequest } from '../../src/pagination/tablePageRequest.ts';

/**
 * The centre's record: the parent itself (a list row), or, for a centre an order names, from the
 * one call for every centre the viewer may read. NOT_FOUND at the field when the viewer sees the
 * centre on an order but may not read it (a member whose rules do not reach it).
 */
function recordOf(center: ServiceCenterSource, ctx: GatewayContext): ServiceCenterDto | Promise<ServiceCenterDto> {
  if (isServiceCenterDto(center)) return center;
  return ctx.loaders.serviceCentersById.load(center._id).then((record) => {
    if (!record) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return record;
  });
}

const fromRecord =
  <T>(pick: (record: ServiceCenterDto) => T) =>
  (center: ServiceCenterSource, _args: unknown, ctx: GatewayContext) =>
    whenResolved(recordOf(center, ctx), pick);

export const ServiceCenter: ServiceCenterResolvers = {
  id: (center) => toGlobalId('ServiceCenter', center._id),
  serviceCenterId: (center) => center._id,
  name: (center) => center.name,
  address: fromRecord((record) => record.address),
  geo: fromRecord((record) => record.geo),
  isActive: fromRecord((record) => record.isActive),
  users: fromRecord((record) => record.users.map(({ _id, ...user }) => ({ userId: _id, userNodeId: toGlobalId('User', _id), ...user }))),
  organizations: fromRecord((record) => record.organizations),
  technicianCount: fromRecord((record) => record.technicianCount),
  openOrderCount: fromRecord((record) => record.openOrderCount),
  createdAt: fromRecord((record) => record.createdAt),
  updatedAt: fromRecord((record) => record.updatedAt),
  technicians: async (center, { filter, first, after, page }, ctx) => {
    const request = tablePageRequest(first, after, page);
    const search = filter?.search?.trim();
    const result = await ctx.loaders.technicianPagesByQuery.load({
      serviceCenterId: center._id,
      ...(search ? { search } : {}),
      ...(typeof filter?.isActive === 'boolean' ? { isActive: filter.isActive ? 'true' : 'false' } : {}),
      page: request.page,
      perPage: perPageText(request.perPage),
    });
    return connectionFromPage(result.data, request, result.total);
  },
};
