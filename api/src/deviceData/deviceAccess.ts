import type { FastifyRequest } from 'fastify';
import type { SubjectType } from '../abilities/appAbility.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import type { DeviceFacts } from './deviceDataRepository.ts';

/**
 * The device when the caller may read it, else 404 (never 403: another organisation's device must
 * not be told apart from a missing one). With `also`, the caller must also hold that ability in the
 * device's organisation (403 otherwise: they already know the device).
 */
export function readableDevice(
  request: FastifyRequest,
  device: DeviceFacts | undefined,
  also?: { action: 'read' | 'update' | 'delete'; subject: SubjectType },
): DeviceFacts {
  if (!device || !request.allowedIn('read', 'Device', device.ownerId)) throw notFound('notFound.device');
  if (also && !request.allowedIn(also.action, also.subject, device.ownerId)) throw forbidden();
  return device;
}

/** The device when the caller may change it (`update Device`) and it is not deleted (409 DEVICE_DELETED: deleted devices stay as they were). */
export function changeableDevice(request: FastifyRequest, device: DeviceFacts | undefined): DeviceFacts {
  const found = readableDevice(request, device, { action: 'update', subject: 'Device' });
  if (found.deletedAt) throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
  return found;
}
