import { useEffect, useEffectEvent } from 'react';

/** Past a share of the page's height (0.8), or within a distance of its bottom ({ fromBottomPx: 500 }). */
export type ScrollThreshold = number | { fromBottomPx: number };

/**
 * Calls `onReach` when the reader has scrolled past `threshold` (0.8: the users list loads its next slice
 * at 80 % of the page; { fromBottomPx: 500 }: the film table 500 px before the bottom), and again on the
 * next scroll while it still is past it and `enabled` (a next page exists and none is loading). A page too
 * short to scroll asks at once.
 */
export function useScrollThreshold(threshold: ScrollThreshold, enabled: boolean, onReach: () => void): void {
  const reach = useEffectEvent(onReach);
  const ratio = typeof threshold === 'number' ? threshold : null;
  const fromBottomPx = typeof threshold === 'number' ? null : threshold.fromBottomPx;
  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => {
      const { scrollHeight } = document.documentElement;
      const seen = window.scrollY + window.innerHeight;
      const line = ratio !== null ? scrollHeight * ratio : scrollHeight - (fromBottomPx ?? 0);
      if (seen >= line) reach();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ratio, fromBottomPx, enabled]);
}
