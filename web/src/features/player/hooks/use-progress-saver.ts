import type { SaveProgressDto } from '@streaming/contracts';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

import { queryKeys } from '../../../shared/api/query-keys';
import { getQueryClient } from '../../../shared/queries/query-client';
import { saveProgress, saveProgressOnLeave } from '../api';
import { clearBrowserPosition, keepBrowserPosition } from '../browser-positions';
import { PLAYBACK } from '../rules/playback-rules';
import { isCompleted, PlaybackClock } from '../rules/progress';
import type { VideoRef } from '../rules/storage';

function body(video: VideoRef, positionSeconds: number, durationSeconds: number, ended: boolean): SaveProgressDto | null {
  if (!Number.isFinite(durationSeconds) || durationSeconds < 1 || !Number.isFinite(positionSeconds)) return null;
  const dto: SaveProgressDto = { kind: video.kind, titleId: video.titleId, positionSeconds: Math.min(Math.max(0, positionSeconds), durationSeconds), durationSeconds };
  if (video.episodeId) dto.episodeId = video.episodeId;
  if (ended) dto.ended = true;
  return dto;
}

interface Options {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The same object as long as it is the same film or episode: a new one is a new video. */
  video: VideoRef;
  /** Position saving starts only once the resume position is applied (else 0 would overwrite it). */
  ready: boolean;
  /** After a save that may have changed what is completed (90 % crossed, end). */
  onSaved?: () => void;
}

/**
 * Keeps the member's position: in the browser at every time update (spec window 5 s .. end − 5 s),
 * on the server every 30 s of playback, on pause, at the end (`ended: true`, which clears it) and when
 * the page is left or hidden, or another episode starts (keepalive fetch). Server errors are only
 * logged (spec section 8).
 *
 * Only what the member did is sent: opening a page at a resume point and leaving it sends nothing
 * (the history's "when" stays the last time it was watched), and a position under 5 s that is not the
 * end is not sent (a few seconds is not a title started, as the browser's own 5 s rule says).
 */
export function useProgressSaver({ videoRef, video, ready, onSaved }: Options) {
  const clock = useRef(new PlaybackClock());
  const completedSent = useRef(false);
  /** The position the server already has (the resume point once applied, then each save). */
  const lastSent = useRef<number | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  /**
   * The resume position of this video is applied: positions are kept from then on. Set by an effect,
   * not during render, so that leaving a video for the next episode (whose render already says "not
   * ready") still saves the one being left.
   */
  const armed = useRef(false);
  // The last position seen: on the way out, the element may already be emptied for the next video.
  const last = useRef({ position: 0, duration: Number.NaN });

  const send = useCallback(
    (mode: 'normal' | 'leave', ended = false) => {
      if (!armed.current) return;
      const { position, duration } = last.current;
      const dto = body(video, ended ? duration : position, duration, ended);
      if (!dto) return;
      if (!ended && dto.positionSeconds < PLAYBACK.keepFromSeconds) return;
      // Nothing new since the last save (a pause right after a save, or pagehide after visibilitychange).
      if (!ended && lastSent.current !== null && Math.abs(lastSent.current - dto.positionSeconds) < 0.5) return;
      lastSent.current = dto.positionSeconds;
      if (mode === 'leave') {
        // Left for another screen (the home row, the history): they are read again once it is kept,
        // rather than show the position from before. Their first request may be on its way already
        // (sent before this save was written): it is cancelled, as invalidating alone would keep it.
        void saveProgressOnLeave(dto).then(async (kept) => {
          if (!kept) return;
          const queryClient = getQueryClient();
          await queryClient.cancelQueries({ queryKey: queryKeys.me.history.all });
          await queryClient.invalidateQueries({ queryKey: queryKeys.me.history.all });
        });
        return;
      }
      saveProgress(dto).then(
        () => {
          if (ended || isCompleted(dto.positionSeconds, dto.durationSeconds)) onSavedRef.current?.();
        },
        (error: unknown) => console.warn('Sauvegarde de la position impossible', error),
      );
    },
    [video],
  );

  useEffect(() => {
    clock.current = new PlaybackClock();
    completedSent.current = false;
    lastSent.current = null;
    armed.current = false;
    last.current = { position: 0, duration: Number.NaN };
    const element = videoRef.current;
    if (!element) return;
    const onTime = () => {
      // An emptied element (reload after an error, next video) reports 0: not a position to keep.
      if (!armed.current || element.readyState < HTMLMediaElement.HAVE_METADATA) return;
      const { currentTime, duration } = element;
      last.current = { position: currentTime, duration };
      keepBrowserPosition(video, currentTime, duration, Date.now());
      if (element.paused) return;
      const due = clock.current.tick(currentTime);
      if (!completedSent.current && isCompleted(currentTime, duration)) {
        completedSent.current = true;
        send('normal');
      } else if (due) send('normal');
    };
    const onSeeked = () => clock.current.jumped(element.currentTime);
    const onPause = () => {
      if (!element.ended && armed.current && element.readyState >= HTMLMediaElement.HAVE_METADATA) {
        last.current = { position: element.currentTime, duration: element.duration };
        send('normal');
      }
    };
    const onEnded = () => {
      last.current = { position: element.duration, duration: element.duration };
      clearBrowserPosition(video);
      send('normal', true);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') send('leave');
    };
    const onPageHide = () => send('leave');
    const listeners = new AbortController();
    const { signal } = listeners;
    element.addEventListener('timeupdate', onTime, { signal });
    element.addEventListener('seeked', onSeeked, { signal });
    element.addEventListener('pause', onPause, { signal });
    element.addEventListener('ended', onEnded, { signal });
    document.addEventListener('visibilitychange', onHide, { signal });
    window.addEventListener('pagehide', onPageHide, { signal });
    return () => {
      // Leaving this video (another episode, another page): its position is saved on the way out.
      if (last.current.position < last.current.duration) send('leave');
      listeners.abort();
    };
  }, [videoRef, video, send]);

  // Once the resume position is applied, where the video stands is what the server has already.
  useEffect(() => {
    const element = videoRef.current;
    if (!ready || armed.current || !element || element.readyState < HTMLMediaElement.HAVE_METADATA) return;
    armed.current = true;
    last.current = { position: element.currentTime, duration: element.duration };
    lastSent.current = element.currentTime;
  }, [ready, videoRef, video]);
}
