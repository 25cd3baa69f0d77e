import { subject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import type { Action } from '../abilities/appAbility.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../errors.ts';
import { analyticsRepository } from './analyticsRepository.ts';

/**
 * Every analytics call's check, in this order: 403 for someone who reads no analytics at all; 404
 * for an organisation that does not exist or whose analytics the caller may not read (so strangers
 * learn nothing); 403 when they may read it but not `action` it (a member changing a schedule).
 */
export async function authorizeAnalytics(request: FastifyRequest, db: Db, organizationId: string, action: Action): Promise<void> {
  request.authorize('read', 'Analytics');
  if (!request.allowedIn('read', 'Analytics', organizationId) || !(await analyticsRepository(db).organizationExists(organizationId))) throw notFound('notFound.organization');
  if (!request.ability.can(action, subject('Analytics', { organizationId } as Record<string, unknown>))) throw forbidden();
}
