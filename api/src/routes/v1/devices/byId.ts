import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { deviceAuditEntrySchema, deviceOwnerOptionSchema, deviceSchema } from '../../../devices/deviceSchema.ts';
import { findReadableDevice } from '../../../devices/findReadableDevice.ts';
import { notFound } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema, paged, pagedSchema } from '../../../schemas/common.ts';

/** A page of a device's audit trail (GET /devices/{id}/audit, and per device in GET /devices/audit). */
export const deviceAuditPageSchema = pagedSchema(deviceAuditEntrySchema).meta({ id: 'DeviceAuditPage' });

/** GET /devices/{id}, its possible owners and its audit trail. */
export const deviceByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceRepository(app.db);

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getDevice',
        tags: ['devices'],
        summary: 'One device with every attribute',
        description:
          "Needs `read Device` in the device's organisation; any other device answers 404, as an unknown id does. Soft-deleted devices are answered too (`deleted: true`).",
        params: idParamsSchema,
        response: { 200: deviceSchema, ...errorResponses(400, 404, ...authErrors) },
      },
    },
    async (request) => {
      await findReadableDevice(request, devices, request.params.id);
      const device = await devices.get(request.params.id, requestLanguage(request));
      if (!device) throw notFound('notFound.device');
      return device;
    },
  );

  app.get(
    '/:id/organizations',
    {
      schema: {
        operationId: 'listDeviceOwnerOptions',
        tags: ['devices'],
        summary: 'The owners a device may be given',
        description:
          "The organisations the caller may create devices in (the rule `PATCH /devices/{id}` applies to a change of `ownerId`), by name, with the device's current owner always included and marked `current`. Needs `read Device` for the device (404 otherwise); a caller who may not move it gets only the current owner.",
        params: idParamsSchema,
        response: {
          200: z.object({ data: z.array(deviceOwnerOptionSchema) }).meta({ id: 'DeviceOwnerOptionList' }),
          ...errorResponses(400, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      const { ownerId } = await findReadableDevice(request, devices, request.params.id);
      const mayMove = request.allowedIn('update', 'Device', ownerId);
      const createScope = mayMove ? request.scope('create', 'Device') : [];
      const scope = createScope === 'all' ? 'all' : [...new Set([...createScope, ownerId])];
      const organizations = await devices.organizationsNamed(scope);
      return { data: organizations.map((o) => ({ ...o, current: o._id === ownerId })) };
    },
  );

  app.get(
    '/:id/audit',
    {
      schema: {
        operationId: 'listDeviceAudit',
        tags: ['devices'],
        summary: "A device's audit trail, newest first",
        description:
          'Every change to the device: who, when, the action and each changed field before and after. Needs `read Device` for the device (404 otherwise); deleted devices keep theirs.',
        params: idParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 20) }),
        response: {
          200: deviceAuditPageSchema,
          ...errorResponses(400, 404, ...authErrors),
        },
      },
    },
    async (request) => {
      await findReadableDevice(request, devices, request.params.id);
      const { page, perPage } = request.query;
      const { data, total } = await devices.auditPage(request.params.id, page, perPage);
      return paged(data, page, perPage, total);
    },
  );
};
