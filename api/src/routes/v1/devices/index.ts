import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceAlarmRoutes } from './alarms.ts';
import { deviceByIdRoutes } from './byId.ts';
import { deviceCreateRoute } from './create.ts';
import { deviceDeleteRoute } from './delete.ts';
import { deviceModelsRoute } from './deviceModels.ts';
import { deviceDownlinkConfigRoute } from './downlinkConfig.ts';
import { heartbeatSkippedRoute } from './heartbeatSkipped.ts';
import { deviceImportRoute } from './import.ts';
import { deviceLifecyclesRoute } from './lifecycles.ts';
import { devicesListRoute } from './list.ts';
import { deviceServiceOrdersRoute } from './serviceOrders.ts';
import { deviceUpdateRoute } from './update.ts';
import { deviceMessagesRoute } from './messages.ts';
import { deviceNetworkInfoRoute } from './networkInfo.ts';
import { deviceWaterLevelRoutes } from './waterLevel.ts';
import { deviceContractsRoute } from './contracts.ts';
import { deviceImageRoutes } from './images.ts';

/** /api/v1/devices: the device registry (lists, one device, writes, import, audit) and the lookups other pages use. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(devicesListRoute);
  await app.register(deviceModelsRoute);
  await app.register(deviceLifecyclesRoute);
  await app.register(heartbeatSkippedRoute);
  await app.register(deviceServiceOrdersRoute);
  await app.register(deviceAlarmRoutes);
  await app.register(deviceByIdRoutes);
  await app.register(deviceCreateRoute);
  await app.register(deviceImportRoute);
  await app.register(deviceUpdateRoute);
  await app.register(deviceDeleteRoute);
  await app.register(deviceDownlinkConfigRoute);
  await app.register(deviceMessagesRoute);
  await app.register(deviceNetworkInfoRoute);
  await app.register(deviceWaterLevelRoutes);
  await app.register(deviceContractsRoute);
  await app.register(deviceImageRoutes);
};
