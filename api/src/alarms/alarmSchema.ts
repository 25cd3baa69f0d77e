import { z } from 'zod';
import type { schema } from '../db/client.ts';
import { alarmAggregations, alarmNotificationStatuses, alarmOperators } from '../db/schema/index.ts';
import { pagedSchema } from '../schemas/common.ts';

type AlarmRow = typeof schema.alarms.$inferSelect;
type TripRow = typeof schema.alarmTrips.$inferSelect;

const operator = z.enum(alarmOperators).describe('`eq` (=), `gte` (>=), `gt` (>), `lte` (<=), `lt` (<)');

export const alarmSchema = z
  .object({
    _id: z.string(),
    deviceId: z.string(),
    unitSlug: z.string().describe("One of the device model's data-model units"),
    value: z.number().describe('The threshold'),
    operator,
    aggregation: z.enum(alarmAggregations).nullable().describe('null: each reading is compared itself'),
    evaluationFrequency: z.int().describe('Minutes: the window an aggregation covers'),
    notifyFromHour: z.int().describe('0..24, Danish time'),
    notifyToHour: z.int().describe('0..24, exclusive; below notifyFromHour: overnight'),
    notificationEmails: z.array(z.string()),
    isActive: z.boolean(),
    state: z.enum(['ok', 'tripped']).describe('`tripped` while a trip is open (see `trippedSince`)'),
    trippedSince: z.iso.datetime().nullable().describe('When the open trip was recorded; null when ok'),
    currentTrip: z
      .object({
        _id: z.string(),
        readingTime: z.iso.datetime(),
        readingValue: z.number().describe('The value compared: the reading, or the aggregate over the window'),
      })
      .nullable()
      .describe('The open trip, null when ok'),
    lastTriggeredAt: z.iso.datetime().nullable().describe('When it last tripped'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Alarm' });
export type AlarmDto = z.infer<typeof alarmSchema>;

export const alarmPageSchema = pagedSchema(alarmSchema).meta({ id: 'AlarmPage' });

export const alarmTripSchema = z
  .object({
    _id: z.string(),
    alarmId: z.string(),
    deviceId: z.string(),
    unitSlug: z.string().describe("The alarm's condition when it tripped (kept when the alarm is edited later)"),
    operator,
    threshold: z.number(),
    aggregation: z.enum(alarmAggregations).nullable(),
    trippedAt: z.iso.datetime().describe('When the trip was recorded'),
    readingTime: z.iso.datetime().describe('The time of the reading that tripped it'),
    readingValue: z.number().describe('The value compared: the reading, or the aggregate over the window'),
    clearedAt: z.iso.datetime().nullable().describe('When it ended; null while open'),
    clearedReadingTime: z.iso.datetime().nullable().describe('The reading that ended it; null when the alarm was changed or deactivated instead'),
    clearedReadingValue: z.number().nullable(),
    notification: z.object({
      status: z
        .enum(alarmNotificationStatuses)
        .describe(
          '`pending`/`sending`: being sent; `deferred`: tripped outside the notification hours, sent when they open if still open; `sent`; `skipped`: nobody to tell, or it ended before the hours opened; `failed`: the mail server refused it repeatedly',
        ),
      notifiedAt: z.iso.datetime().nullable(),
    }),
  })
  .meta({ id: 'AlarmTrip' });

export const alarmTripPageSchema = pagedSchema(alarmTripSchema).meta({ id: 'AlarmTripPage' });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAlarmDto(row: AlarmRow, openTrip: Pick<TripRow, 'id' | 'trippedAt' | 'readingTime' | 'readingValue'> | null): AlarmDto {
  return {
    _id: row.id,
    deviceId: row.deviceId,
    unitSlug: row.unitSlug,
    value: row.value,
    operator: row.operator,
    aggregation: row.aggregation,
    evaluationFrequency: row.evaluationFrequency,
    notifyFromHour: row.notifyFromHour,
    notifyToHour: row.notifyToHour,
    notificationEmails: row.notificationEmails,
    isActive: row.isActive,
    state: openTrip ? 'tripped' : 'ok',
    trippedSince: iso(openTrip?.trippedAt ?? null),
    currentTrip: openTrip
      ? { _id: openTrip.id, readingTime: openTrip.readingTime.toISOString(), readingValue: openTrip.readingValue }
      : null,
    lastTriggeredAt: iso(row.lastTriggeredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAlarmTripDto(row: TripRow): z.infer<typeof alarmTripSchema> {
  return {
    _id: row.id,
    alarmId: row.alarmId,
    deviceId: row.deviceId,
    unitSlug: row.unitSlug,
    operator: row.operator,
    threshold: row.threshold,
    aggregation: row.aggregation,
    trippedAt: row.trippedAt.toISOString(),
    readingTime: row.readingTime.toISOString(),
    readingValue: row.readingValue,
    clearedAt: iso(row.clearedAt),
    clearedReadingTime: iso(row.clearedReadingTime),
    clearedReadingValue: row.clearedReadingValue,
    notification: { status: row.notificationStatus, notifiedAt: iso(row.notifiedAt) },
  };
}
