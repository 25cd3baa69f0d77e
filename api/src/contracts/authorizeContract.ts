import type { FastifyRequest } from 'fastify';
import type { Action } from '../abilities/appAbility.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../errors.ts';
import { organizationRepository } from '../organizations/organizationRepository.ts';
import { contractRepository } from './contractRepository.ts';

/**
 * A contract's organisation, once the caller may `action` it: 404 when there is no such contract or
 * the caller may not read the contracts of its organisation (strangers learn nothing), 403 when
 * they may read them but not `action` them.
 */
export async function authorizeContract(db: Db, request: FastifyRequest, contractId: string, action: Action): Promise<string> {
  const organizationId = await contractRepository(db).organizationOf(contractId);
  if (!organizationId || !request.allowedIn('read', 'Contract', organizationId)) throw notFound('notFound.contract');
  if (action !== 'read' && !request.allowedIn(action, 'Contract', organizationId)) throw forbidden();
  return organizationId;
}

/**
 * An organisation's contracts: 404 when the organisation does not exist or the caller may not read
 * it, 403 when they may not `action` its contracts.
 */
export async function authorizeOrganizationContracts(db: Db, request: FastifyRequest, organizationId: string, action: Action): Promise<void> {
  if (!request.allowedIn('read', 'Organization', organizationId) || !(await organizationRepository(db).exists(organizationId))) {
    throw notFound('notFound.organization');
  }
  if (!request.allowedIn(action, 'Contract', organizationId)) throw forbidden();
}
