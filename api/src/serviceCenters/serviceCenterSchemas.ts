import { z } from 'zod';
import { geoSchema } from '../monitoring/monitoringRecordSchema.ts';
import { idListParam, pageParam } from '../monitoring/queryParams.ts';
import { pagedSchema } from '../schemas/common.ts';

/** At most this many staff users, served organisations or device models in one write. */
export const MAX_LINKED_IDS = 500;

const idList = (what: string) =>
  z
    .array(z.guid())
    .max(MAX_LINKED_IDS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .describe(`${what}: ids (duplicates are ignored; at most ${MAX_LINKED_IDS})`);

const geoInputSchema = z
  .strictObject({
    lat: z.number().min(-90).max(90).describe('Latitude, WGS 84'),
    lon: z.number().min(-180).max(180).describe('Longitude, WGS 84'),
  })
  .nullable()
  .describe('Where the centre is; null: not placed');

const nameSchema = z.string().trim().min(1).max(200).describe('Unique among the centres (any case)');

/** The longest address kept: a street, a c/o line, a postcode and a town with room to spare. */
export const MAX_ADDRESS_LENGTH = 300;

const addressSchema = z
  .string()
  .trim()
  .max(MAX_ADDRESS_LENGTH)
  .nullable()
  .transform((value) => (value ? value.replace(/\s*\n\s*/g, ', ') : null))
  .describe(`Street, postcode and town (at most ${MAX_ADDRESS_LENGTH} characters; line breaks become commas); empty or null: none`);

export const serviceCenterCreateSchema = z
  .strictObject({
    name: nameSchema,
    address: addressSchema.optional(),
    geo: geoInputSchema.optional(),
    userIds: idList('Staff users of the centre (who see and dispatch its orders)').optional(),
    organizationIds: idList('Organisations whose devices the centre serves').optional(),
    isActive: z.boolean().optional().describe('Default true'),
  })
  .meta({ id: 'ServiceCenterCreate' });

export const serviceCenterPatchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    address: addressSchema.optional(),
    geo: geoInputSchema.optional(),
    userIds: idList('Staff users; replaces the list').optional(),
    organizationIds: idList('Served organisations; replaces the list').optional(),
    isActive: z.boolean().optional().describe('false deactivates the centre (its technicians can no longer be assigned); true activates it'),
  })
  .meta({ id: 'ServiceCenterPatch' });
export type ServiceCenterPatch = z.infer<typeof serviceCenterPatchSchema>;
export type ServiceCenterCreate = z.infer<typeof serviceCenterCreateSchema>;

const userRefSchema = z
  .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
  .meta({ id: 'ServiceCenterUser' });

export const serviceCenterSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    address: z.string().nullable().describe('Street, postcode and town; null when not given'),
    geo: geoSchema.nullable(),
    isActive: z.boolean().describe('An inactive centre is kept with its history, but its technicians cannot be assigned'),
    users: z.array(userRefSchema).describe('Staff, by name'),
    organizations: z.array(z.object({ _id: z.string(), name: z.string() })).describe('Organisations served, by name'),
    technicianCount: z.number().int().describe('Technicians, active or not'),
    openOrderCount: z.number().int().describe('Service orders of the centre not completed, failed or archived'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ServiceCenter' });
export type ServiceCenterDto = z.infer<typeof serviceCenterSchema>;

export const serviceCenterPageSchema = pagedSchema(serviceCenterSchema).meta({ id: 'ServiceCenterPage' });

export const serviceCenterSortKeys = ['name', 'createdAt'] as const;
const sortValues = serviceCenterSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
export interface ServiceCenterSort {
  key: (typeof serviceCenterSortKeys)[number];
  descending: boolean;
}

/** Table page sizes (spec §9). */
const perPageValues = ['10', '20', '30', '50', '100'] as const;
const perPageParam = z
  .enum(perPageValues)
  .default('10')
  .transform(Number)
  .describe('Items per page: 10, 20, 30, 50 or 100');

export const serviceCenterListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the name or the address, anywhere in it (any case)'),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('`true`: only active centres; `false`: only inactive ones; absent: both'),
  organizationIds: idListParam('Only centres serving one of these organisations'),
  sort: z
    .enum(sortValues)
    .optional()
    .transform((value): ServiceCenterSort =>
      value ? { key: value.replace(/^-/, '') as ServiceCenterSort['key'], descending: value.startsWith('-') } : { key: 'name', descending: false },
    )
    .describe('Order: `name` (A–Z) or `createdAt` (oldest first); a leading `-` reverses it. Default `name`.'),
  page: pageParam,
  perPage: perPageParam,
});
export type ServiceCenterListFilter = Omit<z.infer<typeof serviceCenterListQuerySchema>, 'page' | 'perPage' | 'sort'>;

export const serviceCenterParamsSchema = z.object({ id: z.guid().describe('The service centre id') });
export const technicianParamsSchema = serviceCenterParamsSchema.extend({ technicianId: z.guid().describe('The technician id') });

// Technicians.

export const deviceModelRefSchema = z.object({ _id: z.string(), title: z.string() }).meta({ id: 'DeviceModelRef' });

export const technicianSchema = z
  .object({
    _id: z.string(),
    serviceCenterId: z.string(),
    name: z.string().describe("The user's name when they were added"),
    isActive: z.boolean().describe('An inactive technician stays listed but cannot be assigned orders'),
    user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), isActive: z.boolean() }),
    models: z.array(deviceModelRefSchema).describe('Device models the technician services, by title'),
    openOrderCount: z.number().int().describe('Their service orders not completed, failed or archived'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Technician' });
export type TechnicianDto = z.infer<typeof technicianSchema>;

export const technicianPageSchema = pagedSchema(technicianSchema).meta({ id: 'TechnicianPage' });

export const technicianListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe("Part of the technician's name or e-mail, anywhere in it (any case)"),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('`true`: only active technicians; `false`: only inactive ones; absent: both'),
  page: pageParam,
  perPage: perPageParam,
});
export type TechnicianListFilter = Omit<z.infer<typeof technicianListQuerySchema>, 'page' | 'perPage'>;

/** `GET /technicians`: every centre's technicians the caller may read, in one list. */
export const allTechniciansQuerySchema = technicianListQuerySchema
  .extend({
    serviceCenterIds: idListParam('Only technicians of these service centres'),
    modelIds: idListParam('Only technicians who service one of these device models'),
    sort: z
      .enum(['name', '-name'])
      .optional()
      .transform((value) => value === '-name')
      .describe("Order by the technician's name, then their centre's: `name` (A–Z, the default) or `-name`"),
  })
  .strict();
export type AllTechniciansFilter = Omit<z.infer<typeof allTechniciansQuerySchema>, 'page' | 'perPage' | 'sort'>;

export const technicianCreateSchema = z
  .strictObject({
    userId: z.guid().describe('The user who becomes a technician of the centre: an active account whose roles work service orders'),
    modelIds: idList('Device models they service').optional(),
    isActive: z.boolean().optional().describe('Default true'),
  })
  .meta({ id: 'TechnicianCreate' });

export const technicianPatchSchema = z
  .strictObject({
    isActive: z.boolean().optional().describe('false deactivates the technician (spec: "deactivate sends isActive false")'),
    modelIds: idList('Device models they service; replaces the list').optional(),
  })
  .meta({ id: 'TechnicianPatch' });
export type TechnicianPatch = z.infer<typeof technicianPatchSchema>;
