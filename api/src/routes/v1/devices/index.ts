import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceModelsRoute } from './deviceModels.ts';
import { deviceDownlinkConfigRoute } from './downlinkConfig.ts';
import { heartbeatSkippedRoute } from './heartbeatSkipped.ts';
import { devicesListRoute } from './list.ts';
import { deviceServiceOrdersRoute } from './serviceOrders.ts';
import { deviceMessagesRoute } from './messages.ts';
import { deviceNetworkInfoRoute } from './networkInfo.ts';
import { deviceWaterLevelRoutes } from './waterLevel.ts';
import { deviceContractsRoute } from './contracts.ts';

/** /api/v1/devices: lists and lookups the monitoring and order pages use. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(devicesListRoute);
  await app.register(deviceModelsRoute);
  await app.register(heartbeatSkippedRoute);
  await app.register(deviceServiceOrdersRoute);
  await app.register(deviceDownlinkConfigRoute);
  await app.register(deviceMessagesRoute);
  await app.register(deviceNetworkInfoRoute);
  await app.register(deviceWaterLevelRoutes);
  await app.register(deviceContractsRoute);
};
