import { type PointerEvent, useEffect, useRef } from 'react';

import { PLAYER } from '../rules/playback-rules';

/** Touch double tap: left or right third of the picture within 300 ms. */
interface Tap {
  at: number;
  zone: 'left' | 'right' | 'middle';
}

export interface SurfaceActions {
  /** The keys work from the picture: the player takes focus (whatever control had it). */
  focusPlayer: () => void;
  togglePlay: () => void;
  skip: (delta: number) => void;
  showControls: () => void;
}

/**
 * The pointer on the picture: a mouse click plays or pauses; on touch screens a double tap in the
 * left third goes back 10 s, in the right third forward 10 s, and a single tap shows the controls
 * (and, in the middle, plays or pauses once the double-tap window has passed).
 */
export function useSurfaceTaps(actions: SurfaceActions): (event: PointerEvent<HTMLDivElement>) => void {
  const lastTap = useRef<Tap | null>(null);
  const tapTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(tapTimer.current), []);

  return (event) => {
    const { focusPlayer, togglePlay, skip, showControls } = actions;
    focusPlayer();
    if (event.pointerType === 'mouse') {
      togglePlay();
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const zone: Tap['zone'] = x < 1 / 3 ? 'left' : x > 2 / 3 ? 'right' : 'middle';
    const now = performance.now();
    const previous = lastTap.current;
    if (previous && now - previous.at <= PLAYER.doubleTapMs && previous.zone === zone && zone !== 'middle') {
      window.clearTimeout(tapTimer.current);
      lastTap.current = null;
      skip(zone === 'left' ? -PLAYER.skipSeconds : PLAYER.skipSeconds);
      return;
    }
    lastTap.current = { at: now, zone };
    window.clearTimeout(tapTimer.current);
    // A single tap shows the controls; waiting the double-tap window before toggling playback.
    showControls();
    tapTimer.current = window.setTimeout(() => {
      lastTap.current = null;
      if (zone === 'middle') togglePlay();
    }, PLAYER.doubleTapMs);
  };
}
