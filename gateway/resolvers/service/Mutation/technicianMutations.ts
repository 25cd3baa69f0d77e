import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshService } from '../refreshService.ts';
import { definedOnly, globalIdOf, idList, optional, serviceFieldNames, technicianIdOf } from '../serviceInput.ts';
import { technicianGlobalId } from '../technicianIds.ts';

const addInput = z.object({
  serviceCenterId: globalIdOf('ServiceCenter'),
  userId: globalIdOf('User'),
  deviceModelIds: optional(idList(globalIdOf('DeviceModel'))),
  isActive: optional(z.boolean()),
});

const updateInput = z.object({
  id: technicianIdOf,
  isActive: optional(z.boolean()),
  deviceModelIds: optional(idList(globalIdOf('DeviceModel'))),
});

const idInput = z.object({ id: technicianIdOf });

export const addTechnician: NonNullable<MutationResolvers['addTechnician']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { serviceCenterId, userId, deviceModelIds, isActive } = parseInput(addInput, input);
  try {
    const technician = unwrap(
      await ctx.api.POST('/api/v1/service-centers/{id}/technicians', {
        params: { path: { id: serviceCenterId } },
        body: definedOnly({ userId, modelIds: deviceModelIds, isActive }),
      }),
    );
    refreshService(ctx);
    return { technician };
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const updateTechnician: NonNullable<MutationResolvers['updateTechnician']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, deviceModelIds, isActive } = parseInput(updateInput, input);
  try {
    const technician = unwrap(
      await ctx.api.PATCH('/api/v1/service-centers/{id}/technicians/{technicianId}', {
        params: { path: { id: id.serviceCenterId, technicianId: id.technicianId } },
        body: definedOnly({ modelIds: deviceModelIds, isActive }),
      }),
    );
    refreshService(ctx);
    return { technician };
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const removeTechnician: NonNullable<MutationResolvers['removeTechnician']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  unwrap(
    await ctx.api.DELETE('/api/v1/service-centers/{id}/technicians/{technicianId}', {
      params: { path: { id: id.serviceCenterId, technicianId: id.technicianId } },
    }),
  );
  refreshService(ctx);
  const serviceCenter = await ctx.loaders.serviceCentersById.load(id.serviceCenterId);
  if (!serviceCenter) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { removedTechnicianId: technicianGlobalId(id.serviceCenterId, id.technicianId), serviceCenter };
};
