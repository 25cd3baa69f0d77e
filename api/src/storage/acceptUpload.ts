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
export async function registerUploads(app: FastifyInstance, options: { files?: number } = {}): Promise<void> {
  const files = options.files ?? 1;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files, fields: 0, parts: files, fieldNameSize: 100, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/**
 * Documents a dispatcher attaches to an order besides images: PDF, OpenDocument and Office Open XML
 * (without macros), each recognised by its bytes. Legacy Office files (.doc, .xls) are left out on
 * purpose: their container (CFB) is also that of Windows installers, and the bytes cannot tell them apart.
 */
export const documentTypes = [
  'application/pdf',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/**
 * Text has no signature: these are given to UTF-8 text without NUL bytes whose name says text (.txt,
 * .csv, .log or no extension), so markup or a script renamed `photo.png` is not taken for text either.
 */
export const textTypes = ['text/plain', 'text/csv'] as const;

/** Plain text or CSV when the bytes are UTF-8 text (no NUL, no undecodable bytes) and the name says text; undefined otherwise. */
function textTypeOf(bytes: Buffer, filename: string): { mime: string; ext: string } | undefined {
  const base = filename.trim().split(/[/\\]/).pop() ?? '';
  const extension = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!['', 'txt', 'csv', 'log'].includes(extension)) return undefined;
  if (bytes.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return extension === 'csv' ? { mime: 'text/csv', ext: 'csv' } : { mime: 'text/plain', ext: 'txt' };
}

const oneFile = (field: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'upload.oneFile', { params: { field }, fields: [{ field, message: { id: 'upload.oneFile', params: { field } } }] });
const tooManyFiles = (field: string, max: number) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'upload.tooManyFiles', { params: { field, max }, fields: [{ field, message: { id: 'upload.tooManyFiles', params: { field, max } } }] });
const filesOnly = (field: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'upload.filesOnly', { params: { field }, fields: [{ field, message: { id: 'upload.filesOnly', params: { field } } }] });
const badFile = (field: string, id: 'upload.empty' | 'upload.unsupportedType' | 'upload.missingFile') =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { params: { field }, fields: [{ field, message: { id, params: { field } } }] });

/**
 * The one upload path (device images, service-order attachments and images; installation attachments
 * later): reads the single file of a multipart request from `field`, refuses what is too large (413),
 * empty, or not of an allowed type as read from its bytes (400, the §5 messages), and keeps the
 * client's name only as a display name.
 */
export async function acceptUpload(
  request: FastifyRequest,
  options: { field: string; allowed: readonly string[] },
): Promise<AcceptedUpload> {
  const [upload] = await acceptUploads(request, { ...options, maxFiles: 1 });
  return upload!;
}

/**
 * acceptUpload for one to `maxFiles` files in `field` (the plugin's registerUploads must allow as
 * many): all are read and checked before any is answered, so a request stores all its files or none.
 * `text/plain` and `text/csv` in `allowed` admit UTF-8 text, which has no signature to read.
 */
export async function acceptUploads(
  request: FastifyRequest,
  options: { field: string; allowed: readonly string[]; maxFiles: number },
): Promise<AcceptedUpload[]> {
  const { field, allowed, maxFiles } = options;
  const refuseMany = () => (maxFiles === 1 ? oneFile(field) : tooManyFiles(field, maxFiles));
  const refusePart = () => (maxFiles === 1 ? oneFile(field) : filesOnly(field));
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'upload.notMultipart', { fields: [{ field, message: { id: 'upload.notMultipart' } }] });
  }
  const files: { bytes: Buffer; filename: string }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field) throw refusePart();
      if (files.length >= maxFiles) throw refuseMany();
      files.push({ bytes: await part.toBuffer(), filename: part.filename });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'upload.tooLarge');
    if (code === 'FST_FIELDS_LIMIT') throw refusePart();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') throw refuseMany();
    // A malformed or cut-off multipart body is the client's; logged in case it is not.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidRequest', { cause: error });
  }
  if (files.length === 0) throw badFile(field, 'upload.missingFile');
  const accepted: AcceptedUpload[] = [];
  for (const file of files) {
    if (file.bytes.length === 0) throw badFile(field, 'upload.empty');
    const detected = await fileTypeFromBuffer(file.bytes);
    const type = detected ?? (allowed.some((mime) => mime.startsWith('text/')) ? textTypeOf(file.bytes, file.filename) : undefined);
    if (!type || !allowed.includes(type.mime)) throw badFile(field, 'upload.unsupportedType');
    accepted.push({ bytes: file.bytes, mimeType: type.mime, extension: type.ext, name: displayName(file.filename, `file.${type.ext}`) });
  }
  return accepted;
}
