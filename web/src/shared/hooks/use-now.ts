import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` (a countdown shown to the minute uses 60 000). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
