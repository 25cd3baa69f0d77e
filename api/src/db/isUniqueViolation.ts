/**
 * Whether an error (or its cause, as drizzle wraps driver errors) is a unique violation. The same
 * test as devices/deviceWrites.ts, without importing the device area (and its event modules).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}
