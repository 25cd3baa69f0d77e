import { z } from 'zod';

/** A service order as a device's service history lists it. */
export const serviceHistoryEntrySchema = z
  .object({
    _id: z.string().describe('The service order id'),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    notes: z.string().nullable(),
    solutions: z
      .array(z.object({ _id: z.string(), slug: z.string().describe('A stable key, for example `replace_battery`'), name: z.string() }))
      .describe('Empty when none (shown as n/a)'),
    status: z.object({ slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'ServiceHistoryEntry' });

export type ServiceHistoryEntry = z.infer<typeof serviceHistoryEntrySchema>;
