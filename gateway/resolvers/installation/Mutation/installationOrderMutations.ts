import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../src/context.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { inputFieldNames } from '../../devices/Mutation/deviceInput.ts';
import { definedOnly, globalIdOf, optional, technicianIdOf } from '../../service/serviceInput.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshInstallation } from '../refreshInstallation.ts';

/** The API's body field names as the GraphQL inputs spell them. */
export const installationFieldNames = (error: unknown) =>
  inputFieldNames(error, {
    owner: 'ownerId',
    serviceCenter: 'serviceCenterId',
    technician: 'technicianId',
    types: 'deviceTypeIds',
    models: 'deviceModelIds',
    devices: 'deviceIds',
  });

// Lists of ids are capped here too (as the API caps them), so a huge list is refused before it is decoded.
const ids = (type: Parameters<typeof globalIdOf>[0], max: number) => z.array(globalIdOf(type)).max(max);

// Ids and shapes are checked here; lengths, days, states and who may do what are the API's rules.
const createInput = z.object({
  name: z.string(),
  ownerId: globalIdOf('Organization'),
  note: optional(z.string()),
  serviceCenterId: optional(globalIdOf('ServiceCenter')),
  technicianId: optional(technicianIdOf),
  dueDate: optional(z.string()),
  deviceTypeIds: optional(ids('DeviceTypeCategory', 20)),
  deviceModelIds: optional(ids('DeviceModel', 100)),
  deviceIds: optional(ids('Device', 100)),
});

const updateInput = z.object({
  id: globalIdOf('InstallationOrder'),
  name: optional(z.string()),
  ownerId: optional(globalIdOf('Organization')),
  // For these, null clears: kept apart from "omitted".
  note: z.string().nullish(),
  serviceCenterId: globalIdOf('ServiceCenter').nullish(),
  technicianId: technicianIdOf.nullish(),
  dueDate: z.string().nullish(),
  deviceTypeIds: optional(ids('DeviceTypeCategory', 20)),
  deviceModelIds: optional(ids('DeviceModel', 100)),
});

const idInput = z.object({ id: globalIdOf('InstallationOrder') });
const deleteInput = z.object({ id: globalIdOf('InstallationOrder'), confirmInstalledDevices: z.boolean().nullish() });
const addDevicesInput = z.object({ id: globalIdOf('InstallationOrder'), deviceIds: ids('Device', 100) });

/** The written order, with later reads of the operation refreshed. */
function written<T>(ctx: GatewayContext, installationOrder: T) {
  refreshInstallation(ctx);
  return { installationOrder };
}

export const createInstallationOrder: NonNullable<MutationResolvers['createInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const parsed = parseInput(createInput, input);
  const body = definedOnly({
    name: parsed.name,
    owner: parsed.ownerId,
    note: parsed.note,
    serviceCenter: parsed.serviceCenterId,
    technician: parsed.technicianId?.technicianId,
    dueDate: parsed.dueDate,
    types: parsed.deviceTypeIds,
    models: parsed.deviceModelIds,
    devices: parsed.deviceIds,
  });
  try {
    return written(ctx, unwrap(await ctx.api.POST('/api/v1/installation', { body })));
  } catch (error) {
    throw installationFieldNames(error);
  }
};

export const updateInstallationOrder: NonNullable<MutationResolvers['updateInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, ...parsed } = parseInput(updateInput, input);
  const body = definedOnly({
    name: parsed.name,
    owner: parsed.ownerId,
    note: parsed.note,
    serviceCenter: parsed.serviceCenterId,
    technician: parsed.technicianId === null ? null : parsed.technicianId?.technicianId,
    dueDate: parsed.dueDate,
    types: parsed.deviceTypeIds,
    models: parsed.deviceModelIds,
  });
  try {
    return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/installation/{id}', { params: { path: { id } }, body })));
  } catch (error) {
    throw installationFieldNames(error);
  }
};

export const startInstallationOrder: NonNullable<MutationResolvers['startInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  return written(ctx, unwrap(await ctx.api.POST('/api/v1/installation/{id}/start', { params: { path: { id } } })));
};

export const completeInstallationOrder: NonNullable<MutationResolvers['completeInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/installation/{id}/complete', { params: { path: { id } } })));
};

export const archiveInstallationOrder: NonNullable<MutationResolvers['archiveInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/installation/{id}/archive', { params: { path: { id } } })));
};

export const deleteInstallationOrder: NonNullable<MutationResolvers['deleteInstallationOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, confirmInstalledDevices } = parseInput(deleteInput, input);
  unwrap(
    await ctx.api.DELETE('/api/v1/installation/{id}', {
      params: { path: { id }, query: { confirm: confirmInstalledDevices ? 'true' : 'false' } },
    }),
  );
  refreshInstallation(ctx);
  return { deletedInstallationOrderId: toGlobalId('InstallationOrder', id) };
};

export const addInstallationOrderDevices: NonNullable<MutationResolvers['addInstallationOrderDevices']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, deviceIds } = parseInput(addDevicesInput, input);
  try {
    unwrap(await ctx.api.POST('/api/v1/installation/{id}/devices', { params: { path: { id } }, body: { devices: deviceIds } }));
  } catch (error) {
    throw installationFieldNames(error);
  }
  refreshInstallation(ctx);
  const installationOrder = await ctx.loaders.installationOrdersById.load(id);
  if (!installationOrder) throw new Error('the order was added to but cannot be read back');
  return { installationOrder };
};
