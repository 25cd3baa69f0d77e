import type { FastifyRequest } from 'fastify';
import type { Action } from '../../../../abilities/appAbility.ts';
import { authorizeInOrganization } from '../../../../organizations/authorizeInOrganization.ts';
import type { OrganizationRepository } from '../../../../organizations/organizationRepository.ts';

/** 404 unless the caller may read the organisation; then 403 without `action ApiKey` within it. */
export function authorizeApiKeys(organizations: OrganizationRepository, request: FastifyRequest, organizationId: string, action: Action) {
  return authorizeInOrganization(organizations, request, organizationId, action, 'ApiKey');
}
