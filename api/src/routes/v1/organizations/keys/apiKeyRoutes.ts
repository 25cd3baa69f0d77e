import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupRepository } from '../../../../groups/groupRepository.ts';
import { apiKeyRepository } from '../../../../apiKeys/apiKeyRepository.ts';
import { notFound } from '../../../../errors.ts';
import { generateApiKey } from '../../../../ingest/apiKeySecret.ts';
import { organizationRepository } from '../../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses } from '../../../../schemas/common.ts';
import {
  apiKeyCreateSchema,
  apiKeySchema,
  createdApiKeySchema,
  organizationKeyIdParamsSchema,
  organizationKeyParamsSchema,
} from './apiKeySchemas.ts';
import { authorizeApiKeys } from './authorizeApiKeys.ts';

/** API keys of an organisation, used by its devices and integrations for `POST /ingest/messages`. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const apiKeys = apiKeyRepository(app.db);
  const organizations = organizationRepository(app.db);

  app.post(
    '/:id/keys',
    {
      schema: {
        operationId: 'createApiKey',
        tags: ['api keys'],
        summary: 'Create an API key for an organisation',
        description:
          'Needs `create ApiKey` in the organisation. The answer holds the key itself; it is never shown again (only a sha-256 hash is stored). ' +
          'A key only ever ingests (`POST /ingest/messages`): it reads nothing. `groupId` limits it further to the devices of one group of the organisation (400 for another), `network` to the devices of one network (the integration it is for); a message for any other device is refused as FORBIDDEN_DEVICE. Audited.',
        params: organizationKeyParamsSchema,
        body: apiKeyCreateSchema,
        response: { 201: createdApiKeySchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id: organizationId } = request.params;
      await authorizeApiKeys(organizations, request, organizationId, 'create');
      const secret = generateApiKey();
      const { name, groupId = null, network = null } = request.body;
      const created = await apiKeys.create({ organizationId, name, groupId, network, keyPrefix: secret.prefix, keyHash: secret.hash, createdBy: request.user.id });
      const group = groupId ? await groupRepository(app.db).get(organizationId, groupId) : undefined;
      return reply.status(201).send({
        _id: created.id,
        name: created.name,
        prefix: created.keyPrefix,
        groupId: created.groupId,
        group: group ? { _id: group._id, name: group.name } : null,
        network: created.network,
        key: secret.key,
        createdAt: created.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/:id/keys',
    {
      schema: {
        operationId: 'listApiKeys',
        tags: ['api keys'],
        summary: "An organisation's API keys (never the keys themselves)",
        description: 'Needs `read ApiKey` in the organisation. Revoked keys are listed too, with `revokedAt`.',
        params: organizationKeyParamsSchema,
        response: {
          200: z.object({ data: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' }),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { id: organizationId } = request.params;
      await authorizeApiKeys(organizations, request, organizationId, 'read');
      const rows = await apiKeys.listOfOrganization(organizationId);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          prefix: row.keyPrefix,
          groupId: row.groupId,
          group: row.groupId && row.groupName !== null ? { _id: row.groupId, name: row.groupName } : null,
          network: row.network,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
          revokedAt: row.revokedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.delete(
    '/:id/keys/:keyId',
    {
      schema: {
        operationId: 'revokeApiKey',
        tags: ['api keys'],
        summary: 'Revoke an API key',
        description: 'Needs `delete ApiKey` in the organisation. The key stops working at once; the row stays for the audit trail.',
        params: organizationKeyIdParamsSchema,
        response: {
          204: z.null().describe('Revoked (also when it already was)'),
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { id: organizationId, keyId } = request.params;
      await authorizeApiKeys(organizations, request, organizationId, 'delete');
      if (!(await apiKeys.revoke(organizationId, keyId, request.user.id))) throw notFound('notFound.apiKey');
      return reply.status(204).send(null);
    },
  );
};
