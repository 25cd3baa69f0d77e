import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageId } from '../i18n/messages.ts';
import { notFound } from '../errors.ts';
import { contentDisposition } from './displayName.ts';
import { StoredFileMissingError } from './FileStorage.ts';

/**
 * Sends a stored file as the device images' downloads do: the type read from the bytes at upload,
 * `inline` (or `attachment` when asked) with the display name, `nosniff` and a sandboxing CSP, so
 * a file never runs as a page of ours. A row whose file is gone answers 404 (`missing`), logged.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { id: string; storageKey: string; name: string; mimeType: string | null; size: number },
  options: { download: boolean; missing: MessageId },
): Promise<FastifyReply> {
  let body;
  try {
    body = await request.server.storage.get(file.storageKey);
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) throw error;
    request.log.warn({ fileId: file.id, storageKey: file.storageKey }, 'a file row has no stored file');
    throw notFound(options.missing);
  }
  reply
    .header('content-type', file.mimeType ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(options.download ? 'attachment' : 'inline', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .header('content-length', String(file.size));
  // A stream goes out as is (the 200 schema documents it; nothing to serialise).
  return reply.send(body as never);
}
