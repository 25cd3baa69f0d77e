import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoringByIdRoute } from './byId.ts';
import { monitoringListRoute } from './list.ts';
import { monitoringLogsRoute } from './logs.ts';
import { monitoringLookupRoutes } from './lookups.ts';
import { monitoringMapRoute } from './map.ts';
import { monitoringUpdateRoute } from './update.ts';

/** /api/v1/monitoring: the read side, the status/notes edit and the page's lookups. */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(monitoringListRoute);
  await app.register(monitoringMapRoute);
  await app.register(monitoringLookupRoutes);
  await app.register(monitoringByIdRoute);
  await app.register(monitoringUpdateRoute);
  await app.register(monitoringLogsRoute);
};
