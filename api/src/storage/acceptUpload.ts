import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, ErrorCode } from '../errors.ts';
import { displayName } from './displayName.ts';

/** Largest file accepted (spec part 2 §5: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Image types an image upload accepts, by what the bytes are (never the name or the client's header). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'] as const;

export interface AcceptedUpload {
  bytes: Buffer;
  /** The type read from the bytes. */
  mimeType: string;
  /** Its usual extension (jpg, png, ...). */
  extension: string;
  /** The client's file name, safe to show (displayName.ts); never used as a storage key. */
  name: string;
}

/**
 * Registers multipart parsing, with upload limits, in the calling plugin's scope only: one file of at
 * most MAX_UPLOAD_BYTES and nothing else. Any other content type reaches the route, which answers with
 * a clear message (acceptUpload) instead of Fastify's generic 415.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

const oneFile = (field: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'upload.oneFile', { params: { field }, fields: [{ field, message: { id: 'upload.oneFile', params: { field } } }] });
const badFile = (field: string, id: 'upload.empty' | 'upload.unsupportedType' | 'upload.missingFile') =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { params: { field }, fields: [{ field, message: { id, params: { field } } }] });

/**
 * The one upload path (device images now; service-order and installation attachments later): reads
 * the single file of a multipart request from `field`, refuses what is too large (413), empty, or not
 * of an allowed type as read from its bytes (400, the §5 messages), and keeps the client's name only
 * as a display name.
 */
export async function acceptUpload(
  request: FastifyRequest,
  options: { field: string; allowed: readonly string[] },
): Promise<AcceptedUpload> {
  const { field, allowed } = options;
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'upload.notMultipart', { fields: [{ field, message: { id: 'upload.notMultipart' } }] });
  }
  let upload: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field || upload) throw oneFile(field);
      upload = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'upload.tooLarge');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw oneFile(field);
    // A malformed or cut-off multipart body is the client's; logged in case it is not.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidRequest', { cause: error });
  }
  if (!upload) throw badFile(field, 'upload.missingFile');
  if (upload.bytes.length === 0) throw badFile(field, 'upload.empty');
  const type = await fileTypeFromBuffer(upload.bytes);
  if (!type || !allowed.includes(type.mime)) throw badFile(field, 'upload.unsupportedType');
  return {
    bytes: upload.bytes,
    mimeType: type.mime,
    extension: type.ext,
    name: displayName(upload.filename, `file.${type.ext}`),
  };
}
