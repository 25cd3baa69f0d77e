import { ALARM_CLEARED, ALARM_TRIPPED } from './alarmEventTypes.ts';
import { DEVICE_CHANGED } from './deviceChanged.ts';
import { MONITORING_CHANGED } from './monitoringChanged.ts';
import { INSTALLATION_ORDER_CHANGED } from './installationOrderEventTypes.ts';
import { SERVICE_ORDER_CHANGED } from './serviceOrderEventTypes.ts';
import { SERVICE_CENTER_CHANGED } from './serviceCenterEventTypes.ts';

export const VIEWER_CHANGED = 'viewer.changed';

/** The event types a client can ask `GET /events` for (`?types=`); a stream carries only those. */
export const eventTypes = [MONITORING_CHANGED, VIEWER_CHANGED, DEVICE_CHANGED, ALARM_TRIPPED, ALARM_CLEARED, SERVICE_CENTER_CHANGED, SERVICE_ORDER_CHANGED, INSTALLATION_ORDER_CHANGED] as const;
export type EventType = (typeof eventTypes)[number];
