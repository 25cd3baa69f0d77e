import { z } from 'zod';
import { networkTypes } from '../../../../db/schema/networkTypes.ts';

const scopeFields = {
  groupId: z.string().nullable().describe('The group whose devices alone the key may report for; null: every device of the organisation'),
  group: z.object({ _id: z.string(), name: z.string() }).nullable().describe('That group, by name'),
  network: z.enum(networkTypes).nullable().describe('The network whose devices alone the key may report for (the integration it is for); null: any'),
};

export const apiKeyCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    groupId: z.guid().nullable().optional().describe('Limit the key to the devices of this group of the organisation'),
    network: z.enum(networkTypes).nullable().optional().describe('Limit the key to devices of this network, e.g. `sigfox` for a Sigfox callback'),
  })
  .meta({ id: 'ApiKeyCreate' });

export const apiKeySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to tell keys apart'),
    ...scopeFields,
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
    ...scopeFields,
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
