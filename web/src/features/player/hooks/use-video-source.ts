import { type RefObject, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

import { attachHls, attachNative, type AttachedSource, hostAnswers } from '../hls';
import { mediaErrorKind, PLAYER_ERROR_TEXT, type PlayerErrorKind, playRejectionKind } from '../rules/errors';
import { PLAYER } from '../rules/playback-rules';
import { RetrySeries } from '../rules/retries';

/** Spec section 4: the player's states. */
export type PlayerStatus = 'loading' | 'buffering' | 'playing' | 'paused' | 'error' | 'ended';

export interface SourceState {
  status: PlayerStatus;
  /** The spec's text of the last error, when status is 'error'. */
  errorText: string | null;
  /** "Nouvelle tentative 2 sur 10" while an automatic retry is waiting. */
  retryText: string | null;
  /** The video has loaded its data at least once for this source. */
  loaded: boolean;
}

interface Options {
  videoRef: RefObject<HTMLVideoElement | null>;
  source: string;
  /** An HLS playlist (played through hls.js where not native). */
  hls: boolean;
  /** The film or episode: a new one reloads even when its address is the same. */
  videoKey: string;
  /**
   * Called when the video can be positioned (metadata loaded), each time the source (re)loads; true
   * when it should then play.
   */
  onReady: () => boolean;
}

/**
 * Attaches a source to the video element (natively or through hls.js) and runs the player's state
 * machine: loading, buffering, playing, paused, error, ended; the 90 s load timeout; automatic retries
 * of network and unsupported-source errors (10 × 2 s before the first load, 3 × 1.5 s after, given back
 * only once the reloaded video has played on: see RetrySeries), a stall of 15 s after the first load
 * counting as a network error.
 * `retry()` is the 'Réessayer' button: a fresh series of attempts at the same position; `play()` starts
 * the video, a refusal (autoplay policy, unplayable file) showing its error.
 */
export function useVideoSource({ videoRef, source, hls, videoKey, onReady }: Options) {
  const [state, setState] = useState<SourceState>({ status: 'loading', errorText: null, retryText: null, loaded: false });
  const [generation, setGeneration] = useState(0);
  const retries = useRef(new RetrySeries());
  const ready = useEffectEvent(onReady);
  const loadKey = `${videoKey}|${source}`;
  /** The source the retries count for. */
  const retriesFor = useRef(loadKey);

  const fail = useCallback((kind: PlayerErrorKind, schedule: (delayMs: number) => void) => {
    const step = retries.current.failed(kind);
    if (step) {
      setState((s) => ({ ...s, status: 'loading', errorText: null, retryText: `Nouvelle tentative ${step.attempt} sur ${step.of}` }));
      schedule(step.delayMs);
      return;
    }
    setState((s) => ({ ...s, status: 'error', errorText: PLAYER_ERROR_TEXT[kind], retryText: null }));
  }, []);

  /** A refused play() or another control failure shows its text like a media error. */
  const showError = useCallback((kind: PlayerErrorKind) => {
    setState((s) => ({ ...s, status: 'error', errorText: PLAYER_ERROR_TEXT[kind], retryText: null }));
  }, []);

  const play = useCallback(() => {
    const element = videoRef.current;
    if (!element) return;
    element.play().catch((error: unknown) => {
      const kind = playRejectionKind(error instanceof Error ? error.name : undefined);
      if (kind) showError(kind);
    });
  }, [videoRef, showError]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A new source starts a new series of attempts (the first-load policy again).
    if (retriesFor.current !== loadKey) {
      retriesFor.current = loadKey;
      retries.current = new RetrySeries();
    }
    let alive = true;
    let attached: AttachedSource | null = null;
    let retryTimer: number | undefined;
    const schedule = (delayMs: number) => {
      retryTimer = window.setTimeout(() => {
        if (alive) setGeneration((g) => g + 1);
      }, delayMs);
    };
    setState((s) => ({ ...s, status: 'loading', errorText: null, loaded: retries.current.loaded }));
    const loadTimer = window.setTimeout(() => {
      if (!alive) return;
      attached?.detach();
      setState((s) => ({ ...s, status: 'error', errorText: PLAYER_ERROR_TEXT.timeout, retryText: null }));
    }, PLAYER.loadTimeoutMs);
    // Buffering after the video had loaded: if no frame comes for stallTimeoutMs, the host is gone.
    let stallTimer: number | undefined;
    const onFatal = (kind: PlayerErrorKind) => {
      if (!alive) return;
      window.clearTimeout(loadTimer);
      window.clearTimeout(stallTimer);
      fail(kind, schedule);
    };
    const watchStall = () => {
      if (!retries.current.loaded || stallTimer !== undefined) return;
      stallTimer = window.setTimeout(() => {
        stallTimer = undefined;
        if (!alive || video.paused || video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return;
        attached?.detach();
        onFatal('network');
      }, PLAYER.stallTimeoutMs);
    };
    const endStall = () => {
      window.clearTimeout(stallTimer);
      stallTimer = undefined;
    };

    const handlers: Record<string, () => void> = {
      loadedmetadata: () => {
        // Loaded enough to be positioned and started (preload="metadata" may stop there).
        window.clearTimeout(loadTimer);
        // Not a working source yet: the retries are given back only once it has played on.
        retries.current.metadataLoaded();
        setState((s) => ({ ...s, loaded: true, retryText: null, status: s.status === 'loading' ? (video.paused ? 'paused' : 'playing') : s.status }));
        if (ready()) play();
      },
      // A browser that loads nothing before a tap (iPhones): not a slow network, the video waits for play.
      suspend: () => {
        if (video.readyState !== HTMLMediaElement.HAVE_NOTHING || video.networkState !== HTMLMediaElement.NETWORK_IDLE) return;
        window.clearTimeout(loadTimer);
        setState((s) => (s.status === 'loading' ? { ...s, status: 'paused' } : s));
      },
      waiting: () => {
        retries.current.stopped();
        watchStall();
        setState((s) => (s.status === 'error' ? s : { ...s, status: 'buffering' }));
      },
      playing: () => {
        retries.current.playing(video.currentTime);
        endStall();
        setState((s) => ({ ...s, status: 'playing', errorText: null }));
      },
      timeupdate: () => retries.current.timeUpdate(video.currentTime),
      pause: () => {
        retries.current.stopped();
        endStall();
        setState((s) => (s.status === 'error' || s.status === 'ended' || video.ended ? s : { ...s, status: 'paused' }));
      },
      canplay: () => {
        endStall();
        setState((s) => (s.status === 'buffering' || s.status === 'loading' ? { ...s, status: video.paused ? 'paused' : 'playing' } : s));
      },
      ended: () => {
        endStall();
        setState((s) => ({ ...s, status: 'ended' }));
      },
      error: () => {
        // Errors of hls.js come through onFatal; the element's own error is for native playback.
        if (!alive || !video.error || attached?.reportsErrors) return;
        const kind = mediaErrorKind(video.error.code);
        // The browser says 'unsupported' for a host it could not reach too: asked, a host that does not
        // answer at all is a network error.
        if (kind !== 'unsupported') onFatal(kind);
        else void hostAnswers(source).then((answers) => onFatal(answers ? kind : 'network'));
      },
    };
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);

    const attach = () => {
      if (!alive) return;
      if (hls) {
        void attachHls(video, source, onFatal).then(
          (result) => {
            if (alive) attached = result;
            else result.detach();
          },
          () => onFatal('unsupported'),
        );
      } else {
        attached = attachNative(video, source);
      }
    };
    // On a first visit the page's own files come first: the video starts loading once they are in.
    if (document.readyState === 'complete') attach();
    else window.addEventListener('load', attach, { once: true });

    return () => {
      alive = false;
      window.removeEventListener('load', attach);
      window.clearTimeout(retryTimer);
      window.clearTimeout(loadTimer);
      endStall();
      for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
      attached?.detach();
    };
  }, [videoRef, source, hls, loadKey, generation, fail, play]);

  const retry = useCallback(() => {
    retries.current.restart();
    setState((s) => ({ ...s, status: 'loading', errorText: null, retryText: null }));
    setGeneration((g) => g + 1);
  }, []);

  return { ...state, retry, showError, play };
}
