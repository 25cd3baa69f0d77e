import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type ServiceOrderScope, serviceOrderScope } from '../serviceOrders/serviceOrderScope.ts';

export { orderInScope } from '../serviceOrders/serviceOrderScope.ts';
export type InstallationOrderScope = ServiceOrderScope;

/**
 * Which installation orders a caller may `read`/`update`, as for service orders: administrators and
 * service managers (`manage InstallationOrder`) every order, a rule with `ownerId` those of its
 * organisations, and the technician role's unconditioned `read, update InstallationOrder` the orders
 * of the centres they work in. Organisation members hold no rule on installation orders: nothing.
 */
export const installationOrderScope = (db: Db, request: FastifyRequest, action: 'read' | 'update'): Promise<InstallationOrderScope> =>
  serviceOrderScope(db, request, action, 'InstallationOrder');
