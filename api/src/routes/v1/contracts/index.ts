import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractByIdRoutes } from './byId.ts';
import { contractDevicesRoutes } from './devices.ts';
import { contractInvoicePreviewRoute } from './invoicePreview.ts';
import { contractLogsRoute } from './logs.ts';
import { contractRemoveDeviceRoute } from './removeDevice.ts';

/**
 * /api/v1/contracts: one contract, its devices, log and invoice preview. An organisation's contracts
 * are listed and created at /organizations/{id}/contracts, a device's read at /devices/{id}/contracts.
 */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractByIdRoutes);
  await app.register(contractDevicesRoutes);
  await app.register(contractLogsRoute);
  await app.register(contractInvoicePreviewRoute);
  await app.register(contractRemoveDeviceRoute);
};
