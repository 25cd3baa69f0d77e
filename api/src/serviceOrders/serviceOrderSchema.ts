import { z } from 'zod';
import { pagedSchema } from '../schemas/common.ts';

/** The service-order wizard's steps (spec §2, the second reading, with the seed's step keys). */
export const wizardSteps = [
  'location',
  'information',
  'before-service',
  'device-service',
  'replacement',
  'issue',
  'after-service',
  'check-data',
  'finish',
] as const;

const named = z.object({ _id: z.string(), name: z.string() });

/** A row of a lookup: a status, a solution or a cause. */
export const serviceLookupItemSchema = z
  .object({
    _id: z.string(),
    slug: z.string().describe('A stable key, e.g. `sos_completed`, `replace_battery`, `vandalism`'),
    name: z.string().describe('The name to show'),
  })
  .meta({ id: 'ServiceLookupItem' });

export const serviceLookupListSchema = z.object({ data: z.array(serviceLookupItemSchema) }).meta({ id: 'ServiceLookupList' });

export const serviceOrderOwnerListSchema = z
  .object({ data: z.array(named.describe('An organisation')) })
  .meta({ id: 'ServiceOrderOwnerList' });

const replacementDeviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  device: z.string().describe('The network id'),
  serialNumber: z.string().nullable(),
});

/** The order's device replacement (its DEVICE_REPLACEMENT task, `POST /tasks`). */
export const serviceOrderReplacementSchema = z
  .object({
    _id: z.string().describe('The task'),
    status: z.enum(['pending', 'in_progress', 'done', 'failed']),
    note: z.string().nullable().describe("Why, in the technician's words"),
    geo: z.object({ lat: z.number(), lon: z.number() }).nullable().describe('Where the new device was installed'),
    oldDevice: replacementDeviceSchema.nullable().describe('The device taken down (null once purged)'),
    newDevice: replacementDeviceSchema.nullable().describe('The device installed in its place (null once purged)'),
    createdBy: named.nullable().describe('Who replaced it; null once the user is gone'),
    created_at: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ServiceOrderReplacement' });

/** A service order (spec §3), with what a list row and the order page show. */
export const serviceOrderSchema = z
  .object({
    _id: z.string(),
    number: z.number().int().describe('The human-friendly order number'),
    status: serviceLookupItemSchema,
    service_center: named.nullable().describe('The service centre; null when none was chosen (or it was deleted)'),
    technician: z
      .object({ _id: z.string(), name: z.string(), userId: z.string(), isActive: z.boolean() })
      .nullable()
      .describe('The assigned technician; null when none'),
    device: z.object({
      _id: z.string(),
      name: z.string(),
      device: z.string().describe('The network id'),
      serialNumber: z.string().nullable(),
      lifecycle: z.string(),
      geo: z.object({ lat: z.number(), lon: z.number() }).nullable(),
      deviceModel: named.describe('The device model (`name` is its title)'),
    }),
    owner: named.describe('The organisation owning the device'),
    service_issue: z.string().nullable().describe('What is wrong, as the dispatcher wrote it'),
    notes: z.string().nullable(),
    dueDate: z.iso.datetime().nullable().describe('The end of the due day (UTC)'),
    activeWizardStep: z.enum(wizardSteps).nullable().describe('Where the technician left the wizard'),
    solutions: z.array(serviceLookupItemSchema).describe('Solutions applied; empty when none'),
    cause: serviceLookupItemSchema.nullable(),
    replacementAllowed: z.boolean().nullable(),
    comment: z.string().nullable().describe('The technician\'s comment'),
    replacement: serviceOrderReplacementSchema
      .nullable()
      .describe('The device replacement made in the wizard; null when none. `device` stays the device the order was made for'),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ServiceOrder' });
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

export const serviceOrderPageSchema = pagedSchema(serviceOrderSchema).meta({ id: 'ServiceOrderPage' });

/** One entry of an order's history: who changed what, and when. */
export const serviceOrderHistoryEntrySchema = z
  .object({
    _id: z.string(),
    action: z
      .string()
      .describe(
        '`serviceOrder.create`, `serviceOrder.update`, `serviceOrder.finish`, `serviceOrder.archive`, `serviceOrder.delete`, ' +
          '`serviceOrder.attachment.add`/`.delete` (field `attachments`), `serviceOrder.image.add`/`.delete` (fields `beforeImages`, `afterImages`: ' +
          '`{ _id, name, mimeType, size }`, a list when added) or `serviceOrder.replacement` (field `device`, with the task)',
      ),
    actor: named.nullable().describe('The user who did it; null when the user is gone'),
    changes: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .describe('Per field: the value before and after (ids for related rows)'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ServiceOrderHistoryEntry' });

export const serviceOrderHistoryPageSchema = pagedSchema(serviceOrderHistoryEntrySchema).meta({ id: 'ServiceOrderHistoryPage' });
