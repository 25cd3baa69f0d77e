/**
 * Runs `fn` at most once per `waitMs`, always with the latest arguments: the first call runs at
 * once, later calls inside the window collapse into one trailing call at its end.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && !timer) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) {
        const next = pending;
        pending = null;
        run(next);
      }
    }, Math.max(0, remaining));
  };

  /** Writes a pending call now (used before the page unloads). */
  throttled.flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) {
      const next = pending;
      pending = null;
      run(next);
    }
  };

  return throttled;
}
