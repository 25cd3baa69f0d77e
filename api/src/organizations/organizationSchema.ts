import { z } from 'zod';
import { idListParam, pageParam } from '../monitoring/queryParams.ts';
import { pagedSchema } from '../schemas/common.ts';

/** An organisation as the lists and `GET /organizations/{id}` answer it. */
export const organizationSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string().describe('A stable key made from the name, e.g. `aarhus-kommune`'),
    devices: z.number().int().describe('How many devices it owns (deleted ones not counted)'),
    members: z.number().int().describe('How many users are members of it'),
    group_org_id: z.string().nullable().describe('The group organisation it belongs to'),
    children: z.number().int().describe('How many organisations belong to it (have it as `group_org_id`)'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Organization' });

export type OrganizationDto = z.infer<typeof organizationSchema>;

export const organizationPageSchema = pagedSchema(organizationSchema).meta({ id: 'OrganizationList' });

export const organizationSortKeys = ['name', 'devices', 'members', 'createdAt'] as const;
export interface OrganizationSort {
  key: (typeof organizationSortKeys)[number];
  descending: boolean;
}
const sortValues = organizationSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

export const organizationListQuerySchema = z.object({
  ids: idListParam('Only these organisations (a batch lookup; ids outside the scope are left out)'),
  search: z.string().trim().max(200).optional().describe('Part of the name, anywhere in it (any case)'),
  parentId: z.guid().optional().describe('Only the organisations that belong to this group organisation'),
  sort: z
    .enum(sortValues)
    .optional()
    .transform((value): OrganizationSort =>
      value ? { key: value.replace(/^-/, '') as OrganizationSort['key'], descending: value.startsWith('-') } : { key: 'name', descending: false },
    )
    .describe('Order: `name` (A–Z), `devices`, `members` (fewest first) or `createdAt` (oldest first); a leading `-` reverses it. Default `name`.'),
  page: pageParam,
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('Items per page (at most 100). Absent: every organisation in one answer, for lookups and pickers'),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

const nameSchema = z.string().trim().min(1).max(200).describe('Unique among the organisations (any case)');
const parentSchema = z.guid().nullable().describe('The group organisation it belongs to (`group_org_id`); null: none');

export const organizationCreateSchema = z
  .strictObject({ name: nameSchema, group_org_id: parentSchema.optional() })
  .meta({ id: 'OrganizationCreate' });
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

export const organizationPatchSchema = z
  .strictObject({ name: nameSchema.optional(), group_org_id: parentSchema.optional() })
  .meta({ id: 'OrganizationPatch' });
export type OrganizationPatch = z.infer<typeof organizationPatchSchema>;
