import { z } from 'zod';
import { lookupSchema } from '../monitoring/monitoringRecordSchema.ts';

/** A device in a list (`GET /devices`, `GET /organizations/{id}/devices`): lean, for tables and pickers. */
export const deviceListItemSchema = z
  .object({
    _id: z.string(),
    device: z.string().describe('Network id'),
    name: z.string(),
    serialNumber: z.string().nullable(),
    owner: z.object({ _id: z.string(), name: z.string() }),
    deviceModel: z.object({ _id: z.string(), title: z.string() }),
    deviceType: lookupSchema.describe('The model\'s device type category, named in the language of the answer'),
    package: lookupSchema.nullable(),
    lifecycle: z.enum(['in_stock', 'installed', 'taken_down']),
    lastSeenAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DeviceListItem' });
