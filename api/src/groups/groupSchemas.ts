import { z } from 'zod';
import { pageParam } from '../monitoring/queryParams.ts';
import { pagedSchema } from '../schemas/common.ts';

/** Most devices one write adds to a group (the picker adds a few at a time). */
export const MAX_GROUP_DEVICE_IDS = 500;

const perPageParam = z.enum(['10', '20', '30', '50', '100']).default('10').transform(Number).describe('Items per page: 10, 20, 30, 50 or 100');

export const groupSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    devices: z.number().int().describe('How many of the organisation’s devices are in it (deleted ones not counted)'),
    apiKeys: z.number().int().describe('Unrevoked API keys limited to it'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Group' });
export type GroupDto = z.infer<typeof groupSchema>;

export const groupPageSchema = pagedSchema(groupSchema).meta({ id: 'GroupPage' });

export const groupListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the name, anywhere in it (any case)'),
  page: pageParam,
  perPage: perPageParam,
});

export const groupDeviceSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    device: z.string().describe('Network id'),
  })
  .meta({ id: 'GroupDevice' });
export const groupDevicePageSchema = pagedSchema(groupDeviceSchema).meta({ id: 'GroupDevicePage' });

export const groupDeviceListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the name or network id, anywhere in it (any case)'),
  page: pageParam,
  perPage: perPageParam,
});

const deviceIdsSchema = z
  .array(z.guid())
  .max(MAX_GROUP_DEVICE_IDS)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
  .describe(`Devices of the organisation (live ones); duplicates are ignored; at most ${MAX_GROUP_DEVICE_IDS}`);

const nameSchema = z.string().trim().min(1).max(100).describe('Unique among the organisation’s groups (any case)');

export const groupCreateSchema = z.strictObject({ name: nameSchema, deviceIds: deviceIdsSchema.optional() }).meta({ id: 'GroupCreate' });
export type GroupCreate = z.infer<typeof groupCreateSchema>;
export const groupPatchSchema = z.strictObject({ name: nameSchema }).meta({ id: 'GroupPatch' });
export const groupDevicesAddSchema = z.strictObject({ deviceIds: deviceIdsSchema.pipe(z.array(z.string()).min(1)) }).meta({ id: 'GroupDevicesAdd' });

export const groupParamsSchema = z.object({
  id: z.guid().describe('The organisation id'),
  groupId: z.guid().describe('The group id'),
});
export const groupDeviceParamsSchema = groupParamsSchema.extend({ deviceId: z.guid().describe('The device id') });
