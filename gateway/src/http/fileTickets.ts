import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * How a browser's `<img src>` reaches a device image. An `<img>` request carries no Authorization
 * header, and the web keeps its bearer token in script, not in a cookie; the API still has to check
 * the caller's `read Device` on every download (a revoked session, a device moved to another
 * organisation). So `DeviceImage.url` is a ticket: the device, the image, the caller's token and an
 * expiry, encrypted and authenticated (AES-256-GCM) with the gateway's key. The download route opens
 * it and asks the API with that token, exactly as if the user had asked. Nothing is stored, so any
 * gateway sharing FILE_URL_SECRET can serve it (no sticky sessions), and the token is never readable
 * in a URL, a log line or the browser's history: only this gateway can use it, only for that image,
 * and only until the ticket expires.
 *
 * The IV is derived from the plaintext (an HMAC, as in SIV): the same image for the same session in
 * the same 5-minute window is the same URL, so the browser's cache serves it again instead of
 * downloading the picture at every refetch; different plaintexts never share an IV.
 */
export interface FileTickets {
  /** A same-origin path for `<img src>` that serves the image with `token`'s rights until it expires. */
  deviceImageUrl(deviceId: string, imageId: string, token: string, now?: number): string;
  /** What a ticket names, or null when it is forged, damaged or expired. */
  open(ticket: string, now?: number): DeviceImageTicket | null;
  /** The same for a service order's attachment or before/after image (`url` of `Attachment`). */
  serviceOrderFileUrl(kind: ServiceOrderFileKind, orderId: string, fileId: string, token: string, now?: number): string;
  /** What a service-order file ticket names, or null when it is forged, damaged, expired or a device image's. */
  openServiceOrderFile(ticket: string, now?: number): ServiceOrderFileTicket | null;
  /** The same for a device's file on an installation order (`url` of `InstallationAttachment`). */
  installationFileUrl(orderId: string, deviceId: string, fileId: string, token: string, now?: number): string;
  /** What an installation file ticket names, or null when it is forged, damaged, expired or another kind's. */
  openInstallationFile(ticket: string, now?: number): InstallationFileTicket | null;
}

export interface InstallationFileTicket {
  orderId: string;
  deviceId: string;
  fileId: string;
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Which of an order's files: an attachment, or a before/after image (the API serves those from one route). */
export type ServiceOrderFileKind = 'attachment' | 'image';

export interface ServiceOrderFileTicket {
  kind: ServiceOrderFileKind;
  orderId: string;
  fileId: string;
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface DeviceImageTicket {
  deviceId: string;
  imageId: string;
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Where tickets are served (http/deviceImageRoutes.ts). */
export const deviceImageFilePath = '/files/device-images/';
/** Where service-order file tickets are served (http/serviceOrderFileRoutes.ts). */
export const serviceOrderFilePath = '/files/service-order-files/';
/** Where installation file tickets are served (http/installationFileRoutes.ts). */
export const installationFilePath = '/files/installation-files/';

// A ticket lives 10 to 15 minutes: issued for the current 5-minute window plus two more.
const windowSeconds = 300;
const windowsAhead = 3;
const ivBytes = 12;
const tagBytes = 16;
// A bearer token (a JWT) is a few hundred characters; a ticket far longer is not ours.
export const maxTicketLength = 4096;

const payload = z.tuple([z.string().max(100), z.string().max(100), z.string().min(1).max(2048), z.number().int()]);
// Five items, so that neither kind of ticket ever opens as the other.
const serviceOrderPayload = z.tuple([z.enum(['attachment', 'image']), z.string().max(100), z.string().max(100), z.string().min(1).max(2048), z.number().int()]);
// Six items, led by its own tag: it opens as no other kind, and no other kind as it.
const installationPayload = z.tuple([z.literal('installation'), z.string().max(100), z.string().max(100), z.string().max(100), z.string().min(1).max(2048), z.number().int()]);

export function createFileTickets(secret?: string): FileTickets {
  // Without a configured secret the key is this process's own: tickets then work with one gateway.
  const master = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'fieldsense file tickets: key', 32));
  const ivKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'fieldsense file tickets: iv', 32));

  const seal = (plaintext: Buffer): string => {
    const iv = createHmac('sha256', ivKey).update(plaintext).digest().subarray(0, ivBytes);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return sealed.toString('base64url');
  };

  /** The JSON inside a ticket sealed with our key, or undefined when it is not one. */
  const unseal = (ticket: string): unknown => {
    if (ticket.length > maxTicketLength || !/^[A-Za-z0-9_-]+$/.test(ticket)) return undefined;
    const sealed = Buffer.from(ticket, 'base64url');
    if (sealed.length <= ivBytes + tagBytes) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivBytes));
      decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
      const plaintext = Buffer.concat([decipher.update(sealed.subarray(ivBytes, sealed.length - tagBytes)), decipher.final()]);
      return JSON.parse(plaintext.toString('utf8'));
    } catch {
      return undefined;
    }
  };
  const expiresAtOf = (now: number) => (Math.floor(now / 1000 / windowSeconds) + windowsAhead) * windowSeconds;

  return {
    deviceImageUrl(deviceId, imageId, token, now = Date.now()) {
      return deviceImageFilePath + seal(Buffer.from(JSON.stringify([deviceId, imageId, token, expiresAtOf(now)]), 'utf8'));
    },
    open(ticket, now = Date.now()) {
      const parsed = payload.safeParse(unseal(ticket));
      if (!parsed.success) return null;
      const [deviceId, imageId, token, expiresAt] = parsed.data;
      if (expiresAt * 1000 <= now) return null;
      return { deviceId, imageId, token, expiresAt };
    },
    serviceOrderFileUrl(kind, orderId, fileId, token, now = Date.now()) {
      return serviceOrderFilePath + seal(Buffer.from(JSON.stringify([kind, orderId, fileId, token, expiresAtOf(now)]), 'utf8'));
    },
    openServiceOrderFile(ticket, now = Date.now()) {
      const parsed = serviceOrderPayload.safeParse(unseal(ticket));
      if (!parsed.success) return null;
      const [kind, orderId, fileId, token, expiresAt] = parsed.data;
      if (expiresAt * 1000 <= now) return null;
      return { kind, orderId, fileId, token, expiresAt };
    },
    installationFileUrl(orderId, deviceId, fileId, token, now = Date.now()) {
      return installationFilePath + seal(Buffer.from(JSON.stringify(['installation', orderId, deviceId, fileId, token, expiresAtOf(now)]), 'utf8'));
    },
    openInstallationFile(ticket, now = Date.now()) {
      const parsed = installationPayload.safeParse(unseal(ticket));
      if (!parsed.success) return null;
      const [, orderId, deviceId, fileId, token, expiresAt] = parsed.data;
      if (expiresAt * 1000 <= now) return null;
      return { orderId, deviceId, fileId, token, expiresAt };
    },
  };
}
