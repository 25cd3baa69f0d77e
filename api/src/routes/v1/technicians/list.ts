import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { allTechniciansQuerySchema, technicianPageSchema } from '../../../serviceCenters/serviceCenterSchemas.ts';
import { serviceCenterScope } from '../../../serviceCenters/serviceCenterScope.ts';
import { technicianRepository } from '../../../serviceCenters/technicianRepository.ts';

/**
 * `GET /technicians`: the technicians of every centre the caller may read, in one paged list (the
 * technicians tab asked each centre before: one call per centre).
 */
export const techniciansListRoute: FastifyPluginAsyncZod = async (app) => {
  const technicians = technicianRepository(app.db);

  app.get(
    '',
    {
      schema: {
        operationId: 'listAllTechnicians',
        tags: ['service centers'],
        summary: "Technicians of every service centre the caller may read, by name",
        description:
          'Needs `read ServiceCenter`, scoped as `GET /service-centers` is: administrators see every centre\'s technicians; a user whose rules name organisations sees those of the centres serving them; a technician those of the centres they work in. ' +
          'Filters combine (and): centres, activity, models serviced (any of them), and `search` anywhere in the technician\'s name or e-mail.',
        querystring: allTechniciansQuerySchema,
        response: { 200: technicianPageSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'ServiceCenter');
      const { page, perPage, sort: descending, ...filter } = request.query;
      const { data, total } = await technicians.listAcross({ ...filter, descending, scope: serviceCenterScope(request.ability, 'read') }, page, perPage);
      return paged(data, page, perPage, total);
    },
  );
};
