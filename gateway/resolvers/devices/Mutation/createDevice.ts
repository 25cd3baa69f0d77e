import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import type { components } from '../../../src/rest/openapi.d.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { globalIdOf, inputFieldNames, lifecycleInput, propertiesInput, refreshDevice } from './deviceInput.ts';

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

// Ids and shapes are checked here; lengths, patterns and the properties' keys are the API's rules
// (its messages are already in the caller's language).
const createDeviceInput = z.object({
  name: z.string(),
  networkId: z.string(),
  ownerId: globalIdOf('Organization'),
  deviceModelId: globalIdOf('DeviceModel'),
  packageId: optional(globalIdOf('Package')),
  serialNumber: optional(z.string()),
  geo: optional(z.object({ lat: z.number(), lon: z.number() })),
  placeName: optional(z.string()),
  locationTypeStancode: optional(z.string()),
  notes: optional(z.string()),
  active: optional(z.boolean()),
  isComplete: optional(z.boolean()),
  isUnsuccessful: optional(z.boolean()),
  lifecycle: optional(lifecycleInput),
  properties: optional(propertiesInput),
});

// Defaults the API fills in (lifecycle, aggregation...) are required in the generated body type; omitting them is what asks for the default.
export const createDevice: NonNullable<MutationResolvers['createDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { networkId, ...rest } = parseInput(createDeviceInput, input);
  const body = Object.fromEntries(Object.entries({ ...rest, device: networkId }).filter(([, v]) => v !== undefined)) as components['schemas']['CreateDeviceInput'];
  try {
    const device = unwrap(await ctx.api.POST('/api/v1/devices', { body }));
    refreshDevice(ctx, device._id, device);
    return { device };
  } catch (error) {
    throw inputFieldNames(error, { device: 'networkId' });
  }
};
