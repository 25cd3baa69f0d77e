import { z } from 'zod';

/**
 * What changed on a monitoring record; the gateway's subscription passes it on as `kind`.
 * DEVICE_REPLACED: a replacement moved the record to the new device (POST /tasks), so a table
 * showing it must show the new device.
 */
export const monitoringChangeKinds = ['STATUS', 'NOTES', 'ERROR', 'HEARTBEAT', 'DEVICE_REPLACED'] as const;
export type MonitoringChangeKind = (typeof monitoringChangeKinds)[number];

export const MONITORING_CHANGED = 'monitoring.changed';

export interface MonitoringChange {
  /** The SSE id of the message it becomes (see AppEvent's `id`); set when the notification is read. */
  eventId?: string;
  recordId: string;
  /** The organisation owning the record's device: decides which SSE clients may receive it. */
  orgId: string;
  kind: MonitoringChangeKind;
}

/**
 * The NOTIFY payload of a monitoring change. It carries ids only (payloads are limited to 8000
 * bytes); each api instance loads the record once and sends it to its allowed SSE clients.
 * Either one change (`recordId`, `orgId`) or, for jobs that change many records at once, a
 * compact list `records: [[recordId, orgId], ...]` sharing one kind.
 */
export const monitoringChangedNotificationSchema = z.union([
  z.object({
    type: z.literal(MONITORING_CHANGED),
    /** Unique per notification (a random UUID), so every api instance names its messages alike. */
    id: z.string(),
    recordId: z.string(),
    orgId: z.string(),
    kind: z.enum(monitoringChangeKinds),
  }),
  z.object({
    type: z.literal(MONITORING_CHANGED),
    id: z.string(),
    kind: z.enum(monitoringChangeKinds),
    records: z.array(z.tuple([z.string(), z.string()])),
  }),
]);
export type MonitoringChangedNotification = z.infer<typeof monitoringChangedNotificationSchema>;

/** The notification's changes, one per record, each with an event id derived from the notification's. */
export function changesOf(notification: MonitoringChangedNotification): MonitoringChange[] {
  if ('records' in notification) {
    return notification.records.map(([recordId, orgId], index) => ({
      eventId: `${notification.id}.${index}`,
      recordId,
      orgId,
      kind: notification.kind,
    }));
  }
  return [{ eventId: notification.id, recordId: notification.recordId, orgId: notification.orgId, kind: notification.kind }];
}
