import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { replaceDevice } from '../../../tasks/deviceReplacement.ts';
import { taskCreateSchema, taskSchema } from '../../../tasks/taskSchema.ts';

/** POST /tasks: follow-up work of a service order; today the device replacement of the wizard (§2, §4, §7). */
export const taskCreateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'createTask',
        tags: ['tasks'],
        summary: 'Replace a service order\'s device (taskType DEVICE_REPLACEMENT), in one transaction',
        description:
          'The spec\'s client replaces a device with two calls: `PATCH /devices/{id}` for the old device, then this one. Here this call alone does all ' +
          'of it, in ONE transaction: the old device is taken down (installed → taken_down, its position cleared; an old device the PATCH already ' +
          'took down is accepted as it is), the new device — in stock, not deleted, of the same model and the same owner — is installed in its ' +
          'place (the old device\'s geo, or `details.geo`, its place name and location type), the old device\'s monitoring record (status, notes, ' +
          'error history) moves to the new device, the task is stored on the order (`done`), and the order\'s history (`serviceOrder.replacement`) ' +
          'and both devices\' audit trails (`device.replaced`, `device.replacement`, each with `serviceOrder: { serviceOrder, number, task, note }`) ' +
          'say why. Any failure changes nothing. The PATCH alone stays as it is (a plain device update). ' +
          'Who may update the order may replace its device: a dispatcher of its owner or the technician assigned to it (403); an order outside ' +
          'the caller\'s scope is 404; a finished or archived order 409. Idempotent: the same request again answers 200 with the task it made ' +
          '(even once the order is finished); another replacement of the same order is 409. Refusals: `details.oldDevice` not the order\'s ' +
          'device, `details.newDevice` unknown, deleted, unreadable, of another model or owner, or the old device itself (400); the old device ' +
          'in stock or deleted, the new one not in stock (409, naming its state). Published as device.changed and serviceOrder.changed.',
        body: taskCreateSchema,
        response: {
          201: taskSchema.describe('The replacement, done'),
          200: taskSchema.describe('The same request was carried out before: its task, nothing changed'),
          ...errorResponses(400, 403, 404, 409, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { task, created } = await replaceDevice(app.db, request, request.body.details);
      return reply.code(created ? 201 : 200).send(task);
    },
  );
};
