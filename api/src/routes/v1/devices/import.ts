import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { IMPORT_MAX_ROWS, importDeviceRowSchema } from '../../../devices/deviceInputSchema.ts';
import { importResultSchema } from '../../../devices/deviceSchema.ts';
import { importDevices } from '../../../devices/importDevices.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { validatorCompiler, validatorOf } from '../../../i18n/validatorCompiler.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

/** The documented body. */
const importBodySchema = z
  .strictObject({ rows: z.array(importDeviceRowSchema).min(1).max(IMPORT_MAX_ROWS) })
  .meta({ id: 'DeviceImport' });

/**
 * What the route validates: the envelope only. Each row is checked on its own by importDevices,
 * so a bad row fails alone and the good ones are kept.
 */
const importEnvelopeSchema = z.strictObject({ rows: z.array(z.unknown()).min(1).max(IMPORT_MAX_ROWS) });
const envelopeValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  route.httpPart === 'body' ? validatorOf(importEnvelopeSchema, { checkText: false }) : validatorCompiler(route);

export const deviceImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import',
    {
      // 10,000 rows of a few hundred bytes each; every other route keeps the 1 MB default.
      bodyLimit: 16 * 1024 * 1024,
      // The route's typed schema and the compiler's zod type differ only in generics.
      validatorCompiler: envelopeValidatorCompiler as never,
      schema: {
        operationId: 'importDevices',
        tags: ['devices'],
        summary: `Creates many devices at once (up to ${IMPORT_MAX_ROWS} rows)`,
        description:
          'Needs `create Device` somewhere (403 otherwise); each row needs it in its owner. Each row is checked on its own and answered in `rows`, in order: `created` with the new `_id`, or `failed` with every failing field (`field`, a stable `code`, a `message` in the caller\'s language). Good rows are kept whatever the others do. ' +
          'A row gives `owner`, `deviceModel` and `package` by id or by name (model: title; package: slug or name; any case); an owner the caller may not create devices in reads as unknown, and a name two organisations share asks for the id. The position is `lat` and `lon` (both or neither). Numbers may be text (`"12,5"`), as spreadsheet cells are. ' +
          'A network id that a device already has (deleted ones too), or that an earlier row of the same import has, fails its row. Created rows are inserted together in one transaction with their lifecycle events and audit entries (`device.import`) and publish `device.changed` (CREATED).',
        body: importBodySchema,
        response: { 200: importResultSchema, ...errorResponses(400, 403, 413, ...authErrors) },
      },
    },
    async (request) => {
      request.authorize('create', 'Device');
      const rows = (request.body as unknown as { rows: unknown[] }).rows;
      return importDevices(app.db, rows, {
        createScope: request.scope('create', 'Device'),
        actorUserId: request.user.id,
        language: requestLanguage(request),
      });
    },
  );
};
