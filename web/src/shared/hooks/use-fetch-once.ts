import { useEffect, useState } from 'react';

/**
 * What `fetcher` answers, asked once when the component mounts (aborted when it unmounts), for what a
 * guest's first load shows: that load goes without TanStack Query (shared/queries/with-queries.tsx).
 * Undefined while asking and when the question failed. Give it a module-level function: a new
 * function on each render would ask again each time.
 */
export function useFetchOnce<T>(fetcher: (signal: AbortSignal) => Promise<T>): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setData(value);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [fetcher]);
  return data;
}
