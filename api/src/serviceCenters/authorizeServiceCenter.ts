import type { FastifyRequest } from 'fastify';
import type { Action, SubjectType } from '../abilities/appAbility.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../errors.ts';
import { serviceCenterRepository } from './serviceCenterRepository.ts';
import { serviceCenterScope } from './serviceCenterScope.ts';

/**
 * Lets the request `action` `subject` (ServiceCenter, or Technician of the centre) of one centre:
 * 403 without the ability at all; 404 when the centre does not exist or the caller may not read it
 * (never telling a centre outside their scope from a missing one); 403 when they may read it but
 * not `action` it.
 */
export async function authorizeServiceCenter(db: Db, request: FastifyRequest, centerId: string, action: Action, subject: SubjectType = 'ServiceCenter'): Promise<void> {
  request.authorize(action, subject);
  const centers = serviceCenterRepository(db);
  if (!(await centers.isInScope(centerId, serviceCenterScope(request.ability, 'read')))) throw notFound('serviceCenter.notFound');
  if (action === 'read' || subject !== 'ServiceCenter') return;
  if (!(await centers.isInScope(centerId, serviceCenterScope(request.ability, action)))) throw forbidden();
}
