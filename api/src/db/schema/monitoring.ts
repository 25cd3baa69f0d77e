import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('monitoring_records_status_code_id_idx').on(t.statusCodeId),
    index('monitoring_records_latest_error_occurred_at_idx').on(t.latestErrorOccurredAt.desc().nullsLast()),
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
