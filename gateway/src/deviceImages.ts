import { fieldError, gatewayError } from './errors.ts';
import { restIdOf, toGlobalId } from './globalId.ts';
import type { DeviceImageSource } from './mappers.ts';
import type { components } from './rest/openapi.d.ts';

/** A device image as the API answers it. */
export type DeviceImageDto = components['schemas']['DeviceImage'];

/** An image's global id names its device too: the API addresses images under their device. */
export const deviceImageGlobalId = (deviceId: string, imageId: string) => toGlobalId('DeviceImage', `${deviceId}:${imageId}`);

/** The device and image REST ids inside a `DeviceImage` global id; null when it is not one. */
export function parseDeviceImageId(globalId: string): { deviceId: string; imageId: string } | null {
  const parts = restIdOf(globalId, 'DeviceImage')?.split(':');
  if (!parts || parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { deviceId: parts[0], imageId: parts[1] };
}

/** The same, or BAD_USER_INPUT naming `field`. */
export function deviceImageRestIds(globalId: string, field: string): { deviceId: string; imageId: string } {
  const ids = parseDeviceImageId(globalId);
  if (ids) return ids;
  const message = { id: 'validation.globalId', params: { type: 'DeviceImage' } } as const;
  throw gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });
}

/** The parent of a `DeviceImage`: the API's image with its device. */
export const toDeviceImageSource = (image: DeviceImageDto, deviceId: string): DeviceImageSource => ({ ...image, deviceId });

/**
 * The upload route's answer, in `DeviceImage`'s GraphQL shape (what a query of every field of it
 * would answer), so that a client handles both alike.
 */
export function deviceImageJson(image: DeviceImageSource, url: string) {
  return {
    id: deviceImageGlobalId(image.deviceId, image._id),
    imageId: image._id,
    name: image.name,
    mimeType: image.mimeType,
    size: image.size,
    kind: image.kind.toUpperCase(),
    createdAt: image.createdAt,
    url,
  };
}
