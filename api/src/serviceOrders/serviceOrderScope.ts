import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { serviceCenterRepository } from '../serviceCenters/serviceCenterRepository.ts';

/**
 * Which service orders a caller may `read`/`update`: every order, or those of some owners, or those
 * of some service centres.
 *
 * The seed's rules grant `Service` three ways: `manage all` / `manage Service` without conditions
 * (administrators, service managers: every order), `read Service` with `ownerId` (an organisation's
 * administrators: their organisation's orders), and the technician role's `read, update Service`
 * without conditions. That last one is narrowed here to the orders of the centres the user works in
 * (as an active technician or as staff, as `${user.serviceCenterIds}` reads them): a technician sees
 * their centres' orders, not the platform's.
 */
export type ServiceOrderScope = { all: true } | { all: false; ownerIds: string[]; centerIds: string[] };

export const NO_ORDERS: ServiceOrderScope = { all: false, ownerIds: [], centerIds: [] };

/**
 * The caller's scope for `action` on service orders (see ServiceOrderScope), or on installation
 * orders (`subject` InstallationOrder), which the seed's rules grant the same three ways.
 */
export async function serviceOrderScope(
  db: Db,
  request: FastifyRequest,
  action: 'read' | 'update',
  subject: 'Service' | 'InstallationOrder' = 'Service',
): Promise<ServiceOrderScope> {
  if (!request.ability?.can(action, subject)) return NO_ORDERS;
  const owners = request.scope(action, subject);
  if (owners !== 'all') return { all: false, ownerIds: owners, centerIds: [] };
  if (request.ability.can('manage', subject)) return { all: true };
  return { all: false, ownerIds: [], centerIds: await serviceCenterRepository(db).ownServiceCenterIds(request.user.id) };
}

/** Whether an order (its owner and centre) is in the scope. */
export function orderInScope(scope: ServiceOrderScope, order: { ownerId: string; serviceCenterId: string | null }): boolean {
  if (scope.all) return true;
  return scope.ownerIds.includes(order.ownerId) || (order.serviceCenterId !== null && scope.centerIds.includes(order.serviceCenterId));
}

/** Whether a scope reads an order of this owner in any of these centres (an event's audience). */
export function readsServiceOrderOf(scope: ServiceOrderScope, order: { ownerId: string; serviceCenterIds: string[] }): boolean {
  if (scope.all) return true;
  return scope.ownerIds.includes(order.ownerId) || order.serviceCenterIds.some((id) => scope.centerIds.includes(id));
}
