import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors.ts';
import { validatorCompiler } from '../../../i18n/validatorCompiler.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema } from '../../../schemas/common.ts';
import { serviceOrderFileRepository } from '../../../serviceOrders/serviceOrderFileRepository.ts';
import {
  MAX_FILES_PER_REQUEST,
  MAX_IMAGES_PER_KIND,
  type ServiceOrderImageKind,
  serviceOrderImageKinds,
  serviceOrderImageSchema,
  toServiceOrderImage,
} from '../../../serviceOrders/serviceOrderFileSchema.ts';
import { serviceOrderFiles } from '../../../serviceOrders/serviceOrderFiles.ts';
import { acceptUploads, imageTypes, MAX_UPLOAD_BYTES, registerUploads } from '../../../storage/acceptUpload.ts';
import { sendStoredFile } from '../../../storage/sendStoredFile.ts';

const FIELD = 'images';

export const serviceOrderImagesSchema = z
  .object({
    beforeImages: z.array(serviceOrderImageSchema).describe(`Taken before the service, newest first (at most ${MAX_IMAGES_PER_KIND})`),
    afterImages: z.array(serviceOrderImageSchema).describe(`Taken after the service, newest first (at most ${MAX_IMAGES_PER_KIND})`),
  })
  .meta({ id: 'ServiceOrderImages' });

const imageParamsSchema = idParamsSchema.extend({ imageId: z.guid().describe('The image') });

const READ = "Needs `read Service` (403 without) and the order in the caller's scope (404 otherwise, as for a missing order: nothing leaks).";
const CHANGE =
  'Who may update the order may change its images: a dispatcher of its owner (`create Service` there) or the technician assigned to it (403 otherwise). ' +
  'A finished or archived order refuses (409 CONFLICT naming its state).';

/** The URL segments of the two kinds: `PUT …/images/before-images`, `DELETE …/images/before-image/{imageId}` (spec §7). */
const segments: Record<ServiceOrderImageKind, { many: string; one: string; words: string }> = {
  before_image: { many: 'before-images', one: 'before-image', words: 'before' },
  after_image: { many: 'after-images', one: 'after-image', words: 'after' },
};

/** /service-orders/{id}/images: the before- and after-service photos of the wizard (§2, §5). */
export const serviceOrderImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = serviceOrderFileRepository(app.db);
  const service = serviceOrderFiles(app);
  await registerUploads(app, { files: MAX_FILES_PER_REQUEST });

  /** Both lists whole: each is capped at MAX_IMAGES_PER_KIND, so one page holds it. */
  const imagesOf = async (orderId: string) => {
    const [before, after] = await Promise.all(
      serviceOrderImageKinds.map((kind) => files.page(orderId, [kind], 1, MAX_IMAGES_PER_KIND)),
    );
    return { beforeImages: before!.rows.map(toServiceOrderImage), afterImages: after!.rows.map(toServiceOrderImage) };
  };

  app.get(
    '/:id/images',
    {
      schema: {
        operationId: 'listServiceOrderImages',
        tags: ['service-orders'],
        summary: "An order's before- and after-service images",
        description: `${READ} Both lists whole (each holds at most ${MAX_IMAGES_PER_KIND}), newest first; answered with \`Cache-Control: no-store\`.`,
        params: idParamsSchema,
        response: { 200: serviceOrderImagesSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      await service.readable(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return imagesOf(request.params.id);
    },
  );

  for (const kind of serviceOrderImageKinds) {
    const { many, one, words } = segments[kind];
    const Words = words[0]!.toUpperCase() + words.slice(1);
    app.put(
      `/:id/images/${many}`,
      {
        schema: {
          operationId: `upload${Words}ServiceImages`,
          tags: ['service-orders'],
          summary: `Adds 1–${MAX_FILES_PER_REQUEST} ${words}-service images to an order (multipart/form-data, field \`images\`, repeated for several)`,
          description:
            `${READ} ${CHANGE} Adds to the images already there (the wizard uploads what the phone still holds; a repeat adds copies). ` +
            'Each file: at most 5 MB (413, "File size is too big, Max file size is 5MB"), not empty, and a JPEG, PNG, WebP, GIF or HEIC/HEIF ' +
            `image by its bytes (400, "This File type isn't supported"). At most ${MAX_FILES_PER_REQUEST} files a request (400) and ` +
            `${MAX_IMAGES_PER_KIND} ${words}-service images an order (409). All or nothing. Audited in the order's history (\`serviceOrder.image.add\`, ` +
            `field \`${words}Images\`) and published as serviceOrder.changed. Answers the new images and both lists.`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          body: z
            .object({ [FIELD]: z.string().meta({ format: 'binary' }).describe(`An image (1–${MAX_FILES_PER_REQUEST} parts named \`images\`; no other fields)`) })
            .optional(),
          response: {
            200: z
              .object({ created: z.array(serviceOrderImageSchema).describe('The images this request added, in the order sent'), images: serviceOrderImagesSchema })
              .meta({ id: 'ServiceOrderImageUpload' }),
            ...errorResponses(400, 403, 404, 409, 413, ...authErrors),
          },
        },
        validatorCompiler: (input) => (input.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(input as unknown as Parameters<typeof validatorCompiler>[0])),
      },
      async (request) => {
        const { scope } = await service.changeable(request, request.params.id);
        const uploads = await acceptUploads(request, { field: FIELD, allowed: imageTypes, maxFiles: MAX_FILES_PER_REQUEST });
        const rows = await service.add(request, scope, request.params.id, kind, uploads);
        return { created: rows.map(toServiceOrderImage), images: await imagesOf(request.params.id) };
      },
    );

    app.delete(
      `/:id/images/${one}/:imageId`,
      {
        schema: {
          operationId: `delete${Words}ServiceImage`,
          tags: ['service-orders'],
          summary: `Deletes a ${words}-service image of an order, and its file`,
          description:
            `${READ} ${CHANGE} The row goes with an entry in the order's history (\`serviceOrder.image.delete\`) and a serviceOrder.changed event; ` +
            `the stored file is removed once that has committed. An image of the other kind answers 404.`,
          params: imageParamsSchema,
          response: { 200: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
        },
      },
      async (request) => {
        if (!(await service.remove(request, request.params.id, kind, request.params.imageId))) throw notFound('notFound.serviceOrderImage');
        return { ok: true as const };
      },
    );
  }

  app.get(
    '/:id/images/:imageId/file',
    {
      schema: {
        operationId: 'downloadServiceOrderImage',
        tags: ['service-orders'],
        summary: "A before- or after-service image's file",
        description:
          `${READ} Sent with the type read from the bytes at upload, \`Content-Disposition: inline\` with the display name, ` +
          '`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy. `?download=true` asks for `attachment` instead.',
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
      await service.readable(request, request.params.id);
      const row = await files.find(request.params.id, serviceOrderImageKinds, request.params.imageId);
      if (!row) throw notFound('notFound.serviceOrderImage');
      return sendStoredFile(request, reply, row, { download: request.query.download === 'true', missing: 'notFound.serviceOrderImage' });
    },
  );
};
