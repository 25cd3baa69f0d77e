import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installationOrderStatuses } from '../../../db/schema/installation.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { translate } from '../../../i18n/translate.ts';
import { installationOrderRepository } from '../../../installationOrders/installationOrderRepository.ts';
import {
  installationOrderOwnerListSchema,
  installationOrderStatusListSchema,
  installationTechnicianListSchema,
} from '../../../installationOrders/installationOrderSchema.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** Technicians one answer lists at most: a platform has tens of them, not thousands. */
const MAX_TECHNICIANS = 500;

/** The lookups of the installation screens (spec §7): statuses, the owners and the technicians one may order for. */
export const installationLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = installationOrderRepository(app.db);

  app.get(
    '/statuses',
    {
      schema: {
        operationId: 'listInstallationOrderStatuses',
        tags: ['installation'],
        summary: 'The installation order statuses, in their order',
        description: "Needs `read InstallationOrder`. A fixed list (not paged), named in the caller's language.",
        response: { 200: installationOrderStatusListSchema, ...errorResponses(403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('read', 'InstallationOrder');
      const language = requestLanguage(request);
      return {
        data: installationOrderStatuses.map((slug) => ({ _id: slug, slug, name: translate(language, `installation.statusName.${slug}` as MessageId) })),
      };
    },
  );

  app.get(
    '/owners',
    {
      schema: {
        operationId: 'listInstallationOrderOwners',
        tags: ['installation'],
        summary: 'The organisations the caller may create installation orders for',
        description: 'Needs `create InstallationOrder`; the organisations its rules allow, by name. At most a few hundred (organisations, not devices): not paged.',
        response: { 200: installationOrderOwnerListSchema, ...errorResponses(403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('create', 'InstallationOrder');
      return { data: await orders.organizations(request.scope('create', 'InstallationOrder')) };
    },
  );

  app.get(
    '/technicians',
    {
      schema: {
        operationId: 'listInstallationTechnicians',
        tags: ['installation'],
        summary: 'The technicians an installation order can be given',
        description: `Needs \`create InstallationOrder\`. Active technicians (with active accounts) of active centres, by name, with their centre; of one centre with \`serviceCenterId\`. At most ${MAX_TECHNICIANS}: not paged.`,
        querystring: z.object({ serviceCenterId: z.guid().optional().describe('Only the technicians of this centre') }).strict(),
        response: { 200: installationTechnicianListSchema, ...errorResponses(400, 403, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('create', 'InstallationOrder');
      return { data: await orders.assignableTechnicians(request.query.serviceCenterId, MAX_TECHNICIANS) };
    },
  );
};
