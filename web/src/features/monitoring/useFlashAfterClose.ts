import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 1 §4/§9: the button that opened a pop-up flashes a warning style this long after it closes. */
export const FLASH_MS = 2000;

/** `[flashing, flash]`: call `flash` when the pop-up closes. */
export function useFlashAfterClose(ms = FLASH_MS) {
  const [flashing, setFlashing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setFlashing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlashing(false), ms);
  }, [ms]);
  return [flashing, flash] as const;
}
