import { z } from 'zod';
import { idListParam, pageParam, perPageParam } from '../monitoring/queryParams.ts';

/** How `GET /users` can be ordered; a leading `-` reverses. */
export const userSorts = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type UserSort = (typeof userSorts)[number];

/** `GET /users`: a page of the users the caller may read, searched, filtered and ordered. */
export const userListQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Part of the user's name or e-mail, anywhere in it (any case): `ans` finds Jens Hansen"),
    isActive: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true'))
      .describe('`true`: only active accounts; `false`: only deactivated ones; absent: both'),
    organizationIds: idListParam('Only members of one of these organisations'),
    roleIds: idListParam('Only users who hold one of these roles (platform-wide or in an organisation)'),
    sort: z
      .enum(userSorts)
      .default('name')
      .describe('`name` (last name, then first name), `email` or `createdAt`; `-` in front for the reverse order'),
    page: pageParam,
    // Up to 10,000 as every list a picker may read whole (part 2 §9); tables ask 10–100.
    perPage: perPageParam(10000),
  })
  .strict();

export type UserListFilter = Omit<z.infer<typeof userListQuerySchema>, 'page' | 'perPage'>;
