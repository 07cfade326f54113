import { type MutableRefObject, type RefObject, useEffect, useEffectEvent, useState } from 'react';

import { isFullscreen } from '../components/fullscreen';

/** Where the video was and whether it played: what a reload after an error goes back to. */
export interface LastKnown {
  position: number;
  playing: boolean;
}

/**
 * What the controls show of the video element, kept in step with its events: position, duration,
 * buffered end, volume and mute, speed, fullscreen. Also keeps `lastKnown` (where the member was, for
 * a retry) and calls `onEnded` at the end.
 */
export function useMediaState(
  videoRef: RefObject<HTMLVideoElement | null>,
  rootRef: RefObject<HTMLDivElement | null>,
  lastKnown: MutableRefObject<LastKnown>,
  onEnded: (() => void) | undefined,
) {
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [buffered, setBuffered] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);

  const ended = useEffectEvent(() => onEnded?.());

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const onTime = () => {
      setPosition(element.currentTime);
      // An emptied element (reload, next video) reports 0: not a position of the video.
      if (element.readyState >= HTMLMediaElement.HAVE_METADATA) lastKnown.current = { position: element.currentTime, playing: !element.paused };
    };
    const onDuration = () => setDuration(element.duration);
    const onProgress = () => {
      const ranges = element.buffered;
      let end = 0;
      for (let i = 0; i < ranges.length; i++) if (ranges.start(i) <= element.currentTime + 0.5) end = Math.max(end, ranges.end(i));
      setBuffered(end);
    };
    const onVolume = () => {
      setVolume(element.volume);
      setMuted(element.muted);
    };
    const onRate = () => setSpeed(element.playbackRate);
    const onEnd = () => ended();
    const onFullscreen = () => setFullscreen(rootRef.current !== null && isFullscreen(document, rootRef.current, element));
    // One signal removes every listener below when the effect ends.
    const listeners = new AbortController();
    const { signal } = listeners;
    element.addEventListener('timeupdate', onTime, { signal });
    // A seek is where the member wants to be, even if the data never comes (a retry goes back there).
    element.addEventListener('seeking', onTime, { signal });
    // So is playing, asked for even if it fails before the first frame (a retry plays again).
    element.addEventListener('play', onTime, { signal });
    element.addEventListener('durationchange', onDuration, { signal });
    element.addEventListener('progress', onProgress, { signal });
    element.addEventListener('timeupdate', onProgress, { signal });
    element.addEventListener('volumechange', onVolume, { signal });
    element.addEventListener('ratechange', onRate, { signal });
    element.addEventListener('ended', onEnd, { signal });
    document.addEventListener('fullscreenchange', onFullscreen, { signal });
    // Safari before 16.4, and iPhones, where only the video goes fullscreen.
    document.addEventListener('webkitfullscreenchange', onFullscreen, { signal });
    element.addEventListener('webkitbeginfullscreen', onFullscreen, { signal });
    element.addEventListener('webkitendfullscreen', onFullscreen, { signal });
    return () => listeners.abort();
  }, [videoRef, rootRef, lastKnown]);

  return { position, setPosition, duration, setDuration, buffered, volume, muted, speed, setSpeed, fullscreen };
}
