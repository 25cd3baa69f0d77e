/**
 * Relay global ids: base64url of `Type:restId`. Opaque to clients, so the encoding can change
 * without breaking them as long as `node(id:)` still understands what it handed out.
 */
export type NodeType = 'User' | 'ReleaseNotification' | 'Viewer';

const nodeTypes: readonly NodeType[] = ['User', 'ReleaseNotification', 'Viewer'];

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
  if (!nodeTypes.includes(type) || restId.length === 0) return null;
  return { type, restId };
}
