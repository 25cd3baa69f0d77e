import type { TechnicianResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import { isTechnicianDto, type TechnicianDto, type TechnicianSource } from '../../src/serviceSources.ts';
import { whenResolved } from '../../src/whenResolved.ts';
import { technicianGlobalId } from './technicianIds.ts';

/** The technician's record: the parent (a centre's list), or from the one call per centre an order's technicians share. */
function recordOf(technician: TechnicianSource, ctx: GatewayContext): TechnicianDto | Promise<TechnicianDto> {
  if (isTechnicianDto(technician)) return technician;
  return ctx.loaders.techniciansByKey.load({ serviceCenterId: technician.serviceCenterId, technicianId: technician._id }).then((record) => {
    if (!record) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return record;
  });
}

const fromRecord =
  <T>(pick: (record: TechnicianDto) => T) =>
  (technician: TechnicianSource, _args: unknown, ctx: GatewayContext) =>
    whenResolved(recordOf(technician, ctx), pick);

export const Technician: TechnicianResolvers = {
  id: (technician) => technicianGlobalId(technician.serviceCenterId, technician._id),
  technicianId: (technician) => technician._id,
  // The centre's name is in the list of centres (one call per request), not in the technician.
  serviceCenter: async (technician, _args, ctx) => {
    const center = await ctx.loaders.serviceCentersById.load(technician.serviceCenterId);
    if (!center) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return center;
  },
  name: (technician) => technician.name,
  isActive: (technician) => technician.isActive,
  user: fromRecord(({ user: { _id, ...user } }) => ({ userId: _id, ...user })),
  // The models' records come from the model list, one call per request whatever the number of technicians.
  models: async (technician, _args, ctx) => {
    const record = await recordOf(technician, ctx);
    const models = await Promise.all(record.models.map((model) => ctx.loaders.deviceModelsById.load(model._id)));
    return models.filter((model) => model !== null);
  },
  openOrderCount: fromRecord((record) => record.openOrderCount),
  createdAt: fromRecord((record) => record.createdAt),
  updatedAt: fromRecord((record) => record.updatedAt),
};
