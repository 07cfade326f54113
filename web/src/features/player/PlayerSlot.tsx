import { lazy, Suspense } from 'react';

import { Poster } from '../../shared/ui/Poster';
import type { PlayerProps } from './components/Player';
import { VersionSwitch } from './components/VersionSwitch';
import { missingVersions, shownVersion, type Version } from './rules/source';

/** The player (and, through it, hls.js) is its own chunk: loaded by the film and series pages only. */
const Player = lazy(() => import('./components/Player'));

/**
 * Where the film and series pages put the player. Until its chunk arrives, a box of the same size
 * (16/9, same version bar) holds its place, so nothing below moves (CLS).
 */
export function PlayerSlot(props: PlayerProps) {
  return (
    <Suspense fallback={<PlayerFrame {...props} version={shownVersion(props.playback, props.version)} missing={missingVersions(props.playback)} />}>
      <Player {...props} />
    </Suspense>
  );
}

type FrameProps = Pick<PlayerProps, 'label' | 'posterUrl' | 'version' | 'onVersionChange' | 'toolbar'> & {
  message?: string;
  /** Versions without a source (disabled, as the player shows them). */
  missing?: ReadonlySet<Version>;
};

/**
 * The player's box without the player: while its chunk loads, while the page still waits for what to
 * play, or with a message when there is nothing to play.
 */
export function PlayerFrame({ label, posterUrl, version, onVersionChange, toolbar, message, missing }: FrameProps) {
  return (
    <section className="player-slot" aria-label={`Lecteur vidéo : ${label}`} aria-busy={message ? undefined : true}>
      <div className="player-slot__screen">
        <Poster url={posterUrl} className="player-slot__backdrop" eager />
        {message && <p className="player-slot__message player-slot__text">{message}</p>}
      </div>
      <div className="player-slot__versions">
        <VersionSwitch version={version} onChange={onVersionChange} unavailable={missing} />
        {toolbar}
      </div>
    </section>
  );
}

export type { PlayerProps };
