import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationAbilitiesRoute } from './abilities.ts';
import { organizationByIdRoute } from './byId.ts';
import { organizationDeviceByIdRoute } from './deviceById.ts';
import { organizationDevicesRoute } from './devices.ts';
import { apiKeyRoutes } from './keys/apiKeyRoutes.ts';
import { organizationsListRoute } from './list.ts';

/** /api/v1/organizations: the organisations, their devices, the caller's rules in them and their API keys. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(organizationsListRoute);
  await app.register(organizationByIdRoute);
  await app.register(organizationDevicesRoute);
  await app.register(organizationDeviceByIdRoute);
  await app.register(organizationAbilitiesRoute);
  await app.register(apiKeyRoutes);
};
