import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { authorizeServiceCenter } from '../../../serviceCenters/authorizeServiceCenter.ts';
import { serviceCenterRepository } from '../../../serviceCenters/serviceCenterRepository.ts';
import {
  serviceCenterCreateSchema,
  serviceCenterListQuerySchema,
  serviceCenterPageSchema,
  serviceCenterParamsSchema,
  serviceCenterPatchSchema,
  serviceCenterSchema,
} from '../../../serviceCenters/serviceCenterSchemas.ts';
import { serviceCenterScope } from '../../../serviceCenters/serviceCenterScope.ts';

const SCOPE_TEXT =
  'Administrators see every centre; a user whose rules name organisations (`organizationIds`) sees the centres serving them; a technician sees the centres they work in.';

/** Service centres: list, create, read, change (activation included) and delete. */
export const serviceCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const centers = serviceCenterRepository(app.db);

  const loadVisible = async (id: string) => {
    const center = await centers.get(id);
    if (!center) throw notFound('serviceCenter.notFound');
    return center;
  };

  app.get(
    '',
    {
      schema: {
        operationId: 'listServiceCenters',
        tags: ['service centers'],
        summary: 'Service centres the caller may read, by name',
        description: `Needs \`read ServiceCenter\`. ${SCOPE_TEXT} Filters combine (and); \`search\` matches anywhere in the name.`,
        querystring: serviceCenterListQuerySchema,
        response: { 200: serviceCenterPageSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'ServiceCenter');
      const { page, perPage, ...filter } = request.query;
      const { data, total } = await centers.listPage({ ...filter, scope: serviceCenterScope(request.ability, 'read') }, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '',
    {
      schema: {
        operationId: 'createServiceCenter',
        tags: ['service centers'],
        summary: 'Create a service centre',
        description:
          'Needs `create ServiceCenter`. Every user and organisation named must exist (400 naming the missing ids); the name is unique whatever its case (409). Audited; announced as `serviceCenter.changed`.',
        body: serviceCenterCreateSchema,
        response: { 201: serviceCenterSchema, ...errorResponses(400, 403, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      request.authorize('create', 'ServiceCenter');
      const id = await centers.create(request.body, request.user.id);
      return reply.status(201).send(await loadVisible(id));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getServiceCenter',
        tags: ['service centers'],
        summary: 'One service centre',
        description: `Needs \`read ServiceCenter\`. ${SCOPE_TEXT} A centre outside the caller's scope answers 404, as a missing one.`,
        params: serviceCenterParamsSchema,
        response: { 200: serviceCenterSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      await authorizeServiceCenter(app.db, request, request.params.id, 'read');
      return loadVisible(request.params.id);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateServiceCenter',
        tags: ['service centers'],
        summary: 'Change a service centre, or activate/deactivate it',
        description:
          'Needs `update ServiceCenter`. Only the fields sent change; `userIds` and `organizationIds` replace the lists. `isActive: false` deactivates the centre: its technicians can no longer be assigned orders (its open orders stay). Audited (`serviceCenter.update`, or `.activate`/`.deactivate` when only that changed).',
        params: serviceCenterParamsSchema,
        body: serviceCenterPatchSchema,
        response: { 200: serviceCenterSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'update');
      if (!(await centers.update(id, request.body, request.user.id))) throw notFound('serviceCenter.notFound');
      return loadVisible(id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteServiceCenter',
        tags: ['service centers'],
        summary: 'Delete a service centre',
        description:
          'Needs `delete ServiceCenter`. Refused with 409 CONFLICT while the centre has open service orders (not completed, failed or archived); its closed orders keep their history without a centre. Its technicians go with it. Audited.',
        params: serviceCenterParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeServiceCenter(app.db, request, id, 'delete');
      if (!(await centers.remove(id, request.user.id))) throw notFound('serviceCenter.notFound');
      return reply.status(204).send(null);
    },
  );
};
