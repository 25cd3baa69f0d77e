import { z } from 'zod';
import type { ServiceOrderFileRow } from './serviceOrderFileRepository.ts';

/** Before and after images share the attachments table, told apart by kind (db/schema/attachments.ts). */
export const serviceOrderImageKinds = ['before_image', 'after_image'] as const;
export type ServiceOrderImageKind = (typeof serviceOrderImageKinds)[number];

/** Files attached to one order at most (each request adds up to MAX_FILES_PER_REQUEST). */
export const MAX_ATTACHMENTS_PER_ORDER = 100;
/** Before images, and after images, one order keeps at most: a list the wizard shows whole. */
export const MAX_IMAGES_PER_KIND = 30;
export const MAX_FILES_PER_REQUEST = 10;

const fileFields = {
  _id: z.string(),
  name: z.string().describe("The uploader's file name, for display only (any path and control characters removed)"),
  mimeType: z.string().describe('The type read from the bytes at upload (text has none: UTF-8 text is text/plain, or text/csv by its name)'),
  size: z.number().int().describe('Bytes'),
  created_at: z.iso.datetime(),
  createdBy: z.string().nullable().describe('The uploader (a user id); null when that user is gone'),
};

/** An order's attachment (spec §3: _id, name, url, created_at). */
export const serviceOrderAttachmentSchema = z
  .object({
    ...fileFields,
    url: z.string().describe('Where the file is downloaded (GET, with the same authorization as reading the order)'),
  })
  .meta({ id: 'ServiceOrderAttachment' });
export type ServiceOrderAttachment = z.infer<typeof serviceOrderAttachmentSchema>;

/** A before- or after-service image of an order. */
export const serviceOrderImageSchema = z
  .object({
    ...fileFields,
    kind: z.enum(serviceOrderImageKinds).describe('Taken before or after the service'),
    url: z.string().describe('Where the image is downloaded (GET, with the same authorization as reading the order)'),
  })
  .meta({ id: 'ServiceOrderImage' });
export type ServiceOrderImage = z.infer<typeof serviceOrderImageSchema>;

export const serviceOrderAttachmentUrl = (orderId: string, id: string) => `/api/v1/service-orders/${orderId}/attachments/${id}/file`;
export const serviceOrderImageUrl = (orderId: string, id: string) => `/api/v1/service-orders/${orderId}/images/${id}/file`;

const common = (row: ServiceOrderFileRow) => ({
  _id: row.id,
  name: row.name,
  mimeType: row.mimeType ?? 'application/octet-stream',
  size: row.size,
  created_at: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

export const toServiceOrderAttachment = (row: ServiceOrderFileRow): ServiceOrderAttachment => ({
  ...common(row),
  url: serviceOrderAttachmentUrl(row.serviceOrderId!, row.id),
});

export const toServiceOrderImage = (row: ServiceOrderFileRow): ServiceOrderImage => ({
  ...common(row),
  kind: row.kind as ServiceOrderImageKind,
  url: serviceOrderImageUrl(row.serviceOrderId!, row.id),
});

/** What an audit entry keeps of a file. */
export const auditedFile = (row: ServiceOrderFileRow) => ({ _id: row.id, name: row.name, mimeType: row.mimeType, size: row.size });
