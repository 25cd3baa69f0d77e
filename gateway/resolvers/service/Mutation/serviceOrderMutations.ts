import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import type { components } from '../../../src/rest/openapi.d.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshService } from '../refreshService.ts';
import { wizardStepKey } from '../ServiceOrder.ts';
import { definedOnly, globalIdOf, optional, serviceFieldNames, technicianIdOf } from '../serviceInput.ts';

const wizardStep = z
  .enum(['LOCATION', 'INFORMATION', 'BEFORE_SERVICE', 'DEVICE_SERVICE', 'REPLACEMENT', 'ISSUE', 'AFTER_SERVICE', 'CHECK_DATA', 'FINISH'])
  .transform((step) => wizardStepKey(step) as NonNullable<components['schemas']['ServiceOrder']['activeWizardStep']>);

// Ids and shapes are checked here; lengths, days, states and who may do what are the API's rules.
const createInput = z.object({
  deviceId: globalIdOf('Device'),
  ownerId: globalIdOf('Organization'),
  serviceCenterId: globalIdOf('ServiceCenter'),
  technicianId: optional(technicianIdOf),
  serviceIssue: optional(z.string()),
  dueDate: z.string(),
  notes: optional(z.string()),
});

const updateInput = z.object({
  id: globalIdOf('ServiceOrder'),
  deviceId: optional(globalIdOf('Device')),
  ownerId: optional(globalIdOf('Organization')),
  serviceCenterId: optional(globalIdOf('ServiceCenter')),
  // For these, null clears: kept apart from "omitted".
  technicianId: technicianIdOf.nullish(),
  serviceIssue: z.string().nullish(),
  dueDate: optional(z.string()),
  notes: z.string().nullish(),
  activeWizardStep: wizardStep.nullish(),
  solutionIds: optional(z.array(z.string()).max(20)),
  causeId: z.string().nullish(),
  replacementAllowed: z.boolean().nullish(),
  comment: z.string().nullish(),
});

const finishInput = z.object({
  id: globalIdOf('ServiceOrder'),
  outcome: optional(z.enum(['COMPLETED', 'FAILED']).transform((v) => v.toLowerCase() as 'completed' | 'failed')),
  comment: optional(z.string()),
});

const idInput = z.object({ id: globalIdOf('ServiceOrder') });

/** The written order, with later reads of the operation refreshed. */
function written<T>(ctx: Parameters<typeof refreshService>[0], serviceOrder: T) {
  refreshService(ctx);
  return { serviceOrder };
}

export const createServiceOrder: NonNullable<MutationResolvers['createServiceOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId, ownerId, serviceCenterId, technicianId, serviceIssue, dueDate, notes } = parseInput(createInput, input);
  const body = definedOnly({
    device: deviceId,
    owner: ownerId,
    service_center: serviceCenterId,
    technician: technicianId?.technicianId,
    service_issue: serviceIssue,
    dueDate,
    notes,
  });
  try {
    return written(ctx, unwrap(await ctx.api.POST('/api/v1/service-orders', { body })));
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const updateServiceOrder: NonNullable<MutationResolvers['updateServiceOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, deviceId, ownerId, serviceCenterId, technicianId, serviceIssue, notes, dueDate, solutionIds, causeId, ...rest } = parseInput(
    updateInput,
    input,
  );
  const body = definedOnly({
    device: deviceId,
    owner: ownerId,
    service_center: serviceCenterId,
    technician: technicianId === null ? null : technicianId?.technicianId,
    service_issue: serviceIssue,
    notes,
    dueDate,
    solutions: solutionIds,
    cause: causeId,
    ...rest,
  });
  try {
    return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/service-orders/{id}', { params: { path: { id } }, body })));
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const finishServiceOrder: NonNullable<MutationResolvers['finishServiceOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, outcome, comment } = parseInput(finishInput, input);
  const body = definedOnly({ outcome: outcome ?? 'completed', comment });
  try {
    return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/service-orders/{id}/finish', { params: { path: { id } }, body })));
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const archiveServiceOrder: NonNullable<MutationResolvers['archiveServiceOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  return written(ctx, unwrap(await ctx.api.PATCH('/api/v1/service-orders/{id}/archive', { params: { path: { id } } })));
};

export const deleteServiceOrder: NonNullable<MutationResolvers['deleteServiceOrder']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/service-orders/{id}', { params: { path: { id } } }));
  refreshService(ctx);
  return { deletedServiceOrderId: toGlobalId('ServiceOrder', id) };
};
