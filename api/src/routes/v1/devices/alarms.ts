import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmCreateSchema, alarmUpdateSchema } from '../../../alarms/alarmInputSchema.ts';
import { type AlarmDevice, alarmRepository, MAX_ALARMS_PER_DEVICE } from '../../../alarms/alarmRepository.ts';
import { alarmPageSchema, alarmSchema, alarmTripPageSchema, toAlarmDto, toAlarmTripDto } from '../../../alarms/alarmSchema.ts';
import { unitAggregations } from '../../../analytics/units/unitAggregations.ts';
import type { Action } from '../../../abilities/appAbility.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema, paged } from '../../../schemas/common.ts';

const alarmParamsSchema = idParamsSchema.extend({ alarmId: z.guid().describe('The alarm id') });

const invalidField = (field: string, message: { id: 'alarm.unknownUnit' | 'analytics.aggregationNotOffered' | 'alarm.sameNotificationHours'; params?: Record<string, string> }) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields: [{ field, message }] });

/**
 * The unit must be one the device's model measures, and an aggregation one its readings allow (a
 * level has no total: analytics/units/unitAggregations.ts decides, as for the dashboard's charts).
 */
function checkCondition(device: AlarmDevice, unitSlug: string, aggregation: string | null) {
  const entry = device.dataModel.find((e) => e.unit.slug === unitSlug);
  if (!entry) {
    const values = device.dataModel.map((e) => e.unit.slug).join(', ');
    throw invalidField('unitSlug', { id: 'alarm.unknownUnit', params: { unit: unitSlug.slice(0, 100), values } });
  }
  const offered = unitAggregations(entry);
  if (aggregation !== null && !(offered as readonly string[]).includes(aggregation)) {
    throw invalidField('aggregation', { id: 'analytics.aggregationNotOffered', params: { unit: entry.unit.name, values: offered.join(', ') } });
  }
}

/**
 * A device's alarms (`/devices/{id}/alarms`, the web's /alerts tab) and its trip history. Reading
 * needs `read Device` for the device; writing `create`/`update`/`delete Alarm` in its organisation.
 */
export const deviceAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = alarmRepository(app.db);

  /** The device when the caller may read it; 404 otherwise, so strangers learn nothing. */
  const readableDevice = async (request: FastifyRequest, id: string) => {
    request.authorize('read', 'Device');
    const device = await repository.findDevice(id);
    if (!device || !request.allowedIn('read', 'Device', device.ownerId)) throw notFound('notFound.device');
    return device;
  };
  /** …and may `action Alarm` in its organisation (403), on a device not deleted (409 DEVICE_DELETED, as the device's own edits). */
  const writableDevice = async (request: FastifyRequest, id: string, action: Action) => {
    const device = await readableDevice(request, id);
    if (!request.allowedIn(action, 'Alarm', device.ownerId)) throw forbidden();
    if (device.deleted) throw new AppError(ErrorCode.DEVICE_DELETED, 'alarm.deviceDeleted');
    return device;
  };

  app.get(
    '/:id/alarms',
    {
      schema: {
        operationId: 'listDeviceAlarms',
        tags: ['alarms'],
        summary: "A device's alarms, oldest first, each with its state",
        description:
          'Needs `read Device` for the device (404 otherwise); deleted devices stay readable. `state` is `tripped` while a trip is open (`trippedSince`, `currentTrip`), else `ok`.',
        params: idParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 50) }),
        response: { 200: alarmPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const device = await readableDevice(request, request.params.id);
      const { rows, total } = await repository.listPage(device.id, page, perPage);
      return paged(
        rows.map(({ alarm, openTrip }) => toAlarmDto(alarm, openTrip)),
        page,
        perPage,
        total,
      );
    },
  );

  app.post(
    '/:id/alarms',
    {
      schema: {
        operationId: 'createDeviceAlarm',
        tags: ['alarms'],
        summary: 'Create an alarm on a device',
        description:
          'Needs `create Alarm` in the device\'s organisation (403; 404 when the device cannot even be read). `unitSlug` must be one of the device model\'s units and `aggregation` one its readings allow (400 naming the field). ' +
          `A deleted device is refused (409 DEVICE_DELETED), as is a device with ${MAX_ALARMS_PER_DEVICE} alarms already (409). Audited. ` +
          'The alarm is judged at once against the device\'s latest reading, then against every reading that arrives: a reading that meets the condition while no trip is open records a trip, raises `alarm.tripped` on `GET /events` and e-mails `notificationEmails` once (inside the notification hours; a trip outside them is e-mailed when they open if still open); a reading that no longer meets it ends the trip (`alarm.cleared`).',
        params: idParamsSchema,
        body: alarmCreateSchema,
        response: { 201: alarmSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      const device = await writableDevice(request, request.params.id, 'create');
      checkCondition(device, request.body.unitSlug, request.body.aggregation);
      if (request.body.notifyFromHour === request.body.notifyToHour) throw invalidField('notifyToHour', { id: 'alarm.sameNotificationHours' });
      const outcome = await repository.create(device, request.body, request.user.id);
      if (!outcome.ok) throw new AppError(ErrorCode.CONFLICT, 'alarm.tooManyAlarms', { params: { maximum: MAX_ALARMS_PER_DEVICE } });
      return reply.status(201).send(toAlarmDto(outcome.value, null));
    },
  );

  app.get(
    '/:id/alarms/:alarmId',
    {
      schema: {
        operationId: 'getDeviceAlarm',
        tags: ['alarms'],
        summary: 'One alarm of a device, with its state',
        description: 'Needs `read Device` for the device. An alarm of another device is a 404.',
        params: alarmParamsSchema,
        response: { 200: alarmSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const device = await readableDevice(request, request.params.id);
      const found = await repository.get(device.id, request.params.alarmId);
      if (!found) throw notFound('notFound.alarm');
      return toAlarmDto(found.alarm, found.openTrip);
    },
  );

  app.patch(
    '/:id/alarms/:alarmId',
    {
      schema: {
        operationId: 'updateDeviceAlarm',
        tags: ['alarms'],
        summary: "Change an alarm's condition, notification or activity",
        description:
          'Needs `update Alarm` in the device\'s organisation; a deleted device is refused (409 DEVICE_DELETED). Omitted fields stay; at least one is needed. Audited (each field before and after). ' +
          'A changed condition or a reactivation is judged again on the latest reading (an open trip that no longer holds ends, `alarm.cleared`); deactivating ends an open trip at once and cancels its unsent e-mail.',
        params: alarmParamsSchema,
        body: alarmUpdateSchema,
        response: { 200: alarmSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request) => {
      const device = await writableDevice(request, request.params.id, 'update');
      const { alarmId } = request.params;
      const current = await repository.get(device.id, alarmId);
      if (!current) throw notFound('notFound.alarm');
      const body = request.body;
      if (body.unitSlug !== undefined || body.aggregation !== undefined) {
        checkCondition(device, body.unitSlug ?? current.alarm.unitSlug, body.aggregation === undefined ? current.alarm.aggregation : body.aggregation);
      }
      const from = body.notifyFromHour ?? current.alarm.notifyFromHour;
      const to = body.notifyToHour ?? current.alarm.notifyToHour;
      if (from === to) throw invalidField(body.notifyToHour !== undefined ? 'notifyToHour' : 'notifyFromHour', { id: 'alarm.sameNotificationHours' });
      const outcome = await repository.update(device, alarmId, body, request.user.id);
      if (!outcome.ok) throw notFound('notFound.alarm');
      const found = await repository.get(device.id, alarmId);
      if (!found) throw notFound('notFound.alarm');
      return toAlarmDto(found.alarm, found.openTrip);
    },
  );

  app.delete(
    '/:id/alarms/:alarmId',
    {
      schema: {
        operationId: 'deleteDeviceAlarm',
        tags: ['alarms'],
        summary: 'Remove an alarm and its trips',
        description: 'Needs `delete Alarm` in the device\'s organisation; a deleted device is refused (409 DEVICE_DELETED). Audited with the removed alarm.',
        params: alarmParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const device = await writableDevice(request, request.params.id, 'delete');
      if (!(await repository.remove(device, request.params.alarmId, request.user.id))) throw notFound('notFound.alarm');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/alarm-trips',
    {
      schema: {
        operationId: 'listDeviceAlarmTrips',
        tags: ['alarms'],
        summary: "A device's alarm trips, newest first",
        description:
          'Needs `read Device` for the device. Each trip names its alarm and the condition it had then, the reading that tripped it, and the reading that ended it (null while open). `alarmId` narrows the history to one alarm.',
        params: idParamsSchema,
        querystring: z.object({
          alarmId: z.guid().optional().describe("Only this alarm's trips"),
          page: pageParam,
          perPage: perPageParam(100, 20),
        }),
        response: { 200: alarmTripPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { page, perPage, alarmId } = request.query;
      const device = await readableDevice(request, request.params.id);
      const { rows, total } = await repository.tripsPage(device.id, page, perPage, alarmId);
      return paged(rows.map(toAlarmTripDto), page, perPage, total);
    },
  );
};
