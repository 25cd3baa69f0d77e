/** `2` → `UTC+2`, `-5` → `UTC−5`, `0` → `UTC`. */
export function formatUtcOffset(hours: number): string {
  if (hours === 0) return 'UTC';
  return hours > 0 ? `UTC+${hours}` : `UTC−${Math.abs(hours)}`;
}
