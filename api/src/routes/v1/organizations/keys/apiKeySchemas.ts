import { z } from 'zod';

export const apiKeySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to tell keys apart'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().describe('Updated at most once a minute'),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });

export const createdApiKeySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    prefix: z.string(),
    key: z.string().describe('The key itself, for the X-Api-Key header. Shown only in this answer; only a hash is stored.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CreatedApiKey' });

export const organizationKeyParamsSchema = z.object({
  id: z.guid().describe('The organisation id'),
});

export const organizationKeyIdParamsSchema = organizationKeyParamsSchema.extend({
  keyId: z.guid().describe('The API key id'),
});
