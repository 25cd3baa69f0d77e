import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns.ts';
import { devices } from './devices.ts';

export const statusColors = ['default', 'danger', 'warning', 'good', 'active'] as const;

export const errorCodes = pgTable('error_codes', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

/** Statuses a person gives a monitored device (active, acknowledged, ...). */
export const statusCodes = pgTable(
  'status_codes',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    color: text('color', { enum: statusColors }).notNull().default('default'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [oneOf('status_codes_color_check', t.color, statusColors)],
);

/** One row per monitored device: its status, notes and error summary. */
export const monitoringRecords = pgTable(
  'monitoring_records',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .unique()
      .references(() => devices.id, { onDelete: 'cascade' }),
    statusCodeId: uuid('status_code_id')
      .notNull()
      .references(() => statusCodes.id, { onDelete: 'restrict' }),
    latestErrorOccurredAt: tstz('latest_error_occurred_at'),
    notes: text('notes'),
    /** When a missing heartbeat was last notified, so it is notified once per outage. */
    heartbeatNotifiedAt: tstz('heartbeat_notified_at'),
    /*
     * Copies of the device columns the monitoring page filters and sorts by, kept by database triggers
     * (drizzle/0001_monitoring_device_copy.sql, 0004_monitoring_sort.sql: filled on insert, updated when the device changes;
     * never written by the app). With them a filtered page and its count read only this narrow table
     * instead of joining 100,000 wide device rows. `last_seen_at` is not copied: ingestion moves it
     * constantly, and the last-seen filter joins devices (the same reason there is no last-seen order).
     */
    deviceOwnerId: uuid('device_owner_id'),
    deviceModelId: uuid('device_model_id'),
    devicePackageId: uuid('device_package_id'),
    deviceName: text('device_name'),
    /** The device's network id (`devices.device`), for the network-id order. */
    deviceNetworkId: text('device_network_id'),
    deviceDeleted: boolean('device_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('monitoring_records_status_code_id_idx').on(t.statusCodeId),
    // The page's order (newest latest error first, then device name), overall and per owner (scoped users).
    // Partial, since every monitoring query leaves deleted devices out; the trailing filter columns let
    // a page's count be an index-only scan whatever the status/package/model filters.
    index('monitoring_records_page_order_idx')
      .on(t.latestErrorOccurredAt.desc().nullsLast(), t.deviceName, t.id, t.statusCodeId, t.devicePackageId, t.deviceModelId)
      .where(sql`not ${t.deviceDeleted}`),
    index('monitoring_records_owner_page_order_idx')
      .on(t.deviceOwnerId, t.latestErrorOccurredAt.desc().nullsLast(), t.deviceName, t.id, t.statusCodeId, t.devicePackageId)
      .where(sql`not ${t.deviceDeleted}`),
    index('monitoring_records_device_model_id_idx').on(t.deviceModelId),
    // A count by status and package (the page's default filter) as an index-only scan: at 100,000
    // devices it read the whole table's rows instead (drizzle/0005_monitoring_count.sql).
    index('monitoring_records_status_package_idx')
      .on(t.statusCodeId, t.devicePackageId, t.id)
      .where(sql`not ${t.deviceDeleted}`),
    // The other orders of GET /monitoring?sort=…: by name and by network id (both ways), and the
    // latest error oldest first (records without errors still last, ties by name as by default).
    index('monitoring_records_name_idx').on(t.deviceName, t.id).where(sql`not ${t.deviceDeleted}`),
    index('monitoring_records_network_id_idx').on(t.deviceNetworkId, t.id).where(sql`not ${t.deviceDeleted}`),
    index('monitoring_records_error_asc_idx')
      .on(t.latestErrorOccurredAt.asc().nullsLast(), t.deviceName, t.id)
      .where(sql`not ${t.deviceDeleted}`),
  ],
);

/**
 * Error counts of a record, one row per error code (the "errorCodes: [{ name, count }]" column).
 * A child table rather than jsonb so "records with error code X, newest error first" is an index
 * scan on (error_code_id, latest_occurred_at).
 */
export const monitoringRecordErrors = pgTable(
  'monitoring_record_errors',
  {
    monitoringRecordId: uuid('monitoring_record_id')
      .notNull()
      .references(() => monitoringRecords.id, { onDelete: 'cascade' }),
    errorCodeId: uuid('error_code_id')
      .notNull()
      .references(() => errorCodes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    latestOccurredAt: tstz('latest_occurred_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.monitoringRecordId, t.errorCodeId] }),
    check('monitoring_record_errors_count_check', sql`${t.count} >= 0`),
    index('monitoring_record_errors_error_code_id_latest_idx').on(t.errorCodeId, t.latestOccurredAt.desc()),
    // The records that reported an error code, for the error filter's count: an index-only scan
    // that the count joins to the records' own (status, package) index.
    index('monitoring_record_errors_reported_idx')
      .on(t.errorCodeId, t.monitoringRecordId)
      .where(sql`${t.count} > 0`),
  ],
);

/**
 * Every error occurrence. Owner, model and network type are copied as they were when the error
 * happened (a device can later change owner), so they carry no foreign keys; rows go with their record.
 */
export const monitoringLogs = pgTable(
  'monitoring_logs',
  {
    id: id(),
    monitoringRecordId: uuid('monitoring_record_id')
      .notNull()
      .references(() => monitoringRecords.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    ownerId: uuid('owner_id'),
    deviceModelId: uuid('device_model_id'),
    errorCodeId: uuid('error_code_id')
      .notNull()
      .references(() => errorCodes.id, { onDelete: 'cascade' }),
    networkType: text('network_type'),
    occurredAt: tstz('occurred_at').notNull(),
  },
  (t) => [index('monitoring_logs_record_occurred_at_idx').on(t.monitoringRecordId, t.occurredAt.desc())],
);
