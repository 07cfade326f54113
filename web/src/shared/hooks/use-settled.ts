import { type RefObject, startTransition, useEffect, useState } from 'react';

/** Runs `settle` once the page is idle (or after a short while where idle callbacks do not exist). */
function whenIdle(settle: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(settle, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(settle, 200);
  return () => window.clearTimeout(id);
}

/** How near the screen a component's box must come before `useSettled(near)` lets it settle: half a screen. */
const NEAR_SCREEN = '50% 0px';

/**
 * True once the page has had time to settle after the component's first render: what is drawn then
 * (a carousel's neighbouring pages) comes in a background render (a transition, which React splits
 * into short tasks), so the first screen's render holds only what it shows. With `near`, it settles
 * only once that element has also come within half a screen of the viewport: a row far down the page
 * adds nothing until the reader scrolls towards it.
 */
export function useSettled(near?: RefObject<Element | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const settle = () => startTransition(() => setSettled(true));
    const element = near?.current;
    if (!element || typeof IntersectionObserver !== 'function') return whenIdle(settle);
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(settle);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [near]);
  return settled;
}

/**
 * How many of `total` items to draw: `step` at first, then `step` more each time the page is idle, in a
 * background render. A long grid is added a row or two at a time, in short tasks, rather than in one
 * long one. A list that grows (a next page) is completed the same way.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return undefined;
    return whenIdle(() => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step]);
  return count >= total ? total : count;
}
