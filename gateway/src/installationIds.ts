import { fieldError, gatewayError } from './errors.ts';
import { restIdOf, toGlobalId } from './globalId.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order's device is addressed by the API under its order: its global id names both. */
export const orderDeviceGlobalId = (orderId: string, deviceId: string) => toGlobalId('InstallationOrderDevice', `${orderId}:${deviceId}`);

/** A device's file on an order is addressed under the order and the device: its global id names the three. */
export const installationAttachmentGlobalId = (orderId: string, deviceId: string, fileId: string) =>
  toGlobalId('InstallationAttachment', `${orderId}:${deviceId}:${fileId}`);

/** `a:b[:c]` of GUIDs as their parts (lowercase), or null. */
function guidsOf(restId: string, count: number): string[] | null {
  const parts = restId.split(':');
  if (parts.length !== count || !parts.every((part) => GUID.test(part))) return null;
  return parts.map((part) => part.toLowerCase());
}

export function parseOrderDeviceId(restId: string): { orderId: string; deviceId: string } | null {
  const parts = guidsOf(restId, 2);
  return parts ? { orderId: parts[0]!, deviceId: parts[1]! } : null;
}

export function parseInstallationAttachmentId(restId: string): { orderId: string; deviceId: string; fileId: string } | null {
  const parts = guidsOf(restId, 3);
  return parts ? { orderId: parts[0]!, deviceId: parts[1]!, fileId: parts[2]! } : null;
}

const refuse = (field: string, type: string) => {
  const message = { id: 'validation.globalId', params: { type } } as const;
  return gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });
};

/** The order and device of an `InstallationOrderDevice` global id, or BAD_USER_INPUT naming `field`. */
export function orderDeviceRestIds(globalId: string, field: string) {
  const restId = restIdOf(globalId, 'InstallationOrderDevice');
  const ids = restId === null ? null : parseOrderDeviceId(restId);
  if (!ids) throw refuse(field, 'InstallationOrderDevice');
  return ids;
}

/** The order, device and file of an `InstallationAttachment` global id, or BAD_USER_INPUT naming `field`. */
export function installationAttachmentRestIds(globalId: string, field: string) {
  const restId = restIdOf(globalId, 'InstallationAttachment');
  const ids = restId === null ? null : parseInstallationAttachmentId(restId);
  if (!ids) throw refuse(field, 'InstallationAttachment');
  return ids;
}
