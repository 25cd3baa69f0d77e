import { z } from 'zod';
import { deviceImageKinds } from '../db/schema/index.ts';
import type { DeviceImageRow } from './deviceImageRepository.ts';

export const deviceImageSchema = z
  .object({
    _id: z.string(),
    name: z.string().describe("The uploader's file name, for display only (any path and control characters removed)"),
    url: z.string().describe('Where the file is downloaded (GET, with the same authorization as the device)'),
    mimeType: z.string().describe('The type read from the bytes: image/jpeg, image/png, image/webp, image/gif, image/heic or image/heif'),
    size: z.number().int().describe('Bytes'),
    kind: z.enum(deviceImageKinds),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DeviceImage' });

export type DeviceImage = z.infer<typeof deviceImageSchema>;

export const deviceImageUrl = (deviceId: string, imageId: string) => `/api/v1/devices/${deviceId}/images/${imageId}/file`;

export function toDeviceImage(row: DeviceImageRow): DeviceImage {
  return {
    _id: row.id,
    name: row.name ?? 'image',
    url: deviceImageUrl(row.deviceId, row.id),
    mimeType: row.mimeType ?? 'application/octet-stream',
    size: row.size ?? 0,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}
