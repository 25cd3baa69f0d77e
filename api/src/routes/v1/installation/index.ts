import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installationAttachmentRoutes } from './attachments.ts';
import { installationByIdRoutes } from './byId.ts';
import { installationDeviceRoutes } from './devices.ts';
import { installDeviceRoute } from './install.ts';
import { installationListRoute } from './list.ts';
import { installationLookupRoutes } from './lookups.ts';
import { installationWriteRoutes } from './writes.ts';

/** /api/v1/installation: installation orders (spec part 2 §7 "Installation"), their devices, the install and the devices' attachments. */
export const installationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(installationListRoute);
  await app.register(installationLookupRoutes);
  await app.register(installationByIdRoutes);
  await app.register(installationWriteRoutes);
  await app.register(installationDeviceRoutes);
  await app.register(installDeviceRoute);
  await app.register(installationAttachmentRoutes);
};
