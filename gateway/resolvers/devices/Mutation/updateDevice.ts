import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { globalIdOf, inputFieldNames, lifecycleInput, propertiesInput, refreshDevice } from './deviceInput.ts';

/** Fields that can be empty: `null` clears them. */
const clearable = ['packageId', 'serialNumber', 'geo', 'placeName', 'locationTypeStancode', 'notes'] as const;

const updateDeviceInput = z.object({
  id: globalIdOf('Device'),
  name: z.string().nullish(),
  networkId: z.string().nullish(),
  ownerId: globalIdOf('Organization').nullish(),
  deviceModelId: globalIdOf('DeviceModel').nullish(),
  packageId: globalIdOf('Package').nullish(),
  serialNumber: z.string().nullish(),
  geo: z.object({ lat: z.number(), lon: z.number() }).nullish(),
  placeName: z.string().nullish(),
  locationTypeStancode: z.string().nullish(),
  notes: z.string().nullish(),
  active: z.boolean().nullish(),
  isComplete: z.boolean().nullish(),
  isUnsuccessful: z.boolean().nullish(),
  lifecycle: lifecycleInput.nullish(),
  properties: propertiesInput.nullish(),
});

/**
 * `PATCH /devices/{id}` with what the input names. GraphQL cannot tell "leave" from "clear" for a
 * nullable field except by presence: an omitted field stays; `null` clears the fields that can be
 * empty and leaves the others (a name cannot be cleared).
 */
export const updateDevice: NonNullable<MutationResolvers['updateDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, networkId, ...fields } = parseInput(updateDeviceInput, input);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...fields, device: networkId })) {
    if (value !== null && value !== undefined) body[key] = value;
    else if (value === null && (clearable as readonly string[]).includes(key)) body[key] = null;
  }
  try {
    const device = unwrap(await ctx.api.PATCH('/api/v1/devices/{id}', { params: { path: { id } }, body }));
    refreshDevice(ctx, id, device);
    return { device };
  } catch (error) {
    throw inputFieldNames(error, { device: 'networkId' });
  }
};
