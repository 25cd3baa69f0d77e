import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_VERSION = '1.49.3';

type OpenApiDocument = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * The zod transform emits an input and an output component for every named schema; keep only
 * those some path (or a kept component) references, so the gateway's generated types stay lean.
 */
function pruneUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const refsIn = (value: unknown): string[] =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const keep = new Set<string>();
  const queue = refsIn({ ...document, components: { ...document.components, schemas: {} } });
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (keep.has(name) || !(name in schemas)) continue;
    keep.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => keep.has(name))),
    },
  };
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/openapi.json, with the
 * swagger-ui page at /api/docs (its assets ship inside @fastify/swagger-ui: no CDN needed).
 */
export const openapiPlugin = fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FieldSense REST API',
          description:
            'IoT device monitoring and field service. All routes except sign-in, password reset, health and these docs need `Authorization: Bearer <token>` from `POST /api/v1/auth/login`. Errors answer `{ message, code }`.',
          version: API_VERSION,
        },
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Devices and integrations posting to /ingest/messages.
            apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
        tags: [
          { name: 'auth', description: 'Sign-in, sign-out and password reset' },
          { name: 'users', description: 'Users and their settings' },
          { name: 'abilities', description: 'CASL ability rules' },
          { name: 'notifications', description: 'Release notifications' },
          { name: 'events', description: 'Server-sent events' },
          { name: 'api keys', description: 'Organisation API keys for device ingestion' },
          { name: 'ingest', description: 'Device messages, authenticated by an API key' },
          { name: 'health', description: 'Health check' },
        ],
      },
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        // Protected routes say so in the document, so generated clients and the docs page know.
        if (!input.route.config?.public && result.schema && !result.schema.hide) {
          (result.schema as Record<string, unknown>).security = [{ bearerAuth: [] }];
        }
        return result;
      },
      transformObject: (input) =>
        pruneUnusedSchemas(jsonSchemaTransformObject(input) as OpenApiDocument) as ReturnType<typeof jsonSchemaTransformObject>,
    });

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
      // The page reads the same document the gateway is generated from.
      transformSpecificationClone: true,
    });

    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapiPlugin' },
);
