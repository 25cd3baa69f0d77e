import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { purgeDevice, softDeleteDevice } from '../../../devices/deviceWrites.ts';
import { findReadableDevice } from '../../../devices/findReadableDevice.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { removeStoredFiles } from '../../../storage/removeStoredFiles.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema } from '../../../schemas/common.ts';

export const deviceDeleteRoute: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteDevice',
        tags: ['devices'],
        summary: 'Deletes a device (soft), or permanently with perm=true',
        description:
          "Without `perm`: needs `delete Device` in the device's organisation. Marks the device deleted: it stays readable, refuses edits and leaves monitoring; deleting it again answers 409 DEVICE_DELETED. " +
          '`perm=true`: needs `purge Device` (administrators; 403 otherwise), live or already deleted. Removes the device with its readings, images, alarms and closed orders; refused with 409 DEVICE_IN_OPEN_ORDER while an open service order (not completed, failed or archived) or installation order (not completed or archived) holds it. ' +
          'Both write an audit entry (`device.delete`, `device.purge`; the purge entry outlives the device) and publish `device.changed` (DELETED, PURGED) in the same transaction. 404 when the caller may not read the device.',
        params: idParamsSchema,
        querystring: z.object({
          perm: z
            .enum(['true', 'false'])
            .optional()
            .transform((value) => value === 'true')
            .describe('`true`: delete permanently'),
        }),
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ownerId, deleted } = await findReadableDevice(request, devices, id);
      if (request.query.perm) {
        if (!request.allowedIn('purge', 'Device', ownerId)) throw forbidden();
        const outcome = await purgeDevice(app.db, id, request.user.id);
        if (outcome.status === 'notFound') throw notFound('notFound.device');
        if (outcome.status === 'heldByOpenOrders') {
          throw new AppError(ErrorCode.DEVICE_IN_OPEN_ORDER, 'device.heldByOpenOrder', { params: { orders: outcome.orders.join(', ') } });
        }
        // The image rows went with the device; their files go once that has committed (best effort, logged).
        await removeStoredFiles(app.storage, outcome.imageStorageKeys, request.log);
        return { ok: true as const };
      }
      if (!request.allowedIn('delete', 'Device', ownerId)) throw forbidden();
      if (deleted) throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
      const outcome = await softDeleteDevice(app.db, id, request.user.id);
      if (outcome.status === 'notFound') throw notFound('notFound.device');
      if (outcome.status === 'alreadyDeleted') throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
      return { ok: true as const };
    },
  );
};
