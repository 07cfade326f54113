import type { ProgressView } from '@streaming/contracts';
import type { CSSProperties } from 'react';

import { progressText, watchedPercent } from '../progress';

interface WatchProgressProps {
  entry: Pick<ProgressView, 'positionSeconds' | 'durationSeconds' | 'completed'>;
  /** Writes 'Vu à 45 %' / 'Terminé' beside the bar (the bar's own name says it to screen readers either way). */
  showText?: boolean;
  className?: string;
}

/** How far a film or an episode was watched: a bar named 'Vu à 45 %' or 'Terminé'. */
export function WatchProgress({ entry, showText = true, className }: WatchProgressProps) {
  const percent = watchedPercent(entry);
  const text = progressText(entry);
  return (
    <div className={className ? `watch-progress ${className}` : 'watch-progress'}>
      <div
        className="watch-progress__bar"
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span
          className={entry.completed ? 'watch-progress__fill watch-progress__fill--done' : 'watch-progress__fill'}
          style={{ '--watched': `${percent}%` } as CSSProperties}
        />
      </div>
      {showText && (
        <span className="watch-progress__text" aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
