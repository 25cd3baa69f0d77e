import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns.ts';
import { users } from './identity.ts';
import { installationOrderDevices, installationOrders } from './installation.ts';
import { serviceOrders } from './service.ts';

export const attachmentOwnerTypes = ['service_order', 'installation_order', 'installation_device'] as const;
export type AttachmentOwnerType = (typeof attachmentOwnerTypes)[number];
/** Service orders keep their before/after photos here too, told apart by kind. */
export const attachmentKinds = ['attachment', 'before_image', 'after_image'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/**
 * Files attached to orders. One nullable foreign key per owner type (exactly the one named by
 * `owner_type` is set) instead of a bare polymorphic id, so files are removed with their owner.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    ownerType: text('owner_type', { enum: attachmentOwnerTypes }).notNull(),
    serviceOrderId: uuid('service_order_id').references(() => serviceOrders.id, { onDelete: 'cascade' }),
    installationOrderId: uuid('installation_order_id').references(() => installationOrders.id, { onDelete: 'cascade' }),
    installationOrderDeviceId: uuid('installation_order_device_id').references(() => installationOrderDevices.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: attachmentKinds }).notNull().default('attachment'),
    name: text('name').notNull(),
    /** Key in the file storage (data folder or S3-compatible store). */
    storageKey: text('storage_key').notNull(),
    url: text('url'),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('attachments_owner_type_check', t.ownerType, attachmentOwnerTypes),
    oneOf('attachments_kind_check', t.kind, attachmentKinds),
    check(
      'attachments_owner_check',
      sql`(${t.ownerType} = 'service_order' and ${t.serviceOrderId} is not null and ${t.installationOrderId} is null and ${t.installationOrderDeviceId} is null)
       or (${t.ownerType} = 'installation_order' and ${t.installationOrderId} is not null and ${t.serviceOrderId} is null and ${t.installationOrderDeviceId} is null)
       or (${t.ownerType} = 'installation_device' and ${t.installationOrderDeviceId} is not null and ${t.serviceOrderId} is null and ${t.installationOrderId} is null)`,
    ),
    check('attachments_size_check', sql`${t.size} >= 0`),
    index('attachments_service_order_id_idx').on(t.serviceOrderId, t.kind).where(sql`${t.serviceOrderId} is not null`),
    index('attachments_installation_order_id_idx').on(t.installationOrderId).where(sql`${t.installationOrderId} is not null`),
    index('attachments_installation_order_device_id_idx')
      .on(t.installationOrderDeviceId)
      .where(sql`${t.installationOrderDeviceId} is not null`),
  ],
);
