import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceCenterRoutes } from './serviceCenterRoutes.ts';
import { technicianRoutes } from './technicianRoutes.ts';

/** `/service-centers` and their technicians. */
export const serviceCentersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceCenterRoutes);
  await app.register(technicianRoutes);
};
