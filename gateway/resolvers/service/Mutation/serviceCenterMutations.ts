import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshService } from '../refreshService.ts';
import { definedOnly, globalIdOf, idList, optional, serviceFieldNames } from '../serviceInput.ts';

const geo = z.object({ lat: z.number(), lon: z.number() });

// Shapes and ids are checked here; lengths, uniqueness and existence are the API's rules (worded in the caller's language).
const createInput = z.object({
  name: z.string(),
  address: z.string().nullish(),
  geo: optional(geo),
  userIds: optional(idList(globalIdOf('User'))),
  organizationIds: optional(idList(globalIdOf('Organization'))),
  isActive: optional(z.boolean()),
});

const updateInput = z.object({
  id: globalIdOf('ServiceCenter'),
  name: optional(z.string()),
  // Null removes the address or the position: kept apart from "omitted".
  address: z.string().nullish(),
  geo: geo.nullish(),
  userIds: optional(idList(globalIdOf('User'))),
  organizationIds: optional(idList(globalIdOf('Organization'))),
  isActive: optional(z.boolean()),
});

const idInput = z.object({ id: globalIdOf('ServiceCenter') });

export const createServiceCenter: NonNullable<MutationResolvers['createServiceCenter']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const body = definedOnly(parseInput(createInput, input));
  try {
    const serviceCenter = unwrap(await ctx.api.POST('/api/v1/service-centers', { body }));
    refreshService(ctx);
    return { serviceCenter };
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const updateServiceCenter: NonNullable<MutationResolvers['updateServiceCenter']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, ...fields } = parseInput(updateInput, input);
  const body = definedOnly(fields);
  try {
    const serviceCenter = unwrap(await ctx.api.PATCH('/api/v1/service-centers/{id}', { params: { path: { id } }, body }));
    refreshService(ctx);
    return { serviceCenter };
  } catch (error) {
    throw serviceFieldNames(error);
  }
};

export const deleteServiceCenter: NonNullable<MutationResolvers['deleteServiceCenter']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id } = parseInput(idInput, input);
  unwrap(await ctx.api.DELETE('/api/v1/service-centers/{id}', { params: { path: { id } } }));
  refreshService(ctx);
  return { deletedServiceCenterId: toGlobalId('ServiceCenter', id) };
};
