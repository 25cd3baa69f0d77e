import type { AlarmNotificationStatus, AlarmTripResolvers } from '../../src/__generated__/resolvers-types.ts';
import { aggregationOf, operatorOf } from './Alarm.ts';
import { alarmGlobalId } from './alarmIds.ts';

export const AlarmTrip: AlarmTripResolvers = {
  tripId: (trip) => trip._id,
  alarmId: (trip) => alarmGlobalId(trip.deviceId, trip.alarmId),
  operator: (trip) => operatorOf(trip.operator),
  aggregation: (trip) => aggregationOf(trip.aggregation),
  notificationStatus: (trip) => trip.notification.status.toUpperCase() as AlarmNotificationStatus,
  notifiedAt: (trip) => trip.notification.notifiedAt,
};
