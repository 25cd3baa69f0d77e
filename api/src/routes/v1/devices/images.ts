import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeableDevice, readableDevice } from '../../../deviceData/deviceAccess.ts';
import { deviceDataRepository } from '../../../deviceData/deviceDataRepository.ts';
import { deviceImageRepository } from '../../../deviceImages/deviceImageRepository.ts';
import { deviceImageSchema, toDeviceImage } from '../../../deviceImages/deviceImageSchema.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../../../errors.ts';
import { validatorCompiler } from '../../../i18n/validatorCompiler.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema, paged, pagedSchema } from '../../../schemas/common.ts';
import { acceptUpload, imageTypes, MAX_UPLOAD_BYTES, registerUploads } from '../../../storage/acceptUpload.ts';
import { contentDisposition } from '../../../storage/displayName.ts';
import { StoredFileMissingError } from '../../../storage/FileStorage.ts';
import { newStorageKey } from '../../../storage/storageKey.ts';

const FIELD = 'images';
export const imagePageSchema = pagedSchema(deviceImageSchema).meta({ id: 'DeviceImagePage' });
const imageParamsSchema = idParamsSchema.extend({ imageId: z.guid().describe('The image') });

/** /devices/{id}/images: a device's pictures, stored through the storage module. */
export const deviceImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const devices = deviceDataRepository(app.db);
  const images = deviceImageRepository(app.db);
  // Multipart parsing and its limits apply to these routes only.
  await registerUploads(app);

  const firstPage = async (deviceId: string, page = 1, perPage = 100) => {
    const { rows, total } = await images.pageOfDevice(deviceId, page, perPage);
    return paged(rows.map(toDeviceImage), page, perPage, total);
  };

  app.get(
    '/:id/images',
    {
      schema: {
        operationId: 'listDeviceImages',
        tags: ['devices'],
        summary: "A device's images, newest first",
        description:
          "Needs `read Device` for the device (404 otherwise, also for another organisation's device; deleted devices included). " +
          'Answered with `Cache-Control: no-store`: the list changes with every upload.',
        params: idParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 100) }),
        response: { 200: imagePageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const device = readableDevice(request, await devices.facts(request.params.id));
      reply.header('cache-control', 'no-store');
      return firstPage(device.id, request.query.page, request.query.perPage);
    },
  );

  app.post(
    '/:id/images',
    {
      schema: {
        operationId: 'uploadDeviceImage',
        tags: ['devices'],
        summary: 'Uploads one image of a device (multipart/form-data, field `images`, one file a request)',
        description:
          "Needs `read Device` for the device (404 otherwise) and `update Device` or `create Attachment` in its organisation (403; " +
          'technicians add pictures while installing). Refused for deleted devices (409 DEVICE_DELETED). The file: at most 5 MB (413, "File size ' +
          'is too big, Max file size is 5MB"), not empty, and a JPEG, PNG, WebP, GIF or HEIC/HEIF image as read from its bytes ' +
          '(400, "This File type isn\'t supported"), whatever its name or declared type. It is stored under a generated key; the ' +
          "client's file name is kept only as a display name. Audited (`device.image.add`) and published as device.changed. " +
          "Answers the new image and the first page of the device's images.",
        // Documents the form; the multipart parser reads it (acceptUpload), so the body is not validated as JSON.
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: z
          .object({ [FIELD]: z.string().meta({ format: 'binary' }).describe('The image file (exactly one; no other fields)') })
          .optional(),
        response: {
          201: z
            .object({ image: deviceImageSchema, images: imagePageSchema.describe("The device's images after the upload (first page)") })
            .meta({ id: 'DeviceImageUpload' }),
          ...errorResponses(400, 403, 404, 409, 413, ...authErrors),
        },
      },
      validatorCompiler: (input) => (input.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(input as unknown as Parameters<typeof validatorCompiler>[0])),
    },
    async (request, reply) => {
      const device = readableDevice(request, await devices.facts(request.params.id));
      if (!request.allowedIn('update', 'Device', device.ownerId) && !request.allowedIn('create', 'Attachment', device.ownerId)) {
        throw forbidden();
      }
      if (device.deletedAt) throw new AppError(ErrorCode.DEVICE_DELETED, 'device.deleted');
      const upload = await acceptUpload(request, { field: FIELD, allowed: imageTypes });
      const storageKey = newStorageKey(`devices/${device.id}/images`, upload.extension);
      await app.storage.put(storageKey, upload.bytes, upload.mimeType);
      let row;
      try {
        row = await images.insert({
          deviceId: device.id,
          name: upload.name,
          storageKey,
          mimeType: upload.mimeType,
          size: upload.bytes.length,
          createdBy: request.user.id,
        }, device.ownerId);
      } catch (error) {
        // No row, no file: the device may have been removed meanwhile.
        await app.storage.remove(storageKey).catch((removeError: unknown) => request.log.warn({ err: removeError, storageKey }, 'could not remove an orphaned upload'));
        throw error;
      }
      return reply.status(201).send({ image: toDeviceImage(row), images: await firstPage(device.id) });
    },
  );

  app.get(
    '/:id/images/:imageId/file',
    {
      schema: {
        operationId: 'downloadDeviceImage',
        tags: ['devices'],
        summary: "An image's file",
        description:
          "Needs `read Device` for the device (404 otherwise). Sent with the type read from the bytes at upload, `Content-Disposition: inline` " +
          "with the display name, `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy. `?download=true` asks for " +
          '`attachment` instead.',
        params: imageParamsSchema,
        querystring: z.object({ download: z.enum(['true', 'false']).default('false').describe('true: Content-Disposition attachment') }),
        response: {
          200: {
            description: `The image (at most ${MAX_UPLOAD_BYTES} bytes)`,
            content: Object.fromEntries(imageTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
          },
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const device = readableDevice(request, await devices.facts(request.params.id));
      const row = await images.find(device.id, request.params.imageId);
      if (!row) throw notFound('notFound.deviceImage');
      let body;
      try {
        body = await app.storage.get(row.storageKey);
      } catch (error) {
        if (!(error instanceof StoredFileMissingError)) throw error;
        request.log.warn({ imageId: row.id, storageKey: row.storageKey }, 'an image row has no stored file');
        throw notFound('notFound.deviceImage');
      }
      reply
        .header('content-type', row.mimeType ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(request.query.download === 'true' ? 'attachment' : 'inline', row.name ?? 'image'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache');
      if (row.size) reply.header('content-length', String(row.size));
      // A stream goes out as is (the 200 schema documents it; nothing to serialise).
      return reply.send(body as never);
    },
  );

  app.delete(
    '/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteDeviceImage',
        tags: ['devices'],
        summary: 'Deletes an image of a device, and its file',
        description:
          "Needs `read Device` for the device (404 otherwise) and `update Device` in its organisation (403). Refused for deleted " +
          'devices (409 DEVICE_DELETED). The row goes with an audit entry (`device.image.delete`) and a device.changed event; ' +
          'the stored file is removed after that commits (a failure there is logged, not answered).',
        params: imageParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const device = changeableDevice(request, await devices.facts(request.params.id));
      const storageKey = await images.remove(device.id, request.params.imageId, request.user.id, device.ownerId);
      if (!storageKey) throw notFound('notFound.deviceImage');
      await app.storage.remove(storageKey).catch((error: unknown) => request.log.error({ err: error, storageKey }, 'could not remove a deleted image file'));
      return { ok: true as const };
    },
  );
};
