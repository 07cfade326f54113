import type { HistoryEntryView } from '@streaming/contracts';
import { Link } from 'react-router';

import { formatDateTime, formatRelative } from '../../../shared/format/date';
import { Poster } from '../../../shared/ui/Poster';
import { episodeLabel } from '../../series/seasons';
import { resumePath } from '../progress';
import { WatchProgress } from './WatchProgress';

interface HistoryItemProps {
  entry: HistoryEntryView;
  now: number;
  removing: boolean;
  onRemove: () => void;
}

/** One line of /history: what (the title, and 'S1 · É2 – title' for an episode), when, how far, resume and remove. */
export function HistoryItem({ entry, now, removing, onRemove }: HistoryItemProps) {
  const path = resumePath(entry);
  const resumeLabel = entry.completed ? 'Revoir' : 'Reprendre';
  return (
    <li className="history-item">
      <div className="history-item__poster">
        <Poster url={entry.card.posterUrl} />
      </div>
      <div className="history-item__body">
        <h2 className="history-item__title">
          <Link to={path}>{entry.card.title}</Link>
        </h2>
        {entry.episode && <p className="history-item__episode">{episodeLabel(entry.episode)}</p>}
        <p className="history-item__when">
          Regardé{' '}
          <time dateTime={entry.updatedAt} title={formatDateTime(entry.updatedAt)}>
            {formatRelative(entry.updatedAt, now)}
          </time>
        </p>
        <WatchProgress entry={entry} />
      </div>
      <div className="history-item__actions">
        <Link className="button button--primary button--small" to={path}>
          {resumeLabel}
          <span className="visually-hidden"> {entry.card.title}</span>
        </Link>
        <button type="button" className="button button--secondary button--small history-item__remove" disabled={removing} onClick={onRemove}>
          {removing ? 'Suppression...' : 'Retirer'}
          <span className="visually-hidden"> {entry.card.title} de l’historique</span>
        </button>
      </div>
    </li>
  );
}
