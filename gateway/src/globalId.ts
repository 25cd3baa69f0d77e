/**
 * Relay global ids: base64url of `Type:restId`. Opaque to clients, so the encoding can change
 * without breaking them as long as `node(id:)` still understands what it handed out.
 */
const nodeTypes = [
  'User',
  'ReleaseNotification',
  'Viewer',
  'Organization',
  'DeviceTypeCategory',
  'DeviceModel',
  'Package',
  'ErrorCode',
  'StatusCode',
  'Device',
  'MonitoringRecord',
  'MonitoringLog',
  // Analytics: `orgId`, `orgId:groupId`, `orgId:groupId:deviceId` (groupId empty: in no group), `orgId:deviceId:scheduleId`.
  'AnalyticsOrganization',
  'AnalyticsGroup',
  'AnalyticsDevice',
  'ServiceSchedule',
] as const;

export type NodeType = (typeof nodeTypes)[number];

export function toGlobalId(type: NodeType, restId: string): string {
  return Buffer.from(`${type}:${restId}`, 'utf8').toString('base64url');
}

/** The type and REST id inside a global id, or null when the id is not one of ours. */
export function fromGlobalId(globalId: string): { type: NodeType; restId: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const type = decoded.slice(0, colon) as NodeType;
  const restId = decoded.slice(colon + 1);
  if (!(nodeTypes as readonly string[]).includes(type) || restId.length === 0) return null;
  return { type, restId };
}

/**
 * The REST id inside a global id that must be of type `type`; null when it is malformed or of
 * another type (a Package id where an Organization id belongs).
 */
export function restIdOf(globalId: string, type: NodeType): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded && decoded.type === type ? decoded.restId : null;
}
