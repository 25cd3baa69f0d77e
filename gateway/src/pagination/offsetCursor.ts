/**
 * Offset cursors: base64 of `offset:<n>`, the position of an item in the whole (filtered) list.
 * The REST lists are numbered pages, so a cursor is only a position, never a keyset.
 */
export function offsetToCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
}

/** The offset inside a cursor, or null when it is not one of ours. */
export function cursorToOffset(cursor: string): number | null {
  if (!/^[A-Za-z0-9+/=_-]{1,40}$/.test(cursor)) return null;
  const match = /^offset:(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}
