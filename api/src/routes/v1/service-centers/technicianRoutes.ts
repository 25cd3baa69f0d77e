import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { authorizeServiceCenter } from '../../../serviceCenters/authorizeServiceCenter.ts';
import {
  serviceCenterParamsSchema,
  technicianCreateSchema,
  technicianListQuerySchema,
  technicianPageSchema,
  technicianParamsSchema,
  technicianPatchSchema,
  technicianSchema,
} from '../../../serviceCenters/serviceCenterSchemas.ts';
import { technicianRepository } from '../../../serviceCenters/technicianRepository.ts';

/** The technicians of a service centre. Reading them needs `read ServiceCenter` on the centre. */
export const technicianRoutes: FastifyPluginAsyncZod = async (app) => {
  const technicians = technicianRepository(app.db);

  const load = async (centerId: string, technicianId: string) => {
    const technician = await technicians.get(centerId, technicianId);
    if (!technician) throw notFound('technician.notFound');
    return technician;
  };

  app.get(
    '/:id/technicians',
    {
      schema: {
        operationId: 'listTechnicians',
        tags: ['service centers'],
        summary: "A service centre's technicians, by name",
        description: "Needs `read ServiceCenter` on the centre (404 outside the caller's scope). Active and inactive technicians unless `isActive` says which.",
        params: serviceCenterParamsSchema,
        querystring: technicianListQuerySchema,
        response: { 200: technicianPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'read');
      const { page, perPage, ...filter } = request.query;
      const { data, total } = await technicians.listPage(id, filter, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '/:id/technicians',
    {
      schema: {
        operationId: 'addTechnician',
        tags: ['service centers'],
        summary: 'Make a user a technician of the centre',
        description:
          'Needs `create Technician` and `read ServiceCenter` on the centre. The user must exist, be active and hold a role that works service orders (`update Service`, e.g. the Technician role) — 400 on `userId` otherwise; a user is a technician of a centre once (409). Every model named must exist (400 on `modelIds`). Audited; announced as `serviceCenter.changed` (`TECHNICIANS`).',
        params: serviceCenterParamsSchema,
        body: technicianCreateSchema,
        response: { 201: technicianSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'create', 'Technician');
      const technicianId = await technicians.add(id, request.body, request.user.id);
      if (!technicianId) throw notFound('serviceCenter.notFound');
      return reply.status(201).send(await load(id, technicianId));
    },
  );

  app.get(
    '/:id/technicians/:technicianId',
    {
      schema: {
        operationId: 'getTechnician',
        tags: ['service centers'],
        summary: 'One technician of the centre',
        description: "Needs `read ServiceCenter` on the centre. 404 when the centre is outside the caller's scope or has no technician by that id.",
        params: technicianParamsSchema,
        response: { 200: technicianSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id, technicianId } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'read');
      return load(id, technicianId);
    },
  );

  app.patch(
    '/:id/technicians/:technicianId',
    {
      schema: {
        operationId: 'updateTechnician',
        tags: ['service centers'],
        summary: 'Activate/deactivate a technician, or set the models they service',
        description:
          'Needs `update Technician` and `read ServiceCenter` on the centre. `isActive: false` deactivates: the technician can no longer be assigned orders. `modelIds` replaces the list (each an existing device model). Audited.',
        params: technicianParamsSchema,
        body: technicianPatchSchema,
        response: { 200: technicianSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id, technicianId } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'update', 'Technician');
      if (!(await technicians.update(id, technicianId, request.body, request.user.id))) throw notFound('technician.notFound');
      return load(id, technicianId);
    },
  );

  app.delete(
    '/:id/technicians/:technicianId',
    {
      schema: {
        operationId: 'removeTechnician',
        tags: ['service centers'],
        summary: 'Remove a technician from the centre',
        description:
          'Needs `delete Technician` and `read ServiceCenter` on the centre. Refused with 409 CONFLICT while open service orders are assigned to them (deactivate instead, or give the orders to someone else). Audited.',
        params: technicianParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, technicianId } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'delete', 'Technician');
      if (!(await technicians.remove(id, technicianId, request.user.id))) throw notFound('technician.notFound');
      return reply.status(204).send(null);
    },
  );
};
