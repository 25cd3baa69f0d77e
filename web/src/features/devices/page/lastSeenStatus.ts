/** How recently a device was heard from (spec part 2 §9: a heartbeat is missed after 24 hours). */
export type LastSeenStatus = 'never' | 'recent' | 'late' | 'deleted';

const HEARTBEAT_MS = 24 * 3_600_000;

export function lastSeenStatus(lastSeenAt: string | null | undefined, deleted: boolean, now: Date): LastSeenStatus {
  if (deleted) return 'deleted';
  if (!lastSeenAt) return 'never';
  return now.getTime() - Date.parse(lastSeenAt) > HEARTBEAT_MS ? 'late' : 'recent';
}

/** The status colours (spec part 2 §9: default, danger, warning, good). */
export const statusPalette: Record<LastSeenStatus, string> = { never: 'gray', recent: 'green', late: 'red', deleted: 'gray' };
