import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationRepository } from '../../../integrations/integrationRepository.ts';
import { integrationListSchema } from '../../../integrations/integrationSchemas.ts';
import { authorizeInOrganization } from '../../../organizations/authorizeInOrganization.ts';
import { organizationRepository } from '../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses, idParamsSchema } from '../../../schemas/common.ts';

/** A URL without its user and password (what devices are told, never the API's own login to the broker). */
function withoutCredentials(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return null;
  }
}

export const organizationIntegrationsRoute: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);
  const integrations = integrationRepository(app.db);

  app.get(
    '/:id/integrations',
    {
      schema: {
        operationId: 'listIntegrations',
        tags: ['organizations'],
        summary: "The network integrations that feed an organisation's devices",
        description:
          'Needs `read ApiKey` in the organisation (404 when the caller may not read it). Per network (NB-IoT, Sigfox and MQTT always, others when the organisation has such devices): its devices, ' +
          'the newest message they sent and how many keys can report for them; with the address callbacks post to and the MQTT broker and topics.',
        params: idParamsSchema,
        response: { 200: integrationListSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'ApiKey');
      const config = app.appConfig;
      const apiUrl = (config.publicApiUrl ?? new URL(config.publicWebUrl).origin).replace(/\/$/, '');
      return {
        ingestUrl: `${apiUrl}/api/v1/ingest/messages`,
        mqtt: {
          url: config.publicMqttUrl ? withoutCredentials(config.publicMqttUrl) : withoutCredentials(app.mqttBroker?.url ?? config.mqtt?.url),
          uplinkTopic: 'fieldsense/devices/<networkId>/up',
          configTopic: 'fieldsense/devices/<networkId>/config',
        },
        data: await integrations.list(id),
      };
    },
  );
};
