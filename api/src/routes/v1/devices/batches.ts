import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmSchema } from '../../../alarms/alarmSchema.ts';
import { deviceBatchRepository } from '../../../devices/deviceBatchRepository.ts';
import { deviceSchema } from '../../../devices/deviceSchema.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { idListParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** Devices one batch names at most: a table's largest page. */
export const MAX_BATCH_DEVICES = 100;

/** Required ids, at most MAX_BATCH_DEVICES of them. */
export const batchIds = (what: string) =>
  idListParam(what).transform((ids, ctx) => {
    if (!ids || ids.length === 0) {
      ctx.issues.push({ code: 'custom', message: 'validation.required', input: ids });
      return z.NEVER;
    }
    if (ids.length > MAX_BATCH_DEVICES) {
      ctx.issues.push({ code: 'custom', message: 'validation.tooManyItems', input: ids, params: { maximum: MAX_BATCH_DEVICES } });
      return z.NEVER;
    }
    return ids;
  });

const deviceAlarmsSchema = z
  .object({
    deviceId: z.string().describe('The device'),
    alarms: z.array(alarmSchema).describe('All of its alarms (a device has at most 50), oldest first'),
  })
  .meta({ id: 'DeviceAlarms' });

/**
 * Batch reads for a table of devices (one call per page of up to 100 devices, whatever the page
 * shows): the full records and the alarms that `GET /devices/{id}` and `GET /devices/{id}/alarms`
 * answer one device at a time. The gateway's loaders use them, so that a 100-row page asking
 * per-device fields costs a constant number of calls. Ids the caller may not read, and unknown
 * ids, are left out: nothing tells them apart, as the single reads' 404 does not.
 */
export const deviceBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const batches = deviceBatchRepository(app.db);

  app.get(
    '/full',
    {
      schema: {
        operationId: 'listDevicesFull',
        tags: ['devices'],
        summary: 'Devices by id with every attribute (as `GET /devices/{id}`), up to 100 at once',
        description:
          "Each device the caller may read (`read Device` in its organisation), deleted ones included, in the order of `ids`; the others are left out. " +
          'One query by the primary key (`devices_pkey`).',
        querystring: z.object({ ids: batchIds('Devices (1 to 100)') }),
        response: {
          200: z.object({ data: z.array(deviceSchema) }).meta({ id: 'DeviceFullList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const { ids } = request.query;
      const found = await batches.full(ids, requestLanguage(request));
      const byId = new Map(found.filter((device) => request.allowedIn('read', 'Device', device.owner._id)).map((device) => [device._id, device]));
      return { data: ids.flatMap((id) => byId.get(id) ?? []) };
    },
  );

  app.get(
    '/alarms',
    {
      schema: {
        operationId: 'listAlarmsOfDevices',
        tags: ['alarms'],
        summary: 'The alarms of several devices, up to 100 at once',
        description:
          "Every alarm of each device the caller may read (`read Device`; deleted devices included), with its state, as `GET /devices/{id}/alarms` " +
          'pages them: oldest first, each device at most 50. Devices in the order of `deviceIds`; the others are left out. ' +
          'One query on `alarms_device_id_idx` with the open trip through its partial unique index.',
        querystring: z.object({ deviceIds: batchIds('Devices (1 to 100)') }),
        response: {
          200: z.object({ data: z.array(deviceAlarmsSchema) }).meta({ id: 'DeviceAlarmsList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const { deviceIds } = request.query;
      const owners = await batches.ownersOf(deviceIds);
      const ids = deviceIds.filter((id) => {
        const ownerId = owners.get(id);
        return ownerId !== undefined && request.allowedIn('read', 'Device', ownerId);
      });
      const byDevice = await batches.alarmsOf(ids);
      return { data: ids.map((deviceId) => ({ deviceId, alarms: byDevice.get(deviceId)! })) };
    },
  );
};
