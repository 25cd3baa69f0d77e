import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../../analytics/authorizeAnalytics.ts';
import { checkServiceSchedules } from '../../../../analytics/schedules/checkServiceSchedules.ts';
import { counterSlug } from '../../../../analytics/schedules/counterSlug.ts';
import { firstInvalidEmail, splitEmailList } from '../../../../analytics/schedules/emailList.ts';
import { type ServiceScheduleRow, serviceScheduleRepository } from '../../../../analytics/schedules/serviceScheduleRepository.ts';
import { serviceScheduleSchema, toServiceScheduleDto } from '../../../../analytics/schedules/serviceScheduleSchema.ts';
import { AppError, ErrorCode, notFound } from '../../../../errors.ts';
import { authErrors, errorResponses } from '../../../../schemas/common.ts';

const deviceParamsSchema = z.object({
  orgId: z.guid().describe('The organisation id'),
  deviceId: z.guid().describe('The device id'),
});
const scheduleParamsSchema = deviceParamsSchema.extend({ serviceScheduleId: z.guid().describe('The service schedule id') });

const scheduleBodySchema = z
  .strictObject({
    serviceTargetCount: z.int().min(1).max(2_000_000_000).describe('Counted events after which service is due'),
    notificationEmail: z
      .string()
      .max(2000)
      .describe("One or more addresses separated by ';'; spaces around them are trimmed"),
  })
  .meta({ id: 'ServiceScheduleSave' });

/** The device must be the organisation's (and not deleted), else 404; the device itself otherwise. */
async function findDevice(app: FastifyInstance, organizationId: string, deviceId: string) {
  const device = await serviceScheduleRepository(app.db).findDevice(organizationId, deviceId);
  if (!device) throw notFound('notFound.device');
  return device;
}

/** Answers the schedule with its total since the last reset (which may send the target e-mail). */
async function scheduleAnswer(app: FastifyInstance, row: ServiceScheduleRow) {
  const totals = await checkServiceSchedules(app.db, app.mailer, [row.deviceId]);
  return toServiceScheduleDto(row, totals.get(row.deviceId) ?? 0);
}

/** A device's service schedule: a counted-events target and who to e-mail when it is reached. */
export const serviceScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:orgId/devices/:deviceId/service-schedule',
    {
      schema: {
        operationId: 'putServiceSchedule',
        tags: ['analytics'],
        summary: "Create or update a device's service schedule",
        description:
          'Needs `update Analytics` in the organisation. Only a device that counts events (its model has a `counter` unit ' +
          'measured in `count`) can have one: any other device is a 409. Updating keeps the last reset; the e-mail goes out ' +
          'once per reset when the total reaches the target.',
        params: deviceParamsSchema,
        body: scheduleBodySchema,
        response: { 200: serviceScheduleSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { orgId, deviceId } = request.params;
      await authorizeAnalytics(request, app.db, orgId, 'update');
      const device = await findDevice(app, orgId, deviceId);
      // A schedule counts events; on a device that counts none it would never fire.
      if (counterSlug(device.dataModel) === null) throw new AppError(ErrorCode.CONFLICT, 'analytics.noCounter');
      const addresses = splitEmailList(request.body.notificationEmail);
      const bad = addresses.length === 0 ? '' : firstInvalidEmail(addresses);
      if (bad !== null) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', {
          fields: [
            {
              field: 'notificationEmail',
              message: bad === '' ? { id: 'validation.required' } : { id: 'validation.invalidEmailInList', params: { address: bad } },
            },
          ],
        });
      }
      const row = await serviceScheduleRepository(app.db).save(
        { deviceId, organizationId: orgId, serviceTargetCount: request.body.serviceTargetCount, notificationEmail: addresses.join('; ') },
        request.user.id,
      );
      return scheduleAnswer(app, row);
    },
  );

  app.post(
    '/:orgId/devices/:deviceId/service-schedule/:serviceScheduleId/reset',
    {
      schema: {
        operationId: 'resetServiceSchedule',
        tags: ['analytics'],
        summary: "Reset a device's service schedule (service done)",
        description:
          'Needs `update Analytics` in the organisation. Counting starts again from now and the target e-mail may go out again.',
        params: scheduleParamsSchema,
        response: { 200: serviceScheduleSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { orgId, deviceId, serviceScheduleId } = request.params;
      await authorizeAnalytics(request, app.db, orgId, 'update');
      await findDevice(app, orgId, deviceId);
      const row = await serviceScheduleRepository(app.db).reset(
        { organizationId: orgId, deviceId, scheduleId: serviceScheduleId },
        request.user.id,
      );
      if (!row) throw notFound('notFound.serviceSchedule');
      return scheduleAnswer(app, row);
    },
  );

  app.delete(
    '/:orgId/devices/:deviceId/service-schedule/:serviceScheduleId',
    {
      schema: {
        operationId: 'deleteServiceSchedule',
        tags: ['analytics'],
        summary: "Remove a device's service schedule",
        description:
          'Needs `update Analytics` in the organisation. The target and its addresses are gone; the device counts on, and a new ' +
          'schedule can be set. A schedule that does not exist (or is not this device’s) is a 404.',
        params: scheduleParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { orgId, deviceId, serviceScheduleId } = request.params;
      await authorizeAnalytics(request, app.db, orgId, 'update');
      await findDevice(app, orgId, deviceId);
      const removed = await serviceScheduleRepository(app.db).remove(
        { organizationId: orgId, deviceId, scheduleId: serviceScheduleId },
        request.user.id,
      );
      if (!removed) throw notFound('notFound.serviceSchedule');
      return reply.status(204).send(null);
    },
  );
};
