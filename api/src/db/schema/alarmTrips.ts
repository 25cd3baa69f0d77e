import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, tstz } from './columns.ts';
import { alarmAggregations, alarmOperators, alarms, devices } from './devices.ts';

/**
 * Where a trip's e-mail stands:
 * - `pending`: to be sent (it tripped inside the alarm's notification hours, or a send failed and is retried);
 * - `deferred`: it tripped outside the hours: sent when they open if the trip is still open, else `skipped`;
 * - `sending`: claimed by one evaluation run (`notification_claimed_at`), so no other run sends it too;
 * - `sent`, `skipped` (no addresses, cleared or deactivated before the hours opened), `failed` (gave up).
 */
export const alarmNotificationStatuses = ['pending', 'deferred', 'sending', 'sent', 'skipped', 'failed'] as const;
export type AlarmNotificationStatus = (typeof alarmNotificationStatuses)[number];

/**
 * One trip of an alarm: from the reading that met its condition to the reading that no longer did.
 * The condition (unit, operator, threshold, aggregation) is copied from the alarm when it trips, so
 * the history stays true after the alarm is edited.
 */
export const alarmTrips = pgTable(
  'alarm_trips',
  {
    id: id(),
    alarmId: uuid('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    unitSlug: text('unit_slug').notNull(),
    operator: text('operator', { enum: alarmOperators }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    aggregation: text('aggregation', { enum: alarmAggregations }),
    /** When the evaluation recorded the trip. */
    trippedAt: tstz('tripped_at').notNull().defaultNow(),
    /** The reading that tripped it: its time and the value compared (the aggregate over the window with an aggregation). */
    readingTime: tstz('reading_time').notNull(),
    readingValue: doublePrecision('reading_value').notNull(),
    /** Null while the trip is open. */
    clearedAt: tstz('cleared_at'),
    /** The reading that cleared it; null when the alarm was deactivated, changed or the device deleted instead. */
    clearedReadingTime: tstz('cleared_reading_time'),
    clearedReadingValue: doublePrecision('cleared_reading_value'),
    notificationStatus: text('notification_status', { enum: alarmNotificationStatuses }).notNull(),
    notificationClaimedAt: tstz('notification_claimed_at'),
    notificationAttempts: integer('notification_attempts').notNull().default(0),
    /** The last send failure, for operators (never shown to clients). */
    notificationError: text('notification_error'),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    oneOf('alarm_trips_operator_check', t.operator, alarmOperators),
    oneOf('alarm_trips_aggregation_check', t.aggregation, alarmAggregations),
    oneOf('alarm_trips_notification_status_check', t.notificationStatus, alarmNotificationStatuses),
    // A device's trip history, newest first (GET /devices/{id}/alarm-trips), and its count.
    index('alarm_trips_device_id_tripped_at_idx').on(t.deviceId, t.trippedAt.desc(), t.id.desc()),
    // One alarm's trips (and the cascade when an alarm is deleted).
    index('alarm_trips_alarm_id_tripped_at_idx').on(t.alarmId, t.trippedAt.desc()),
    // At most one open trip per alarm: two evaluations of one reading can never both record a trip.
    uniqueIndex('alarm_trips_open_alarm_id_key').on(t.alarmId).where(sql`${t.clearedAt} is null`),
    // The e-mails still to send (a handful, whatever the history's size).
    index('alarm_trips_unsent_idx')
      .on(t.trippedAt)
      .where(sql`${t.notificationStatus} in ('pending', 'deferred', 'sending')`),
  ],
);
