import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationAbilitiesRoute } from './abilities.ts';
import { organizationByIdRoute } from './byId.ts';
import { organizationContractsRoute } from './contracts.ts';
import { organizationCreateRoute } from './create.ts';
import { organizationDeviceByIdRoute } from './deviceById.ts';
import { organizationDevicesRoute } from './devices.ts';
import { groupRoutes } from './groups/groupRoutes.ts';
import { organizationIntegrationsRoute } from './integrations.ts';
import { apiKeyRoutes } from './keys/apiKeyRoutes.ts';
import { organizationsListRoute } from './list.ts';
import { memberRoutes } from './members/memberRoutes.ts';

/** /api/v1/organizations: the organisations, their devices, members, groups, API keys and integrations, and the caller's rules in them. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(organizationsListRoute);
  await app.register(organizationCreateRoute);
  await app.register(organizationByIdRoute);
  await app.register(organizationDevicesRoute);
  await app.register(organizationDeviceByIdRoute);
  await app.register(organizationAbilitiesRoute);
  await app.register(memberRoutes);
  await app.register(groupRoutes);
  await app.register(apiKeyRoutes);
  await app.register(organizationIntegrationsRoute);
  await app.register(organizationContractsRoute);
};
