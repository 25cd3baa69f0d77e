import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRemoveDeviceRoute } from './removeDevice.ts';

/** /api/v1/contracts (a device's contracts are read at /devices/{id}/contracts). */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractRemoveDeviceRoute);
};
