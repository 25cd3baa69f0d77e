/**
 * Relay global ids: a type letter and the UUID's bytes (below), or base64url of `Type:restId` for
 * other REST ids. Opaque to clients, so the encoding can change without breaking them as long as
 * `node(id:)` still understands what it handed out.
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
  // A device's alarm: `deviceId:alarmId` (the API addresses alarms under their device).
  'Alarm',
  // A device's image: `deviceId:imageId`, likewise.
  'DeviceImage',
  // Service (issue 12). A technician: `serviceCenterId:technicianId` (the API addresses technicians under their centre).
  'ServiceCenter',
  'Technician',
  'ServiceOrder',
  // An order's file: `orderId:kind:fileId` (kind attachment, before_image or after_image; the API addresses files under their order and kind).
  'Attachment',
  // Installation (issue 13). An order's device: `orderId:deviceId`; a file of it: `orderId:deviceId:fileId`.
  'InstallationOrder',
  'InstallationOrderDevice',
  'InstallationAttachment',
  // Contracts (issue 14).
  'Contract',
  // Releases (issue 14): a release notification as everyone's announcement.
  'Release',
] as const;

export type NodeType = (typeof nodeTypes)[number];

// A REST id that is a UUID (almost all of them) is packed: a letter for the type and its 16 bytes
// in base64url, 23 characters in all instead of 60–75. A table page carries some 50 ids, a page of
// lookups 40 more: the long form alone made half of a monitoring page's answer. A letter is never
// the first character of the long form, which starts with the base64 of a capital (Q–W), so ids
// handed out before still resolve.
const typeLetters = 'abcdefghijklmnopqrstuvwxyz';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const packed = /^[a-z][A-Za-z0-9_-]{22}$/;

export function toGlobalId(type: NodeType, restId: string): string {
  // A type past the 26th has no letter: its ids take the long form.
  const letter = typeLetters[nodeTypes.indexOf(type)];
  if (letter && uuid.test(restId)) return letter + Buffer.from(restId.replaceAll('-', ''), 'hex').toString('base64url');
  return Buffer.from(`${type}:${restId}`, 'utf8').toString('base64url');
}

/** The type and REST id inside a global id, or null when the id is not one of ours. */
export function fromGlobalId(globalId: string): { type: NodeType; restId: string } | null {
  if (packed.test(globalId)) {
    const type = nodeTypes[typeLetters.indexOf(globalId[0]!)];
    const bytes = Buffer.from(globalId.slice(1), 'base64url');
    // 22 characters hold 132 bits: the last two must be zero, so that one UUID has one id.
    if (!type || bytes.length !== 16 || bytes.toString('base64url') !== globalId.slice(1)) return null;
    const hex = bytes.toString('hex');
    return { type, restId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
  }
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
