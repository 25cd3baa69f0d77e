import { z } from 'zod';
import { languageSchema } from './common.ts';

export const userDtoSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string().describe('First and last name'),
    language: languageSchema,
    utcOffset: z.number().int().min(-12).max(14).describe('Whole hours from UTC the user reads times in'),
    isActive: z.boolean().describe('False: the account is deactivated and cannot sign in'),
    roles: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        organizationId: z.string().nullable().describe('null for a platform-wide role'),
      }),
    ),
    organizations: z.array(z.object({ _id: z.string(), name: z.string() })),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

export type UserDto = z.infer<typeof userDtoSchema>;

export const userConfigSchema = z
  .object({
    language: languageSchema,
    utcOffset: z.number().int().min(-12).max(14).describe('Whole hours from UTC'),
  })
  .meta({ id: 'UserConfig' });
