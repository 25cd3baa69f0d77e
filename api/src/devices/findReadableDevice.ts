import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import type { DeviceAccessFacts, DeviceRepository } from './deviceRepository.ts';

/**
 * The device's facts when the caller may read it (`read Device` in its owner); otherwise 404, the
 * same answer as for no device at all, so nothing tells another organisation's devices apart from
 * missing ones. Deleted devices are readable.
 */
export async function findReadableDevice(request: FastifyRequest, devices: DeviceRepository, id: string): Promise<DeviceAccessFacts> {
  const facts = await devices.accessFacts(id);
  if (!facts || !request.allowedIn('read', 'Device', facts.ownerId)) throw notFound('notFound.device');
  return facts;
}

/** As findReadableDevice, then 403 without `action Device` in its owner and 409 when it is deleted. */
export async function findWritableDevice(
  request: FastifyRequest,
  devices: DeviceRepository,
  id: string,
  action: 'update' | 'delete',
): Promise<DeviceAccessFacts> {
  const facts = await findReadableDevice(request, devices, id);
  if (!request.allowedIn(action, 'Device', facts.ownerId)) throw forbidden();
  if (facts.deleted) throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
  return facts;
}
