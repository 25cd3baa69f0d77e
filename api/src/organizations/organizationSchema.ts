import { z } from 'zod';

/** An organisation as the lists and `GET /organizations/{id}` answer it. */
export const organizationSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string().describe('A stable key made from the name, e.g. `aarhus-kommune`'),
    devices: z.number().int().describe('How many devices it owns (deleted ones not counted)'),
    group_org_id: z.string().nullable().describe('The group organisation it belongs to'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Organization' });

export type OrganizationDto = z.infer<typeof organizationSchema>;
