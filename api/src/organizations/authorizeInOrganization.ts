import type { FastifyRequest } from 'fastify';
import type { Action, SubjectType } from '../abilities/appAbility.ts';
import { forbidden, notFound } from '../errors.ts';
import type { OrganizationRepository } from './organizationRepository.ts';

/**
 * Lets the request `action` `subject` rows of one organisation (its members, groups, API keys):
 * the organisation must exist and be one the caller may read, else 404 so strangers learn nothing
 * (a missing one and another tenant's answer alike); then the caller needs `action subject` within
 * it, else 403.
 */
export async function authorizeInOrganization(
  organizations: OrganizationRepository,
  request: FastifyRequest,
  organizationId: string,
  action: Action,
  subject: SubjectType,
): Promise<void> {
  if (!request.allowedIn('read', 'Organization', organizationId) || !(await organizations.exists(organizationId))) {
    throw notFound('notFound.organization');
  }
  if (!request.allowedIn(action, subject, organizationId)) throw forbidden();
}
