import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { validatorCompiler } from '../../../i18n/validatorCompiler.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema, paged, pagedSchema } from '../../../schemas/common.ts';
import { serviceOrderFileRepository } from '../../../serviceOrders/serviceOrderFileRepository.ts';
import {
  MAX_ATTACHMENTS_PER_ORDER,
  MAX_FILES_PER_REQUEST,
  serviceOrderAttachmentSchema,
  toServiceOrderAttachment,
} from '../../../serviceOrders/serviceOrderFileSchema.ts';
import { serviceOrderFiles } from '../../../serviceOrders/serviceOrderFiles.ts';
import { acceptUploads, documentTypes, imageTypes, MAX_UPLOAD_BYTES, registerUploads, textTypes } from '../../../storage/acceptUpload.ts';
import { sendStoredFile } from '../../../storage/sendStoredFile.ts';

const FIELD = 'file';
/** What a dispatcher attaches: photos, PDFs, Office and OpenDocument files, plain text and CSV. */
export const attachmentTypes = [...imageTypes, ...documentTypes, ...textTypes] as const;

export const serviceOrderAttachmentPageSchema = pagedSchema(serviceOrderAttachmentSchema).meta({ id: 'ServiceOrderAttachmentPage' });
const attachmentParamsSchema = idParamsSchema.extend({ attId: z.guid().describe('The attachment') });

const READ = "Needs `read Service` (403 without) and the order in the caller's scope (404 otherwise, as for a missing order: nothing leaks).";
const CHANGE =
  'Who may update the order may change its files: a dispatcher of its owner (`create Service` there) or the technician assigned to it (403 otherwise). ' +
  'A finished or archived order refuses (409 CONFLICT naming its state).';

/** /service-orders/{id}/attachments: an order's documents and photos, through the storage module. */
export const serviceOrderAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = serviceOrderFileRepository(app.db);
  const service = serviceOrderFiles(app);
  // Multipart parsing and its limits apply to these routes only.
  await registerUploads(app, { files: MAX_FILES_PER_REQUEST });

  const firstPage = async (orderId: string, page = 1, perPage = 100) => {
    const { rows, total } = await files.page(orderId, ['attachment'], page, perPage);
    return paged(rows.map(toServiceOrderAttachment), page, perPage, total);
  };

  app.get(
    '/:id/attachments',
    {
      schema: {
        operationId: 'listServiceOrderAttachments',
        tags: ['service-orders'],
        summary: "An order's attachments, newest first",
        description: `${READ} Answered with \`Cache-Control: no-store\`. An order keeps at most ${MAX_ATTACHMENTS_PER_ORDER}.`,
        params: idParamsSchema,
        querystring: z.object({ page: pageParam, perPage: perPageParam(100, 100) }),
        response: { 200: serviceOrderAttachmentPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      await service.readable(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return firstPage(request.params.id, request.query.page, request.query.perPage);
    },
  );

  app.post(
    '/:id/attachments',
    {
      schema: {
        operationId: 'uploadServiceOrderAttachments',
        tags: ['service-orders'],
        summary: `Attaches 1–${MAX_FILES_PER_REQUEST} files to an order (multipart/form-data, field \`file\`, repeated for several)`,
        description:
          `${READ} ${CHANGE} Each file: at most 5 MB (413, "File size is too big, Max file size is 5MB"), not empty, and by its bytes ` +
          '(whatever its name or declared type) a JPEG, PNG, WebP, GIF or HEIC/HEIF image, a PDF, an Office Open XML (docx, xlsx, pptx; no macros) ' +
          'or OpenDocument (odt, ods, odp) file, or UTF-8 text named .txt, .csv, .log or without extension (text/csv for .csv, else text/plain) — 400 "This File type ' +
          `isn't supported" otherwise. Legacy .doc/.xls are refused (their container is also that of Windows installers). At most ` +
          `${MAX_FILES_PER_REQUEST} files a request (400) and ${MAX_ATTACHMENTS_PER_ORDER} an order (409). All or nothing: one bad file stores none. ` +
          "Files are stored under generated keys; the client's name is kept only as a display name. Audited in the order's history " +
          '(`serviceOrder.attachment.add`, field `attachments`) and published as serviceOrder.changed. Answers the new attachments and the first page.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: z
          .object({ [FIELD]: z.string().meta({ format: 'binary' }).describe(`A file (1–${MAX_FILES_PER_REQUEST} parts named \`file\`; no other fields)`) })
          .optional(),
        response: {
          201: z
            .object({
              created: z.array(serviceOrderAttachmentSchema).describe('The attachments this request added, in the order sent'),
              attachments: serviceOrderAttachmentPageSchema.describe("The order's attachments after the upload (first page)"),
            })
            .meta({ id: 'ServiceOrderAttachmentUpload' }),
          ...errorResponses(400, 403, 404, 409, 413, ...authErrors),
        },
      },
      // Documents the form; the multipart parser reads it (acceptUploads), so the body is not validated as JSON.
      validatorCompiler: (input) => (input.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(input as unknown as Parameters<typeof validatorCompiler>[0])),
    },
    async (request, reply) => {
      const { scope } = await service.changeable(request, request.params.id);
      const uploads = await acceptUploads(request, { field: FIELD, allowed: attachmentTypes, maxFiles: MAX_FILES_PER_REQUEST });
      const rows = await service.add(request, scope, request.params.id, 'attachment', uploads);
      return reply.status(201).send({ created: rows.map(toServiceOrderAttachment), attachments: await firstPage(request.params.id) });
    },
  );

  app.get(
    '/:id/attachments/:attId/file',
    {
      schema: {
        operationId: 'downloadServiceOrderAttachment',
        tags: ['service-orders'],
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
      await service.readable(request, request.params.id);
      const row = await files.find(request.params.id, ['attachment'], request.params.attId);
      if (!row) throw notFound('notFound.serviceOrderAttachment');
      return sendStoredFile(request, reply, row, { download: request.query.download === 'true', missing: 'notFound.serviceOrderAttachment' });
    },
  );

  app.delete(
    '/:id/attachments/:attId',
    {
      schema: {
        operationId: 'deleteServiceOrderAttachment',
        tags: ['service-orders'],
        summary: 'Deletes an attachment of an order, and its file',
        description:
          `${READ} ${CHANGE} The row goes with an entry in the order's history (\`serviceOrder.attachment.delete\`) and a serviceOrder.changed ` +
          'event; the stored file is removed once that has committed (a failure there is logged, not answered).',
        params: attachmentParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request) => {
      if (!(await service.remove(request, request.params.id, 'attachment', request.params.attId))) throw notFound('notFound.serviceOrderAttachment');
      return { ok: true as const };
    },
  );
};
