import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value (usually a message) that clears itself `durationMs` after it was last shown, or, shown with
 * `keep`, stays until the next one. Each value replaces the one before: one message at a time.
 */
export function useFlashMessage<T>(durationMs: number): [T | null, (value: T, options?: { keep?: boolean }) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: T, { keep = false }: { keep?: boolean } = {}) => {
      window.clearTimeout(timer.current);
      setValue(next);
      if (!keep) timer.current = window.setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [value, show];
}
