import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';
import { parseInput } from '../../../src/parseInput.ts';
import type { components } from '../../../src/rest/openapi.d.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { inputFieldNames, lifecycleInput, propertiesInput } from './deviceInput.ts';

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

// Rows are only shaped here: each row's fields are judged by the API, which answers per row.
const importRow = z.object({
  name: z.string(),
  networkId: z.string(),
  owner: z.string(),
  deviceModel: z.string(),
  package: optional(z.string()),
  serialNumber: optional(z.string()),
  lat: optional(z.number()),
  lon: optional(z.number()),
  placeName: optional(z.string()),
  locationTypeStancode: optional(z.string()),
  notes: optional(z.string()),
  active: optional(z.boolean()),
  isComplete: optional(z.boolean()),
  isUnsuccessful: optional(z.boolean()),
  lifecycle: optional(lifecycleInput),
  properties: optional(propertiesInput),
});
const importInput = z.object({ rows: z.array(importRow).min(1).max(10_000) });

/** The API names a row's network id `device`; the row's input calls it `networkId`. */
const fieldOf = (field: string) => (field === 'device' ? 'networkId' : field);

// Defaults the API fills in (lifecycle, aggregation...) are required in the generated body type; omitting them is what asks for the default.
export const importDevices: NonNullable<MutationResolvers['importDevices']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { rows } = parseInput(importInput, input);
  const body = {
    rows: rows.map(({ networkId, ...row }) => Object.fromEntries(Object.entries({ ...row, device: networkId }).filter(([, v]) => v !== undefined))),
  } as components['schemas']['DeviceImportInput'];
  let result;
  try {
    result = unwrap(await ctx.api.POST('/api/v1/devices/import', { body }));
  } catch (error) {
    throw inputFieldNames(error);
  }
  ctx.loaders.deviceListPagesByQuery.clearAll();
  return {
    createdCount: result.created,
    failedCount: result.failed,
    rows: result.rows.map((row) => ({
      row: row.row,
      created: row.status === 'created',
      deviceId: row._id ? toGlobalId('Device', row._id) : null,
      errors: (row.errors ?? []).map((error) => ({ ...error, field: fieldOf(error.field) })),
    })),
  };
};
