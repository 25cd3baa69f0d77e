import { z } from 'zod';

/** What changed on a monitoring record; the gateway's subscription passes it on as `kind`. */
export const monitoringChangeKinds = ['STATUS', 'NOTES', 'ERROR', 'HEARTBEAT'] as const;
export type MonitoringChangeKind = (typeof monitoringChangeKinds)[number];

export const MONITORING_CHANGED = 'monitoring.changed';

export interface MonitoringChange {
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
    recordId: z.string(),
    orgId: z.string(),
    kind: z.enum(monitoringChangeKinds),
  }),
  z.object({
    type: z.literal(MONITORING_CHANGED),
    kind: z.enum(monitoringChangeKinds),
    records: z.array(z.tuple([z.string(), z.string()])),
  }),
]);
export type MonitoringChangedNotification = z.infer<typeof monitoringChangedNotificationSchema>;

/** The notification's changes, one per record. */
export function changesOf(notification: MonitoringChangedNotification): MonitoringChange[] {
  if ('records' in notification) {
    return notification.records.map(([recordId, orgId]) => ({ recordId, orgId, kind: notification.kind }));
  }
  return [{ recordId: notification.recordId, orgId: notification.orgId, kind: notification.kind }];
}
