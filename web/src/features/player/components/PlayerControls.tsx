import type { RefObject } from 'react';

import { PLAYER } from '../rules/playback-rules';
import { formatClock, seekValueText } from '../rules/time';
import { CastMenu } from './CastMenu';
import { Icon } from './icons';
import { SpeedMenu } from './SpeedMenu';

export interface PlayerControlsProps {
  /** Id of the seek slider (its label points at it). */
  seekId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The address playing (for the cast menu) and what plays (its accessible name). */
  source: string;
  label: string;
  status: 'loading' | 'buffering' | 'playing' | 'paused' | 'error' | 'ended';
  position: number;
  duration: number;
  buffered: number;
  volume: number;
  muted: boolean;
  speed: number;
  fullscreen: boolean;
  /** Under 768 px: no skip buttons nor volume slider (double tap and the device's buttons do it). */
  compact: boolean;
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  skip: (deltaSeconds: number) => void;
  toggleMute: () => void;
  changeVolume: (volume: number) => void;
  changeSpeed: (speed: number) => void;
  toggleFullscreen: () => void;
  /** Whether the subtitles show; null when what plays has none. */
  subtitles: boolean | null;
  toggleSubtitles: () => void;
}

/** The player's control bar: the seek slider over play/pause, skips, sound, time, speed, cast and fullscreen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { seekId, videoRef, source, label, status, position, duration, buffered, volume, muted, speed, fullscreen, compact } = props;
  const { togglePlay, seekTo, skip, toggleMute, changeVolume, changeSpeed, toggleFullscreen, subtitles, toggleSubtitles } = props;
  const playing = status === 'playing' || status === 'buffering';
  const known = Number.isFinite(duration) && duration > 0;
  const percent = (value: number) => (known ? `${Math.min(100, (value / duration) * 100)}%` : '0%');

  return (
    <div className="player__controls" aria-label="Commandes du lecteur" role="group">
      <div className="player__seek">
        <div className="player__track" aria-hidden="true">
          <span className="player__buffered" style={{ width: percent(buffered) }} />
          <span className="player__played" style={{ width: percent(position) }} />
        </div>
        <label htmlFor={seekId} className="visually-hidden">
          Position de lecture
        </label>
        <input
          id={seekId}
          className="player__range player__range--seek"
          type="range"
          min={0}
          max={known ? duration : 0}
          step="any"
          value={Math.min(position, known ? duration : 0)}
          disabled={!known}
          aria-valuetext={seekValueText(position, duration)}
          onChange={(event) => seekTo(Number(event.target.value))}
        />
      </div>
      <div className="player__bar">
        <button type="button" className="player__button" onClick={togglePlay} aria-label={playing ? 'Pause' : 'Lecture'} disabled={status === 'error'}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        {!compact && (
          <>
            <button type="button" className="player__button" onClick={() => skip(-PLAYER.skipSeconds)} aria-label="Reculer de 10 secondes">
              <Icon name="back" />
            </button>
            <button type="button" className="player__button" onClick={() => skip(PLAYER.skipSeconds)} aria-label="Avancer de 10 secondes">
              <Icon name="forward" />
            </button>
          </>
        )}
        <button type="button" className="player__button" onClick={toggleMute} aria-label={muted ? 'Rétablir le son' : 'Couper le son'} aria-pressed={muted}>
          <Icon name={muted || volume === 0 ? 'muted' : 'volume'} />
        </button>
        {!compact && (
          <input
            className="player__range player__range--volume"
            type="range"
            min={0}
            max={1}
            step={PLAYER.volumeStep}
            value={muted ? 0 : volume}
            data-control="volume"
            aria-label="Volume"
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)} %`}
            onChange={(event) => changeVolume(Number(event.target.value))}
          />
        )}
        <span className="player__time">
          <span className="visually-hidden">Temps écoulé : </span>
          {formatClock(position)}
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> sur </span>
          {known ? formatClock(duration) : '--:--'}
        </span>
        <span className="player__spacer" />
        {subtitles !== null && (
          <button type="button" className="player__button player__button--text" onClick={toggleSubtitles} aria-label="Sous-titres" aria-pressed={subtitles} aria-keyshortcuts="C" title="Sous-titres (C)">
            <span aria-hidden="true">ST</span>
          </button>
        )}
        <SpeedMenu speed={speed} onChange={changeSpeed} />
        <CastMenu videoRef={videoRef} source={source} title={label} />
        <button type="button" className="player__button" onClick={toggleFullscreen} aria-label={fullscreen ? 'Quitter le plein écran' : 'Plein écran'}>
          <Icon name={fullscreen ? 'exit-fullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
