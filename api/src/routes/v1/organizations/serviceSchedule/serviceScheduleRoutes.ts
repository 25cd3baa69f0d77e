import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeAnalytics } from '../../../../analytics/schedules/authorizeAnalytics.ts';
import { checkServiceSchedules } from '../../../../analytics/schedules/checkServiceSchedules.ts';
import { firstInvalidEmail, splitEmailList } from '../../../../analytics/schedules/emailList.ts';
import { serviceScheduleSchema, toServiceScheduleDto } from '../../../../analytics/schedules/serviceScheduleSchema.ts';
import { writeAudit } from '../../../../audit/writeAudit.ts';
import { schema } from '../../../../db/client.ts';
import { AppError, ErrorCode, notFound } from '../../../../errors.ts';
import { authErrors, errorResponses } from '../../../../schemas/common.ts';

const { devices, serviceSchedules } = schema;

const deviceParamsSchema = z.object({
  orgId: z.guid().describe('The organisation id'),
  deviceId: z.guid().describe('The device id'),
});

const scheduleBodySchema = z
  .strictObject({
    serviceTargetCount: z.int().min(1).max(2_000_000_000).describe('Counted events after which service is due'),
    notificationEmail: z
      .string()
      .max(2000)
      .describe("One or more addresses separated by ';'; spaces around them are trimmed"),
  })
  .meta({ id: 'ServiceScheduleSave' });

/** The device must be the organisation's (and not deleted), else 404. */
async function findDevice(app: FastifyInstance, organizationId: string, deviceId: string) {
  const [device] = await app.db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.ownerId, organizationId), isNull(devices.deletedAt)))
    .limit(1);
  if (!device) throw notFound('notFound.device');
}

/** Answers the schedule with its total since the last reset (which may send the target e-mail). */
async function scheduleAnswer(app: FastifyInstance, row: typeof serviceSchedules.$inferSelect) {
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
          'Needs `update Analytics` in the organisation. Updating keeps the last reset; the e-mail goes out once per reset when the total reaches the target.',
        params: deviceParamsSchema,
        body: scheduleBodySchema,
        response: { 200: serviceScheduleSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { orgId, deviceId } = request.params;
      await authorizeAnalytics(app, request, orgId, 'update');
      await findDevice(app, orgId, deviceId);
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
      const notificationEmail = addresses.join('; ');
      const row = await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(serviceSchedules)
          .values({ deviceId, organizationId: orgId, serviceTargetCount: request.body.serviceTargetCount, notificationEmail })
          .onConflictDoUpdate({
            target: serviceSchedules.deviceId,
            set: { serviceTargetCount: request.body.serviceTargetCount, notificationEmail, updatedAt: sql`now()` },
          })
          .returning();
        await writeAudit(tx, {
          actorUserId: request.user.id,
          organizationId: orgId,
          action: 'serviceSchedule.update',
          subject: 'ServiceSchedule',
          subjectId: saved!.id,
          changes: { deviceId, serviceTargetCount: saved!.serviceTargetCount, notificationEmail },
        });
        return saved!;
      });
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
        params: deviceParamsSchema.extend({ serviceScheduleId: z.guid().describe('The service schedule id') }),
        response: { 200: serviceScheduleSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { orgId, deviceId, serviceScheduleId } = request.params;
      await authorizeAnalytics(app, request, orgId, 'update');
      await findDevice(app, orgId, deviceId);
      const row = await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .update(serviceSchedules)
          .set({ lastResetAt: sql`now()`, notifiedAt: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(serviceSchedules.id, serviceScheduleId),
              eq(serviceSchedules.deviceId, deviceId),
              eq(serviceSchedules.organizationId, orgId),
            ),
          )
          .returning();
        if (!reset) throw notFound('notFound.serviceSchedule');
        await writeAudit(tx, {
          actorUserId: request.user.id,
          organizationId: orgId,
          action: 'serviceSchedule.reset',
          subject: 'ServiceSchedule',
          subjectId: reset.id,
        });
        return reset;
      });
      return scheduleAnswer(app, row);
    },
  );
};
