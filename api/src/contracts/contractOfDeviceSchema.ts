import { z } from 'zod';

export const contractOfDeviceSchema = z
  .object({
    _id: z.string(),
    organization: z.object({ _id: z.string(), name: z.string() }).describe('The organisation the contract is with'),
    package: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).describe('The service package (basic, premium, ...)'),
    startDate: z.iso.date().describe('The day the contract starts'),
    invoiceFrequencyMonths: z.number().int().describe('Months between invoices'),
    projectId: z.string().nullable(),
    debitorNumber: z.string().nullable(),
    note: z.string().nullable(),
    pricePerDeviceMonth: z
      .string()
      .regex(/^\d+\.\d{2}$/)
      .describe('Kroner per device per month, as an exact decimal string (e.g. "49.00")'),
    createdAt: z.iso.datetime(),
    deviceAddedAt: z.iso.datetime().describe('When the device was put under the contract'),
  })
  .meta({ id: 'DeviceContract' });
