import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppError } from '../errors.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { translate } from '../i18n/translate.ts';

/** A device of a batch the caller may read but not this sub-list of: the error its single read answers. */
export const deviceRefusalSchema = z
  .object({
    deviceId: z.string().describe('The device'),
    status: z.number().int().describe("The single read's HTTP status for it (403, or 404 DOWNLINK_NOT_SUPPORTED)"),
    message: z.string().describe("The single read's message, in the caller's language"),
    code: z.string().describe("The single read's error code, e.g. FORBIDDEN"),
  })
  .meta({ id: 'DeviceBatchRefusal' });

export type DeviceRefusal = z.infer<typeof deviceRefusalSchema>;

export const refusedSchema = z
  .array(deviceRefusalSchema)
  .describe("Devices the caller may read whose single read of this list would fail, with that failure (in the order asked)");

/**
 * Sorts a batch's devices as the single reads would answer each: those the caller may not read
 * (`read Device` in the owner) or that do not exist are left out, like GET /devices/full leaves
 * them out (their single read's 404 tells nothing either); `refuse` names the error a readable
 * device's single read answers (403 without `read Contract`...), reported per device in the
 * caller's language; the rest are answered, in the order of `ids`.
 */
export function sortBatch<F>(
  request: FastifyRequest,
  ids: readonly string[],
  found: ReadonlyMap<string, F>,
  ownerOf: (device: F) => string,
  refuse: (device: F) => AppError | undefined = () => undefined,
): { answered: { id: string; device: F }[]; refused: DeviceRefusal[] } {
  const language = requestLanguage(request);
  const answered: { id: string; device: F }[] = [];
  const refused: DeviceRefusal[] = [];
  for (const id of ids) {
    const device = found.get(id);
    if (device === undefined || !request.allowedIn('read', 'Device', ownerOf(device))) continue;
    const error = refuse(device);
    if (error) refused.push({ deviceId: id, status: error.statusCode, message: translate(language, error.messageId, error.params), code: error.code });
    else answered.push({ id, device });
  }
  return { answered, refused };
}
