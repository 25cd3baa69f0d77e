import { z } from 'zod';
import { pageParam } from '../../monitoring/queryParams.ts';
import { languageSchema, pagedSchema } from '../../schemas/common.ts';

/** Most roles one member can be given in one write (an organisation has a handful). */
export const MAX_MEMBER_ROLES = 50;

export const memberRoleSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'MemberRole' });

export const memberSchema = z
  .object({
    _id: z.string().describe('The user id'),
    organizationId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string().describe('First and last name; empty when the invitation gave none'),
    language: languageSchema,
    isActive: z.boolean().describe('false: the account is deactivated (it cannot sign in)'),
    pending: z.boolean().describe('Invited, but no password chosen yet: the invitation link has not been used'),
    roles: z.array(memberRoleSchema).describe('The roles the member holds in this organisation, by name'),
    joinedAt: z.iso.datetime().describe('When the user became a member (was invited or added)'),
  })
  .meta({ id: 'Member' });
export type MemberDto = z.infer<typeof memberSchema>;

export const memberPageSchema = pagedSchema(memberSchema).meta({ id: 'MemberPage' });

export const memberSortKeys = ['name', 'email', 'joinedAt'] as const;
export interface MemberSort {
  key: (typeof memberSortKeys)[number];
  descending: boolean;
}
const sortValues = memberSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

export const memberListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the name or e-mail address (any case)'),
  pending: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('`true`: only members whose invitation is not yet accepted; `false`: only the others'),
  sort: z
    .enum(sortValues)
    .optional()
    .transform((value): MemberSort =>
      value ? { key: value.replace(/^-/, '') as MemberSort['key'], descending: value.startsWith('-') } : { key: 'name', descending: false },
    )
    .describe('Order: `name` (last, then first name), `email` or `joinedAt` (earliest first); a leading `-` reverses it. Default `name`.'),
  page: pageParam,
  perPage: z.enum(['10', '20', '30', '50', '100']).default('10').transform(Number).describe('Items per page: 10, 20, 30, 50 or 100'),
});
export type MemberListFilter = Omit<z.infer<typeof memberListQuerySchema>, 'page' | 'perPage' | 'sort'>;

const roleIdsSchema = z
  .array(z.guid())
  .max(MAX_MEMBER_ROLES)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
  .describe(`Roles of the organisation (\`GET /organizations/{id}/member-roles\`); duplicates are ignored; at most ${MAX_MEMBER_ROLES}`);

const personName = (what: string) => z.string().trim().max(100).describe(what);

/** As signing in reads it: trimmed and lowercased. */
const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254)).describe('Trimmed and lowercased by the server');

export const memberInviteSchema = z
  .strictObject({
    email: emailSchema,
    firstName: personName('First name, for a new account').optional(),
    lastName: personName('Last name, for a new account').optional(),
    language: languageSchema.optional().describe("A new account's language (default Danish); the invitation e-mail is written in it"),
    roleIds: roleIdsSchema.optional().describe('The roles to give in the organisation; default none'),
  })
  .meta({ id: 'MemberInvite' });
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberPatchSchema = z.strictObject({ roleIds: roleIdsSchema.describe('The roles the member holds in the organisation; replaces the list') }).meta({ id: 'MemberPatch' });

export const memberParamsSchema = z.object({
  id: z.guid().describe('The organisation id'),
  userId: z.guid().describe('The member’s user id'),
});
