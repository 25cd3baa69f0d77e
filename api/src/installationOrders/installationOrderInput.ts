import { z } from 'zod';
import { installationOrderStatuses } from '../db/schema/installation.ts';
import { DEVICE_NAME_MAX, geoInputSchema, PLACE_NAME_MAX, SERIAL_NUMBER_MAX, STANCODE_MAX } from '../devices/deviceInputSchema.ts';
import { idListParam, pageParam, perPageParam } from '../monitoring/queryParams.ts';
import { dayParam } from '../serviceOrders/serviceOrderInput.ts';

/** Devices one order holds at most: the order page and the wizard list them whole. */
export const MAX_DEVICES_PER_ORDER = 100;
/** Devices one request adds at most. */
export const MAX_DEVICES_PER_REQUEST = 100;
export const ORDER_NAME_MAX = 200;
export const ORDER_NOTE_MAX = 5000;
export const DEVICE_NOTE_MAX = 2000;
export const FAILURE_REASON_MAX = 2000;

export const installationOrderSortKeys = ['dueDate', 'createdAt', 'name', 'status'] as const;
export type InstallationOrderSortKey = (typeof installationOrderSortKeys)[number];
export interface InstallationOrderSort {
  key: InstallationOrderSortKey;
  descending: boolean;
}
const sortValues = installationOrderSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

const statusList = z
  .union([z.string().max(200), z.array(z.string().max(40)).max(10)])
  .transform((value, ctx) => {
    const slugs = [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))];
    const unknown = slugs.find((slug) => !(installationOrderStatuses as readonly string[]).includes(slug));
    if (unknown !== undefined) {
      ctx.issues.push({ code: 'custom', message: 'installation.unknownStatus', params: { value: unknown.slice(0, 40) }, input: value });
      return z.NEVER;
    }
    return slugs as (typeof installationOrderStatuses)[number][];
  });

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter, order and page of `GET /installation`. */
export const installationOrderListQuerySchema = z
  .object({
    status: statusList
      .optional()
      .describe('Statuses (`new`, `in_progress`, `completed`, `archived`), comma-separated or repeated. Default: every status but `archived` (archived orders are off the list)'),
    orgIds: idListParam('Owners (organisations)'),
    serviceCenterIds: idListParam('Service centres'),
    technician: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === 'me' || guid.test(value), { message: 'validation.invalidId' })
      .optional()
      .describe('A technician id, or `me`: the orders assigned to the caller (in any of their centres)'),
    dueFrom: dayParam.optional().describe("Due on or after this day (`YYYY-MM-DD`, the caller's UTC offset)"),
    dueTo: dayParam.optional().describe("Due on or before this day (`YYYY-MM-DD`, the caller's UTC offset)"),
    search: z.string().trim().max(200).optional().describe("Part of the order's name or note, anywhere in it (any case)"),
    sort: z
      .enum(sortValues)
      .optional()
      .transform((value): InstallationOrderSort | undefined =>
        value ? { key: value.replace(/^-/, '') as InstallationOrderSortKey, descending: value.startsWith('-') } : undefined,
      )
      .describe("Order: `dueDate` (soonest first; orders without one last), `createdAt` (oldest first), `name` (A–Z) or `status` (new, in progress, completed, archived); a leading `-` reverses it. Default `-createdAt`"),
    page: pageParam,
    perPage: z.coerce
      .number()
      .int()
      .refine((value) => [10, 20, 30, 50, 100].includes(value), { message: 'validation.oneOf', params: { values: '10, 20, 30, 50, 100' } })
      .default(10)
      .describe('Items per page: 10, 20, 30, 50 or 100'),
  })
  .strict();

const text = (max: number) => z.string().trim().max(max);
const ids = (what: string, max: number) => z.array(z.guid()).max(max).describe(`${what} (ids, at most ${max}); replaces the list`);

/** `POST /installation` (the spec's field names). */
export const installationOrderCreateSchema = z
  .object({
    name: text(ORDER_NAME_MAX).min(1).describe(`The order's name (1–${ORDER_NAME_MAX} characters)`),
    owner: z.guid().describe('The organisation whose devices are installed (needs `create InstallationOrder` there)'),
    note: text(ORDER_NOTE_MAX).nullable().optional(),
    serviceCenter: z.guid().nullable().optional().describe('The service centre doing the work: it must serve the owner'),
    technician: z.guid().nullable().optional().describe('An active technician of that centre; they are e-mailed'),
    dueDate: dayParam.nullable().optional().describe("The due day (`YYYY-MM-DD`, or a date-time whose day counts in the caller's UTC offset); stored as the end of that day; not in the past"),
    types: ids('Device types (device type categories) the order installs; empty: any', 20).optional(),
    models: ids('Device models the order installs; empty: any', 100).optional(),
    devices: z
      .array(z.guid())
      .max(MAX_DEVICES_PER_REQUEST)
      .optional()
      .describe(`Devices to install (at most ${MAX_DEVICES_PER_REQUEST}): live, in stock, the owner's, of the order's types and models, on no other open order`),
  })
  .strict();
export type InstallationOrderCreate = z.infer<typeof installationOrderCreateSchema>;

/** `PATCH /installation/{id}` (spec §7: name, owner, note, serviceCenter, technician, dueDate; and the types and models). */
export const installationOrderPatchSchema = z
  .object({
    name: text(ORDER_NAME_MAX).min(1).optional(),
    owner: z.guid().optional().describe('Another owner: only while the order has no devices'),
    note: text(ORDER_NOTE_MAX).nullable().optional(),
    serviceCenter: z.guid().nullable().optional().describe('null: no centre (and so no technician)'),
    technician: z.guid().nullable().optional().describe('null unassigns; a new technician is e-mailed'),
    dueDate: dayParam.nullable().optional(),
    types: ids('Device types', 20).optional(),
    models: ids('Device models', 100).optional(),
  })
  .strict();
export type InstallationOrderPatch = z.infer<typeof installationOrderPatchSchema>;

export const installationOrderDeleteQuerySchema = z
  .object({
    confirm: z
      .enum(['true', 'false'])
      .default('false')
      .describe('`true` confirms deleting an order that has installed devices (409 CONFIRMATION_REQUIRED without it)'),
  })
  .strict();

export const installationDevicesQuerySchema = z
  .object({ page: pageParam, perPage: perPageParam(MAX_DEVICES_PER_ORDER, MAX_DEVICES_PER_ORDER) })
  .strict();

export const addInstallationDevicesSchema = z
  .object({
    devices: z.array(z.guid()).min(1).max(MAX_DEVICES_PER_REQUEST).describe(`Devices to add (1–${MAX_DEVICES_PER_REQUEST})`),
  })
  .strict();

export const saveDeviceNoteSchema = z.object({ note: text(DEVICE_NOTE_MAX).nullable().describe('The note; empty or null clears it') }).strict();

/**
 * `PUT /installation/{id}/devices/{deviceId}/install` (spec §7). `isUnsuccessful: true` records a
 * failed installation with `failureReason`; otherwise the device is installed where `geo` says.
 */
export const installDeviceSchema = z
  .object({
    geo: geoInputSchema.nullable().optional().describe('Where the device is installed (WGS 84); required to install'),
    name: text(DEVICE_NAME_MAX).min(1).optional().describe("The device's name from now on"),
    note: text(DEVICE_NOTE_MAX).nullable().optional().describe("The technician's note on the device (the order's note)"),
    placeName: text(PLACE_NAME_MAX).nullable().optional().describe('Where the device is, in words'),
    isComplete: z.boolean().optional().describe('The installation data is complete'),
    properties: z
      .record(z.string().min(1).max(64), z.unknown())
      .optional()
      .describe("Type-specific settings, merged key by key into the device's (as `PATCH /devices/{id}`: a water-level sensor's elevation, heightOffset…)"),
    serialNumber: text(SERIAL_NUMBER_MAX).nullable().optional().describe('The serial number, typed or scanned on site'),
    isUnsuccessful: z.boolean().default(false).describe('true: the installation failed (give `failureReason`); the device stays in stock'),
    failureReason: text(FAILURE_REASON_MAX).nullable().optional().describe('Why it failed (with `isUnsuccessful: true`)'),
    locationTypeStancode: text(STANCODE_MAX).nullable().optional().describe('Location type (stancode), e.g. `BRD`'),
  })
  .strict();
export type InstallDeviceInput = z.infer<typeof installDeviceSchema>;

export const deviceParamsSchema = z.object({
  id: z.guid().describe('The installation order'),
  deviceId: z.guid().describe('The device'),
});
