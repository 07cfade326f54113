import { useId } from 'react';

import { Poster } from '../../../shared/ui/Poster';

export type Version = 'vf' | 'vostfr';

const VERSIONS: Array<{ value: Version; label: string }> = [
  { value: 'vf', label: 'VF' },
  { value: 'vostfr', label: 'VOSTFR' },
];

interface PlayerPlaceholderProps {
  posterUrl: string | null;
  version: Version;
  onVersionChange: (version: Version) => void;
  /** What would be played ("S1 · É2 – Titre" for a series); the title alone for a film. */
  nowShowing?: string;
}

/**
 * The place of the video player on a film or series page, with its VF / VOSTFR choice (spec section 4:
 * default VF). The player itself is not built yet: the region says so instead of pretending to play.
 */
export function PlayerPlaceholder({ posterUrl, version, onVersionChange, nowShowing }: PlayerPlaceholderProps) {
  const headingId = useId();
  return (
    <section className="player-slot" aria-labelledby={headingId}>
      <div className="player-slot__screen">
        <Poster url={posterUrl} className="player-slot__backdrop" eager />
        <div className="player-slot__message">
          <h2 id={headingId} className="player-slot__title">
            Lecteur
          </h2>
          <p className="player-slot__text">Le lecteur arrive bientôt.</p>
          <p className="player-slot__hint">
            La lecture en ligne sera disponible dans une prochaine version du site.
            {nowShowing ? ` Sélection : ${nowShowing}.` : ''}
          </p>
        </div>
      </div>
      <div className="player-slot__versions" role="group" aria-label="Version">
        <span className="player-slot__versions-label" aria-hidden="true">
          Version :
        </span>
        {VERSIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="version-toggle"
            aria-pressed={version === option.value}
            onClick={() => onVersionChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </section>
  );
}
