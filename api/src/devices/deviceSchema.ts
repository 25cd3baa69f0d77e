import { z } from 'zod';
import { deviceModelSchema, geoSchema, latestMessageSchema, lookupSchema } from '../monitoring/monitoringRecordSchema.ts';
import { deviceLifecycles } from './deviceLifecycle.ts';

/** One device with every attribute of spec part 2 §3 (`GET /devices/{id}` and every write's answer). */
export const deviceSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    device: z.string().describe('Network id (IMEI, Sigfox id, MQTT client id)'),
    serialNumber: z.string().nullable(),
    owner: z.object({ _id: z.string(), name: z.string() }),
    device_model: deviceModelSchema,
    package: lookupSchema.nullable(),
    geo: geoSchema.nullable(),
    placeName: z.string().nullable(),
    locationTypeStancode: z.string().nullable(),
    notes: z.string().nullable(),
    properties: z.record(z.string(), z.unknown()).describe('Type-specific settings (see `PATCH /devices/{id}`), and `appliedConfig` as the device last reported it'),
    lifecycle: z.enum(deviceLifecycles),
    isComplete: z.boolean(),
    isUnsuccessful: z.boolean(),
    active: z.boolean(),
    lastSeenAt: z.iso.datetime().nullable(),
    latestMessage: latestMessageSchema.nullable(),
    deleted: z.boolean().describe('Soft-deleted: still readable, no longer editable, not monitored'),
    deletedAt: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Device' });
export type DeviceDto = z.infer<typeof deviceSchema>;

/** A device in the lean shape for maps and pickers (`GET /devices/lean`). */
export const deviceLeanItemSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    device: z.string().describe('Network id'),
    geo: geoSchema.nullable(),
    owner: z.object({ _id: z.string() }),
    lastSeenAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DeviceLeanItem' });

export const deviceLifecycleSchema = z
  .object({
    slug: z.enum(deviceLifecycles),
    name: z.string().describe("In the caller's language"),
    next: z.enum(deviceLifecycles).describe('The one state a device in this state may move to'),
  })
  .meta({ id: 'DeviceLifecycle' });

export const deviceOwnerOptionSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    current: z.boolean().describe("The device's owner now"),
  })
  .meta({ id: 'DeviceOwnerOption' });

export const deviceAuditEntrySchema = z
  .object({
    _id: z.string(),
    at: z.iso.datetime(),
    actor: z.object({ _id: z.string(), name: z.string() }).nullable().describe('null once the user is removed'),
    action: z
      .string()
      .describe('`device.create`, `device.import`, `device.update`, `device.delete` (soft) or `device.purge`'),
    changes: z
      .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
      .describe('Each changed field with its value before and after (`properties` per key, as `properties.<key>`)'),
  })
  .meta({ id: 'DeviceAuditEntry' });

export const importRowResultSchema = z
  .object({
    row: z.number().int().describe('Position of the row in `rows`, counted from 1 (the first row is 1)'),
    status: z.enum(['created', 'failed']),
    _id: z.string().optional().describe('The new device, when created'),
    errors: z
      .array(
        z.object({
          field: z.string().describe('The failing field, e.g. `device`, `owner`, `properties.elevation`; `row` for the row as a whole'),
          code: z.string().describe('A stable message id, e.g. `device.networkIdTaken`, `validation.required`'),
          message: z.string().describe("In the caller's language"),
        }),
      )
      .optional(),
  })
  .meta({ id: 'DeviceImportRowResult' });

export const importResultSchema = z
  .object({
    created: z.number().int(),
    failed: z.number().int(),
    rows: z.array(importRowResultSchema).describe('One per row, in the order given'),
  })
  .meta({ id: 'DeviceImportResult' });
