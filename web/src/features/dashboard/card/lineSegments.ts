type Position = { readonly x: number | null; readonly y: number | null };

/**
 * Splits a series into the runs a line connects. A gap of missing buckets no longer than `maxGap`
 * is bridged (a device that reports every 3 hours leaves two empty hourly buckets between its
 * readings); a longer one breaks the line, so a silent device shows as a gap.
 */
export function lineSegments(positions: ReadonlyArray<Position>, maxGap: number): { x: number; y: number }[][] {
  const segments: { x: number; y: number }[][] = [];
  let current: { x: number; y: number }[] = [];
  let missing = 0;
  for (const { x, y } of positions) {
    if (x === null || y === null) {
      missing += 1;
      continue;
    }
    if (missing > maxGap && current.length > 0) {
      segments.push(current);
      current = [];
    }
    missing = 0;
    current.push({ x, y });
  }
  if (current.length > 0) segments.push(current);
  return segments;
}
