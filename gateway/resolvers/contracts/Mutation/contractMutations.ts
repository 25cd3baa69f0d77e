import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { inputFieldNames } from '../../devices/Mutation/deviceInput.ts';
import { definedOnly, globalIdOf, optional } from '../../service/serviceInput.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshContracts } from '../refreshContracts.ts';

/** At most this many devices in one write, as the API takes them. */
const MAX_DEVICES = 100;

// Shapes and ids are checked here; formats, ranges and existence are the API's rules (worded in the caller's language).
const deviceIds = z.array(globalIdOf('Device')).max(MAX_DEVICES);

const createInput = z.object({
  organizationId: globalIdOf('Organization'),
  packageId: globalIdOf('Package'),
  startDate: z.string(),
  invoiceFrequencyMonths: optional(z.number().int()),
  projectId: optional(z.string()),
  debitorNumber: optional(z.string()),
  note: optional(z.string()),
  pricePerDeviceMonth: z.string(),
  deviceIds: optional(deviceIds),
});

const updateInput = z.object({
  id: globalIdOf('Contract'),
  packageId: optional(globalIdOf('Package')),
  startDate: optional(z.string()),
  invoiceFrequencyMonths: optional(z.number().int()),
  // Null clears these three: kept apart from "omitted".
  projectId: z.string().nullish(),
  debitorNumber: z.string().nullish(),
  note: z.string().nullish(),
  pricePerDeviceMonth: optional(z.string()),
});

const idInput = z.object({ id: globalIdOf('Contract') });
const addDevicesInput = z.object({ id: globalIdOf('Contract'), deviceIds: deviceIds.min(1) });

/** The API's field names as the inputs spell them. */
const contractFieldNames = (error: unknown) => inputFieldNames(error, { deviceIds: 'deviceIds' });

export const createContract: NonNullable<MutationResolvers['createContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { organizationId, ...fields } = parseInput(createInput, input);
  try {
    const contract = unwrap(
      await ctx.api.POST('/api/v1/organizations/{id}/contracts', { params: { path: { id: organizationId } }, body: definedOnly(fields) }),
    );
    refreshContracts(ctx, contract);
    return { contract };
  } catch (error) {
    throw contractFieldNames(error);
  }
};

export const updateContract: NonNullable<MutationResolvers['updateContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, ...fields } = parseInput(updateInput, input);
  try {
    const contract = unwrap(await ctx.api.PATCH('/api/v1/contracts/{contractId}', { params: { path: { contractId: id } }, body: definedOnly(fields) }));
    refreshContracts(ctx, contract);
    return { contract };
  } catch (error) {
    throw contractFieldNames(error);
  }
};

export const deleteContract: NonNullable<MutationResolvers['deleteContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/contracts/{contractId}', { params: { path: { contractId: id } } }));
  refreshContracts(ctx, undefined, id);
  return { deletedContractId: toGlobalId('Contract', id) };
};

export const addDevicesToContract: NonNullable<MutationResolvers['addDevicesToContract']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, deviceIds: devices } = parseInput(addDevicesInput, input);
  try {
    const answer = unwrap(
      await ctx.api.POST('/api/v1/contracts/{contractId}/devices', { params: { path: { contractId: id } }, body: { deviceIds: devices } }),
    );
    refreshContracts(ctx, answer.contract);
    return { contract: answer.contract, addedDeviceIds: answer.addedDeviceIds.map((deviceId) => toGlobalId('Device', deviceId)) };
  } catch (error) {
    throw contractFieldNames(error);
  }
};
