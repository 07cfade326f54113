import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onReach` when the reader has scrolled past `ratio` of the page's height (0.8: the users list
 * loads its next slice at 80 % of the page), and again on the next scroll while it still is past it and
 * `enabled` (a next page exists and none is loading). A page too short to scroll asks at once.
 */
export function useScrollThreshold(ratio: number, enabled: boolean, onReach: () => void): void {
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => {
      const { scrollHeight } = document.documentElement;
      const seen = window.scrollY + window.innerHeight;
      if (seen >= scrollHeight * ratio) reach();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ratio, enabled]);
}
