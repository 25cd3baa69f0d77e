/** An alarm tripped: a reading met its condition and no trip was open. */
export const ALARM_TRIPPED = 'alarm.tripped';
/** An open trip ended: a reading no longer met the condition (or the alarm was changed or deactivated). */
export const ALARM_CLEARED = 'alarm.cleared';

/** The ids an alarm event carries; clients fetch the trip or the alarm for the rest. */
export interface AlarmTripChange {
  type: typeof ALARM_TRIPPED | typeof ALARM_CLEARED;
  deviceId: string;
  alarmId: string;
  tripId: string;
  /** The organisation owning the device: decides who receives the event. */
  ownerId: string;
}
