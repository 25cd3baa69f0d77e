import type { FastifyRequest } from 'fastify';
import type { Action } from '../../../../abilities/appAbility.ts';
import { forbidden, notFound } from '../../../../errors.ts';
import type { OrganizationRepository } from '../../../../organizations/organizationRepository.ts';

/**
 * The organisation must exist and be one the caller may read, else 404 so strangers learn
 * nothing; then the caller needs `action ApiKey` within it, else 403.
 */
export async function authorizeApiKeys(
  organizations: OrganizationRepository,
  request: FastifyRequest,
  organizationId: string,
  action: Action,
) {
  if (!request.allowedIn('read', 'Organization', organizationId) || !(await organizations.exists(organizationId))) {
    throw notFound('notFound.organization');
  }
  if (!request.allowedIn(action, 'ApiKey', organizationId)) throw forbidden();
}
