import './player.css';

import type { PlaybackSources, VideoSource } from '@streaming/contracts';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { Poster } from '../../../shared/ui/Poster';
import { readBrowserPosition } from '../browser-positions';
import { type LastKnown, useMediaState } from '../hooks/use-media-state';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { useSurfaceTaps } from '../hooks/use-surface-taps';
import { useVideoSource } from '../hooks/use-video-source';
import { PLAYER } from '../rules/playback-rules';
import { resumePosition, type SavedPosition } from '../rules/progress';
import { missingVersions, shownVersion, sourceOf, type Version } from '../rules/source';
import type { VideoRef } from '../rules/storage';
import { clampPosition, digitSeekTarget, formatClock } from '../rules/time';
import { switchFullscreen } from './fullscreen';
import { Icon } from './icons';
import { PlayerControls } from './PlayerControls';
import { HostedVideo, VersionBar } from './HostedVideo';

export interface PlayerProps {
  /** What plays, for the accessible names ("Nosferatu", "S1 · É2 – Pilote"). */
  label: string;
  posterUrl: string | null;
  /** What each version plays, as the catalogue described it. */
  playback: PlaybackSources;
  version: Version;
  onVersionChange: (version: Version) => void;
  /** The film or episode: the key of its saved position. */
  video: VideoRef;
  /** The server's position for this video; undefined while it is being asked. */
  serverPosition: SavedPosition | null | undefined;
  /** Start playing as soon as possible (an episode chosen in the list, auto-next). */
  autoPlay?: boolean;
  /** The video played to its end (the server has been told). */
  onEnded?: () => void;
  /** A save that may have changed what is completed: the page refreshes its progress. */
  onProgressSaved?: () => void;
  /** Shown over the video at the end (the series' auto-next countdown). */
  endOverlay?: ReactNode;
  /** More buttons beside the version switch (previous and next episode). */
  toolbar?: ReactNode;
}


/** The keys of onKeyDown (spec section 9), announced on the player's box. */
const KEY_SHORTCUTS = ['Space', 'K', 'F', 'M', 'C', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ...Array.from({ length: 10 }, (_, digit) => String(digit))].join(' ');

/** A control of the player has keyboard focus (a mouse click leaves focus without :focus-visible), or a menu is open. */
function controlsInUse(root: HTMLElement | null): boolean {
  if (!root) return false;
  if (root.querySelector('[data-player-menu]')) return true;
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== root && root.contains(focused) && focused.matches(':focus-visible');
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text'));
}

/**
 * The player of the film and series pages. A version whose source is a video file or an HLS playlist
 * plays in our own player; a page of a host with an embeddable player plays in that player; any other
 * page is a link to it. A version without a source is disabled in the switch.
 */
export default function Player(props: PlayerProps) {
  const { playback, version: chosenVersion } = props;
  // The version playing: the one chosen, unless the title only has the other one.
  const version = shownVersion(playback, chosenVersion);
  const source = sourceOf(playback, version);
  const missing = useMemo(() => missingVersions(playback), [playback]);
  if (source?.kind === 'media') {
    return <MediaPlayer {...props} version={version} source={source} subtitles={version === 'vostfr' ? playback.subtitlesVostfr : null} missing={missing} />;
  }
  return <HostedVideo label={props.label} posterUrl={props.posterUrl} source={source} bar={<VersionBar version={version} onChange={props.onVersionChange} missing={missing} elsewhere={playback.elsewhere} toolbar={props.toolbar} />} />;
}

type MediaPlayerProps = PlayerProps & {
  source: Extract<VideoSource, { kind: 'media' }>;
  /** French WebVTT subtitles of what plays (VOSTFR), shown by default. */
  subtitles: string | null;
  missing: ReadonlySet<Version>;
};

/**
 * Our own video player: native MP4/WebM and HLS through hls.js, custom controls (spec sections 2, 4, 8,
 * 9), subtitles, resume and saving of the position, VF/VOSTFR keeping the position.
 */
function MediaPlayer({ label, posterUrl, playback, version, source: { url: source, hls }, subtitles, missing, onVersionChange, video, serverPosition, autoPlay = false, onEnded, onProgressSaved, endOverlay, toolbar }: MediaPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The pages pass a new object at each render: here, one per film or episode.
  const { kind, titleId, episodeId } = video;
  const current = useMemo<VideoRef>(() => (episodeId === undefined ? { kind, titleId } : { kind, titleId, episodeId }), [kind, titleId, episodeId]);
  const videoKey = `${kind}:${titleId}:${episodeId ?? ''}`;
  const loadKey = `${videoKey}|${source}`;
  const compact = useMediaQuery(`(max-width: ${PLAYER.mobileMaxWidthPx}px)`);
  const seekId = useId();

  const [controlsVisible, setControlsVisible] = useState(true);
  /** The French subtitles of VOSTFR: shown by default, the 'Sous-titres' button or C hides and shows them. */
  const [subtitlesOn, setSubtitlesOn] = useState(true);
  const trackRef = useRef<HTMLTrackElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The video whose position is applied: position saving waits until then (else 0 would overwrite it). */
  const [positionedKey, setPositionedKey] = useState<string | null>(null);

  /** Where the video was and whether it played, for a reload after an error. */
  const lastKnown = useRef<LastKnown>({ position: 0, playing: false });
  const { position, setPosition, duration, setDuration, buffered, volume, muted, speed, setSpeed, fullscreen } = useMediaState(videoRef, rootRef, lastKnown, onEnded);
  /** The load (video and source) whose metadata came: the element can be positioned. */
  const metadataFor = useRef<string | null>(null);
  /** The video whose resume position (the newer of this browser's and the server's) is applied. */
  const resumedFor = useRef<string | null>(null);
  /** Where the other version's file starts, and whether it plays: where this one was when the member switched. */
  const switchedFrom = useRef<LastKnown | null>(null);

  /** The first load of a video, once the server answered: the resume position; true when it should play. */
  const applyResume = useCallback((): boolean => {
    const element = videoRef.current;
    if (!element || metadataFor.current !== loadKey || resumedFor.current === videoKey || serverPosition === undefined) return false;
    resumedFor.current = videoKey;
    switchedFrom.current = null;
    lastKnown.current = { position: 0, playing: false };
    const target = resumePosition(readBrowserPosition(current), serverPosition, element.duration);
    if (target > 0) {
      element.currentTime = target;
      setAnnouncement(`Reprise de la lecture à ${formatClock(target)}`);
    }
    setPositionedKey(videoKey);
    return autoPlay;
  }, [loadKey, videoKey, serverPosition, current, autoPlay]);

  /**
   * The metadata of a load came. A version switch starts where the member was; a retry (same video, same
   * file) or a new address goes back to where it was.
   */
  const onReady = useCallback((): boolean => {
    metadataFor.current = loadKey;
    const element = videoRef.current;
    if (!element) return false;
    setDuration(element.duration);
    if (resumedFor.current !== videoKey) return applyResume();
    const from = switchedFrom.current ?? lastKnown.current;
    switchedFrom.current = null;
    if (from.position > 0) element.currentTime = clampPosition(from.position, element.duration);
    return from.playing;
  }, [loadKey, videoKey, setDuration, applyResume]);

  useProgressSaver({ videoRef, video: current, ready: positionedKey === videoKey, onSaved: onProgressSaved });
  const loading = useVideoSource({ videoRef, source, hls, videoKey, onReady });
  const { status, play, showError } = loading;

  // The server's answer may come after the metadata: the resume position is applied then, once per
  // video (a refetch, or the new object the page passes at each render, changes nothing).
  useEffect(() => {
    if (applyResume()) play();
  }, [applyResume, play]);

  // The subtitles as chosen, again after each (re)load of the video.
  useEffect(() => {
    const track = trackRef.current?.track;
    if (track) track.mode = subtitlesOn ? 'showing' : 'hidden';
  }, [subtitles, subtitlesOn, status]);

  // A reload keeps the chosen speed (the element resets it).
  useEffect(() => {
    const element = videoRef.current;
    if (element && element.playbackRate !== speed) element.playbackRate = speed;
  }, [status, speed]);

  // Controls hide after 3 s of playback and come back on pointer move or focus, or when playback
  // (re)starts. They stay while the video does not play, while a control has keyboard focus or a menu
  // is open, not because a control was last clicked with the mouse.
  const hideTimer = useRef<number | undefined>(undefined);
  const showControls = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (videoRef.current && !videoRef.current.paused && !controlsInUse(rootRef.current)) setControlsVisible(false);
    }, PLAYER.controlsHideMs);
  }, []);
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.addEventListener('playing', showControls);
    return () => element.removeEventListener('playing', showControls);
  }, [showControls]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  const controlsShown = controlsVisible || status !== 'playing';

  const control = useCallback(
    (action: (element: HTMLVideoElement) => void) => {
      const element = videoRef.current;
      if (!element) return;
      try {
        action(element);
      } catch {
        showError('control');
      }
    },
    [showError],
  );

  const togglePlay = () =>
    control((element) => {
      if (status === 'error') return;
      if (element.paused || element.ended) play();
      else element.pause();
    });
  const seekTo = (target: number) =>
    control((element) => {
      element.currentTime = clampPosition(target, element.duration);
      setPosition(element.currentTime);
    });
  const skip = (delta: number) => control((element) => seekTo(element.currentTime + delta));
  const changeVolume = (value: number) =>
    control((element) => {
      element.volume = Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
      if (element.volume > 0 && element.muted) element.muted = false;
    });
  const toggleMute = () => control((element) => (element.muted = !element.muted));
  const changeSpeed = (value: number) => {
    setSpeed(value);
    control((element) => (element.playbackRate = value));
  };
  const toggleSubtitles = () => {
    if (!subtitles) return;
    setAnnouncement(subtitlesOn ? 'Sous-titres désactivés' : 'Sous-titres activés');
    setSubtitlesOn(!subtitlesOn);
  };
  const changeVersion = (next: Version) => {
    const element = videoRef.current;
    // Once the resume position is applied, the other version's file starts where this one is (not where
    // the last time update saw it), playing if this one played.
    if (element && metadataFor.current === loadKey && resumedFor.current === videoKey && sourceOf(playback, shownVersion(playback, next))?.url !== source) {
      switchedFrom.current = { position: element.currentTime, playing: !element.paused && !element.ended };
    }
    onVersionChange(next);
  };
  const toggleFullscreen = () => {
    const root = rootRef.current;
    const element = videoRef.current;
    if (!root || !element) return;
    switchFullscreen(document, root, element).catch(() => setAnnouncement('Plein écran indisponible'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const target = event.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON' || target.getAttribute('role') === 'menuitemradio';
    const inMenu = target.closest('[data-player-menu]') !== null;
    const onVolume = target.dataset.control === 'volume';
    const key = event.key;
    let handled = true;
    if ((key === ' ' || key === 'k' || key === 'K') && !onButton) togglePlay();
    else if (key === 'f' || key === 'F') toggleFullscreen();
    else if (key === 'm' || key === 'M') toggleMute();
    else if ((key === 'c' || key === 'C') && subtitles) toggleSubtitles();
    else if (inMenu) handled = false;
    else if (key === 'ArrowLeft' && !onVolume) skip(-PLAYER.skipSeconds);
    else if (key === 'ArrowRight' && !onVolume) skip(PLAYER.skipSeconds);
    else if (key === 'ArrowUp') changeVolume(volume + PLAYER.volumeStep);
    else if (key === 'ArrowDown') changeVolume(volume - PLAYER.volumeStep);
    else if (/^[0-9]$/.test(key)) {
      const jump = digitSeekTarget(Number(key), duration);
      if (jump !== null) seekTo(jump);
    } else handled = false;
    if (handled) {
      event.preventDefault();
      showControls();
    }
  };

  // The player's box takes focus only from the member (a click on the picture, a button that goes away),
  // never on its own when the page loads.
  const focusPlayer = () => rootRef.current?.focus({ preventScroll: true });

  const onSurfacePointerUp = useSurfaceTaps({ focusPlayer, togglePlay, skip, showControls });

  /** The big play button goes once playback starts: the focus it had stays in the player, where the keys work. */
  const keepFocusInPlayer = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    return () => {
      // Called before the button leaves the page, while it still has focus.
      if (document.activeElement === button) rootRef.current?.focus({ preventScroll: true });
    };
  }, []);

  const rootClass = ['player', compact ? 'player--compact' : '', controlsShown ? '' : 'player--idle', `player--${status}`].filter(Boolean).join(' ');

  return (
    <section className="player-slot" aria-label={`Lecteur vidéo : ${label}`}>
      <div
        ref={rootRef}
        className={rootClass}
        tabIndex={0}
        role="group"
        aria-label={`Vidéo : ${label}`}
        aria-keyshortcuts={KEY_SHORTCUTS}
        onKeyDown={onKeyDown}
        onPointerMove={showControls}
        onFocus={showControls}
      >
        <video ref={videoRef} className="player__video" playsInline preload="metadata" aria-label={label}>
          {subtitles && <track ref={trackRef} kind="subtitles" srcLang="fr" label="Français" src={subtitles} default />}
        </video>
        {status === 'loading' && !loading.loaded && <Poster url={posterUrl} className="player__poster" eager />}
        <div className="player__surface" onPointerUp={onSurfacePointerUp} aria-hidden="true" />

        {(status === 'loading' || status === 'buffering') && (
          <div className="player__overlay player__overlay--busy" role="status">
            <span className="spinner__circle" aria-hidden="true" />
            <span className="player__overlay-text">{loading.retryText ?? (status === 'loading' ? 'Chargement de la vidéo…' : 'Mise en mémoire tampon…')}</span>
          </div>
        )}
        {status === 'error' && (
          <div className="player__overlay player__overlay--error" role="alert">
            <p className="player__error">{loading.errorText}</p>
            <button type="button" className="button button--primary" onClick={loading.retry}>
              Réessayer
            </button>
          </div>
        )}
        {status === 'ended' && endOverlay && <div className="player__overlay player__overlay--end">{endOverlay}</div>}
        {status === 'paused' && position === 0 && (
          <button ref={keepFocusInPlayer} type="button" className="player__big-play" onClick={togglePlay} aria-label={`Lire ${label}`}>
            <Icon name="play" />
          </button>
        )}

        <PlayerControls
          seekId={seekId}
          videoRef={videoRef}
          source={source}
          label={label}
          status={status}
          position={position}
          duration={duration}
          buffered={buffered}
          volume={volume}
          muted={muted}
          speed={speed}
          fullscreen={fullscreen}
          compact={compact}
          togglePlay={togglePlay}
          seekTo={seekTo}
          skip={skip}
          toggleMute={toggleMute}
          changeVolume={changeVolume}
          changeSpeed={changeSpeed}
          toggleFullscreen={toggleFullscreen}
          subtitles={subtitles ? subtitlesOn : null}
          toggleSubtitles={toggleSubtitles}
        />
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>

      <VersionBar version={version} onChange={changeVersion} missing={missing} elsewhere={playback.elsewhere} toolbar={toolbar} />
    </section>
  );
}
