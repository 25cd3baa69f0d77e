import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { validatorCompiler } from '../../../i18n/validatorCompiler.ts';
import {
  installationAttachmentSchema,
  installationDeviceFiles,
  MAX_ATTACHMENTS_PER_DEVICE,
  MAX_DEVICE_FILES_PER_REQUEST,
  toInstallationAttachment,
} from '../../../installationOrders/installationDeviceFiles.ts';
import { deviceParamsSchema } from '../../../installationOrders/installationOrderInput.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, okSchema, paged, pagedSchema } from '../../../schemas/common.ts';
import { acceptUploads, MAX_UPLOAD_BYTES, registerUploads } from '../../../storage/acceptUpload.ts';
import { sendStoredFile } from '../../../storage/sendStoredFile.ts';
import { attachmentTypes } from '../service-orders/attachments.ts';

const FIELD = 'file';
export const installationAttachmentPageSchema = pagedSchema(installationAttachmentSchema).meta({ id: 'InstallationAttachmentPage' });
const attachmentParamsSchema = deviceParamsSchema.extend({ attId: z.guid().describe('The attachment') });

const READ = "Needs `read InstallationOrder` (403 without), the order in the caller's scope and the device on it (404 otherwise: nothing leaks).";
const CHANGE = "The order's technician or a dispatcher of its owner (403 otherwise), while the order is new or in progress (409 naming its state).";

/** /installation/{id}/devices/{deviceId}/attachments: a device's documents and photos on an order, through the storage module. */
export const installationAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = installationDeviceFiles(app);
  await registerUploads(app, { files: MAX_DEVICE_FILES_PER_REQUEST });

  const firstPage = async (orderId: string, deviceId: string, entryId: string, page = 1, perPage = MAX_ATTACHMENTS_PER_DEVICE) => {
    const { rows, total } = await files.page(entryId, page, perPage);
    return paged(rows.map((row) => toInstallationAttachment(orderId, deviceId, row)), page, perPage, total);
  };

  app.get(
    '/:id/devices/:deviceId/attachments',
    {
      schema: {
        operationId: 'listInstallationDeviceAttachments',
        tags: ['installation'],
        summary: "A device's attachments on an order, newest first",
        description: `${READ} Answered with \`Cache-Control: no-store\`. A device keeps at most ${MAX_ATTACHMENTS_PER_DEVICE}.`,
        params: deviceParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(MAX_ATTACHMENTS_PER_DEVICE, MAX_ATTACHMENTS_PER_DEVICE) }),
        response: { 200: installationAttachmentPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, deviceId } = request.params;
      const { entryId } = await files.readable(request, id, deviceId);
      reply.header('cache-control', 'no-store');
      return firstPage(id, deviceId, entryId, request.query.page, request.query.perPage);
    },
  );

  app.post(
    '/:id/devices/:deviceId/attachments',
    {
      schema: {
        operationId: 'uploadInstallationDeviceAttachments',
        tags: ['installation'],
        summary: `Attaches 1–${MAX_DEVICE_FILES_PER_REQUEST} files to a device of an order (multipart/form-data, field \`file\`, repeated for several)`,
        description:
          `${READ} ${CHANGE} The same rules as a service order's attachments: each file at most 5 MB (413), not empty, and by its bytes an image, a PDF, an Office Open XML or OpenDocument file, or UTF-8 text (400 "This File type isn't supported" otherwise). ` +
          `At most ${MAX_DEVICE_FILES_PER_REQUEST} files a request (400) and ${MAX_ATTACHMENTS_PER_DEVICE} a device (409). All or nothing. Stored under generated keys; audited on the order and published as installationOrder.changed.`,
        consumes: ['multipart/form-data'],
        params: deviceParamsSchema,
        body: z
          .object({ [FIELD]: z.string().meta({ format: 'binary' }).describe(`A file (1–${MAX_DEVICE_FILES_PER_REQUEST} parts named \`file\`; no other fields)`) })
          .optional(),
        response: {
          201: z
            .object({
              created: z.array(installationAttachmentSchema).describe('The attachments this request added, in the order sent'),
              attachments: installationAttachmentPageSchema.describe("The device's attachments after the upload"),
            })
            .meta({ id: 'InstallationAttachmentUpload' }),
          ...errorResponses(400, 403, 404, 409, 413, ...authErrors),
        },
      },
      // Documents the form; the multipart parser reads it (acceptUploads), so the body is not validated as JSON.
      validatorCompiler: (input) => (input.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(input as unknown as Parameters<typeof validatorCompiler>[0])),
    },
    async (request, reply) => {
      const { id, deviceId } = request.params;
      const found = await files.changeable(request, id, deviceId);
      const uploads = await acceptUploads(request, { field: FIELD, allowed: attachmentTypes, maxFiles: MAX_DEVICE_FILES_PER_REQUEST });
      const rows = await files.add(request, found, id, deviceId, uploads);
      return reply.status(201).send({
        created: rows.map((row) => toInstallationAttachment(id, deviceId, row)),
        attachments: await firstPage(id, deviceId, found.entryId),
      });
    },
  );

  app.get(
    '/:id/devices/:deviceId/attachments/:attId/file',
    {
      schema: {
        operationId: 'downloadInstallationDeviceAttachment',
        tags: ['installation'],
        summary: "An attachment's file",
        description:
          `${READ} Sent with the type read from the bytes at upload, \`Content-Disposition: inline\` with the display name, ` +
          '`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy. `?download=true` asks for `attachment` instead.',
        params: attachmentParamsSchema,
        querystring: z.object({ download: z.enum(['true', 'false']).default('false').describe('true: Content-Disposition attachment') }),
        response: {
          200: {
            description: `The file (at most ${MAX_UPLOAD_BYTES} bytes)`,
            content: Object.fromEntries(attachmentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
          },
          ...errorResponses(400, 403, 404, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { id, deviceId, attId } = request.params;
      const { entryId } = await files.readable(request, id, deviceId);
      const row = await files.find(entryId, attId);
      if (!row) throw notFound('notFound.installationAttachment');
      return sendStoredFile(request, reply, row, { download: request.query.download === 'true', missing: 'notFound.installationAttachment' });
    },
  );

  app.delete(
    '/:id/devices/:deviceId/attachments/:attId',
    {
      schema: {
        operationId: 'deleteInstallationDeviceAttachment',
        tags: ['installation'],
        summary: 'Deletes an attachment of a device on an order, and its file',
        description: `${READ} ${CHANGE} The row goes with an entry in the order's history and an installationOrder.changed event; the stored file is removed once that has committed.`,
        params: attachmentParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      const { id, deviceId, attId } = request.params;
      if (!(await files.remove(request, id, deviceId, attId))) throw notFound('notFound.installationAttachment');
      return { ok: true as const };
    },
  );
};
