import { useCallback, useEffect, useRef, useState } from 'react';

/** A value (usually a message) that clears itself `durationMs` after it was last shown. */
export function useFlashMessage<T>(durationMs: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: T) => {
      window.clearTimeout(timer.current);
      setValue(next);
      timer.current = window.setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [value, show];
}
