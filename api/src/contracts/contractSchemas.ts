import { z } from 'zod';
import { pageParam } from '../monitoring/queryParams.ts';
import { pagedSchema } from '../schemas/common.ts';
import { isWithinDateRange } from '../validation/dateRange.ts';

/** At most this many devices go onto a contract in one call (the picker adds a few at a time). */
export const MAX_CONTRACT_DEVICES_PER_CALL = 100;

/** Kroner as the API writes them: an exact decimal with two places ("49.50"). */
const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

/** Money as a client may send it: up to ten whole kroner digits and at most two decimals ("49", "49.5", "49.50"). */
const moneyInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'contract.invalidPrice' })
  .describe('Kroner per device per month, an exact decimal with at most two decimals ("49.50"); 0 or more');

const daySchema = z.iso
  .date()
  .refine((day) => isWithinDateRange(Date.parse(day)), { message: 'validation.dateOutOfRange' })
  .describe('The day the contract starts (YYYY-MM-DD)');

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    // An empty field means "none", as null does.
    .transform((value) => (value ? value : null))
    .describe(`${what}; null or empty: none`);

const contractFields = {
  packageId: z.guid().describe('The service package (`GET /packages`: basic, premium, ...)'),
  startDate: daySchema,
  invoiceFrequencyMonths: z.int().min(1).max(120).describe('Months between invoices (1–120)'),
  projectId: optionalText(100, 'The customer’s project id'),
  debitorNumber: optionalText(100, 'The customer’s debitor number in the finance system'),
  note: optionalText(2000, 'A note for whoever reads the contract'),
  pricePerDeviceMonth: moneyInputSchema,
};

export const contractCreateSchema = z
  .strictObject({
    ...contractFields,
    projectId: contractFields.projectId.optional(),
    debitorNumber: contractFields.debitorNumber.optional(),
    note: contractFields.note.optional(),
    invoiceFrequencyMonths: contractFields.invoiceFrequencyMonths.optional().describe('Months between invoices (1–120); default 12'),
    deviceIds: z
      .array(z.guid())
      .max(MAX_CONTRACT_DEVICES_PER_CALL)
      .optional()
      .describe(`Devices of the organisation to put under the contract at once (at most ${MAX_CONTRACT_DEVICES_PER_CALL})`),
  })
  .meta({ id: 'ContractCreate' });
export type ContractCreate = z.infer<typeof contractCreateSchema>;

export const contractPatchSchema = z
  .strictObject({
    packageId: contractFields.packageId.optional(),
    startDate: contractFields.startDate.optional(),
    invoiceFrequencyMonths: contractFields.invoiceFrequencyMonths.optional(),
    projectId: contractFields.projectId.optional(),
    debitorNumber: contractFields.debitorNumber.optional(),
    note: contractFields.note.optional(),
    pricePerDeviceMonth: contractFields.pricePerDeviceMonth.optional(),
  })
  .meta({ id: 'ContractPatch' });
export type ContractPatch = z.infer<typeof contractPatchSchema>;

export const contractAddDevicesSchema = z
  .strictObject({
    deviceIds: z
      .array(z.guid())
      .min(1)
      .max(MAX_CONTRACT_DEVICES_PER_CALL)
      .describe(`Devices of the contract's organisation (at most ${MAX_CONTRACT_DEVICES_PER_CALL}); those already on it are left as they are`),
  })
  .meta({ id: 'ContractAddDevices' });

const personSchema = z.object({ _id: z.string(), name: z.string() }).meta({ id: 'ContractPerson' });

export const contractSchema = z
  .object({
    _id: z.string(),
    organization: z.object({ _id: z.string(), name: z.string() }).describe('The organisation the contract is with'),
    package: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).describe('The service package'),
    startDate: z.iso.date(),
    invoiceFrequencyMonths: z.number().int(),
    projectId: z.string().nullable(),
    debitorNumber: z.string().nullable(),
    note: z.string().nullable(),
    pricePerDeviceMonth: moneySchema.describe('Kroner per device per month ("49.50")'),
    deviceCount: z.number().int().describe('Devices under the contract (deleted devices included until they are taken off)'),
    monthlyAmount: moneySchema.describe('Billed devices × price per month, in kroner ("990.00"); deleted devices are not billed'),
    createdBy: personSchema.nullable().describe('Who created it; null when unknown or their account is gone'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Contract' });
export type ContractDto = z.infer<typeof contractSchema>;

export const contractPageSchema = pagedSchema(contractSchema).meta({ id: 'ContractPage' });

export const contractSortKeys = ['createdAt', 'startDate', 'projectId', 'debitorNumber', 'pricePerDeviceMonth', 'deviceCount'] as const;
export interface ContractSort {
  key: (typeof contractSortKeys)[number];
  descending: boolean;
}
const sortValues = contractSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

/** Table page sizes (spec part 2 §9). */
export const tablePerPageParam = z
  .enum(['10', '20', '30', '50', '100'])
  .default('10')
  .transform(Number)
  .describe('Items per page: 10, 20, 30, 50 or 100');

export const contractListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the project id, debitor number or note (any case)'),
  packageIds: z
    .union([z.guid(), z.array(z.guid()).max(50)])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat()))
    .describe('Only contracts of these packages'),
  sort: z
    .enum(sortValues)
    .optional()
    .transform((value): ContractSort =>
      value ? { key: value.replace(/^-/, '') as ContractSort['key'], descending: value.startsWith('-') } : { key: 'createdAt', descending: true },
    )
    .describe('Order by `createdAt`, `startDate`, `projectId`, `debitorNumber`, `pricePerDeviceMonth` or `deviceCount`; a leading `-` reverses it. Default `-createdAt` (newest first, spec part 2 §4).'),
  page: pageParam,
  perPage: tablePerPageParam,
});
export type ContractListFilter = Omit<z.infer<typeof contractListQuerySchema>, 'page' | 'perPage' | 'sort'>;

export const contractParamsSchema = z.object({ contractId: z.guid().describe('The contract') });

export const contractDeviceSchema = z
  .object({
    _id: z.string().describe('The device id'),
    name: z.string(),
    device: z.string().describe('Network id'),
    serialNumber: z.string().nullable(),
    deviceModel: z.object({ _id: z.string(), title: z.string() }),
    lifecycle: z.string().describe('in_stock, installed or taken_down'),
    deleted: z.boolean().describe('Deleted devices stay on the contract until taken off, but are not billed'),
    addedAt: z.iso.datetime().describe('When it was put under the contract'),
  })
  .meta({ id: 'ContractDevice' });

export const contractDevicePageSchema = pagedSchema(contractDeviceSchema).meta({ id: 'ContractDevicePage' });

export const contractDeviceListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the name, network id or serial number (any case)'),
  page: pageParam,
  perPage: tablePerPageParam,
});

export const contractLogActionsSchema = z.enum(['create', 'update', 'delete', 'add_device', 'remove_device']);

export const contractLogEntrySchema = z
  .object({
    _id: z.string(),
    action: contractLogActionsSchema,
    createdAt: z.iso.datetime(),
    user: personSchema.nullable().describe('Who did it; null when unknown or their account is gone'),
    device: z
      .object({ _id: z.string().nullable(), name: z.string().nullable(), device: z.string().nullable() })
      .nullable()
      .describe('The device added or removed (as it was then, when it is gone since); null for other actions'),
    changes: z
      .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
      .nullable()
      .describe('For create and update: the fields with their values before and after'),
  })
  .meta({ id: 'ContractLogEntry' });

export const contractLogPageSchema = pagedSchema(contractLogEntrySchema).meta({ id: 'ContractLogPage' });

export const contractLogQuerySchema = z.object({ page: pageParam, perPage: tablePerPageParam });

export const invoiceLineSchema = z
  .object({
    deviceId: z.string(),
    name: z.string(),
    device: z.string().describe('Network id'),
    serialNumber: z.string().nullable(),
    months: z.number().int().describe('Months the invoice covers (the invoice frequency)'),
    pricePerDeviceMonth: moneySchema,
    amount: moneySchema.describe('months × price, in kroner'),
  })
  .meta({ id: 'ContractInvoiceLine' });

export const invoicePreviewSchema = pagedSchema(invoiceLineSchema)
  .extend({
    summary: z.object({
      contractId: z.string(),
      currency: z.literal('DKK'),
      periodStart: z.iso.date().describe('First day of the invoice period that holds today (the first period, when the contract starts later)'),
      periodEnd: z.iso.date().describe('Last day of that period'),
      months: z.number().int().describe('The invoice frequency in months'),
      pricePerDeviceMonth: moneySchema,
      billedDeviceCount: z.number().int().describe('Devices under the contract that are not deleted'),
      unbilledDeletedCount: z.number().int().describe('Deleted devices still under the contract: not billed'),
      monthlyAmount: moneySchema.describe('billedDeviceCount × price'),
      invoiceAmount: moneySchema.describe('billedDeviceCount × price × months'),
    }),
  })
  .meta({ id: 'ContractInvoicePreview' });

export const invoicePreviewQuerySchema = z.object({ page: pageParam, perPage: tablePerPageParam });
