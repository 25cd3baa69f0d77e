import { z } from 'zod';
import { deviceInstallStates, installationOrderStatuses } from '../db/schema/installation.ts';
import { pagedSchema } from '../schemas/common.ts';

const named = z.object({ _id: z.string(), name: z.string() });
const geoSchema = z.object({ lat: z.number(), lon: z.number() });

/** An installation order (spec part 2 §3); a list row and the order page show the same fields. */
export const installationOrderSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    status: z.enum(installationOrderStatuses).describe('`new` → `in_progress` (started) → `completed` → `archived`'),
    owner: named.describe('The organisation whose devices are installed'),
    note: z.string().nullable(),
    serviceCenter: named.nullable().describe('The service centre doing the work; null when none was chosen (or it was deleted)'),
    technician: z
      .object({ _id: z.string(), name: z.string(), userId: z.string(), isActive: z.boolean() })
      .nullable()
      .describe('The assigned technician; null when none'),
    dueDate: z.iso.datetime().nullable().describe('The end of the due day (UTC); null when none'),
    types: z
      .array(z.object({ _id: z.string(), slug: z.string(), name: z.string().describe("In the caller's language") }))
      .describe('The device types the order installs (device type categories); empty: any'),
    models: z.array(named.describe('A device model (`name` is its title)')).describe('The device models the order installs; empty: any'),
    devicesCount: z.number().int().describe('Devices on the order'),
    installedDevicesCount: z.number().int().describe('Devices whose state is `dlc_installed`'),
    failedDevicesCount: z.number().int().describe('Devices whose state is `dlc_failed`'),
    createdBy: named.nullable().describe('Who created it; null once the user is gone'),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    archivedAt: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'InstallationOrder' });
export type InstallationOrder = z.infer<typeof installationOrderSchema>;

export const installationOrderPageSchema = pagedSchema(installationOrderSchema).meta({ id: 'InstallationOrderPage' });

/** A device of an installation order, with its install state (spec §3: `state.slug`, `deviceInstallationOrder.note`). */
export const installationOrderDeviceSchema = z
  .object({
    _id: z.string().describe("The order's entry for the device"),
    orderId: z.string(),
    device: z.object({
      _id: z.string(),
      name: z.string(),
      device: z.string().describe('The network id'),
      serialNumber: z.string().nullable(),
      lifecycle: z.string().describe('`in_stock`, `installed` or `taken_down`'),
      geo: geoSchema.nullable(),
      placeName: z.string().nullable(),
      locationTypeStancode: z.string().nullable(),
      isComplete: z.boolean(),
      isUnsuccessful: z.boolean(),
      properties: z.record(z.string(), z.unknown()).describe("The device's type-specific settings (elevation, heightOffset…)"),
      lastSeenAt: z.iso.datetime().nullable(),
      deviceModel: named.describe('The model (`name` is its title)'),
      deviceTypeCategory: z.object({ _id: z.string(), slug: z.string(), name: z.string().describe("In the caller's language") }),
      deleted: z.boolean(),
    }),
    state: z.object({ slug: z.enum(deviceInstallStates), name: z.string().describe("In the caller's language") }),
    deviceInstallationOrder: z.object({ note: z.string().nullable() }).describe("The order's note on the device (as `note`)"),
    note: z.string().nullable().describe("The order's note on the device"),
    failureReason: z.string().nullable().describe('Why the installation failed (state `dlc_failed`)'),
    installedAt: z.iso.datetime().nullable().describe('When it was installed, or found to fail'),
    installedBy: named.nullable().describe('Who installed it (or tried); null once the user is gone'),
    attachmentsCount: z.number().int(),
    created_at: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'InstallationOrderDevice' });
export type InstallationOrderDevice = z.infer<typeof installationOrderDeviceSchema>;

export const installationOrderDevicePageSchema = pagedSchema(installationOrderDeviceSchema).meta({ id: 'InstallationOrderDevicePage' });

export const installationOrderStatusListSchema = z
  .object({
    data: z.array(
      z.object({
        _id: z.string().describe('The slug (statuses are fixed)'),
        slug: z.enum(installationOrderStatuses),
        name: z.string().describe("In the caller's language"),
      }),
    ),
  })
  .meta({ id: 'InstallationOrderStatusList' });

export const installationOrderOwnerListSchema = z
  .object({ data: z.array(named.describe('An organisation')) })
  .meta({ id: 'InstallationOrderOwnerList' });

export const installationTechnicianListSchema = z
  .object({
    data: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        userId: z.string(),
        isActive: z.boolean(),
        serviceCenter: named,
      }),
    ),
  })
  .meta({ id: 'InstallationTechnicianList' });

/** What `PUT …/install` answers: the device's entry, and whether this request changed it. */
export const installResultSchema = z
  .object({
    device: installationOrderDeviceSchema,
    changed: z.boolean().describe('False when the same request had already been applied: nothing was done twice'),
    monitoringRecordId: z.string().nullable().describe("The device's monitoring record (created on install); null for a failed installation"),
  })
  .meta({ id: 'InstallationResult' });
