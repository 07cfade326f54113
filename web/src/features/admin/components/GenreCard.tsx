import type { AdminGenreRow } from '@streaming/contracts';

import { genreUsage } from '../rules/genres';

interface GenreCardProps {
  genre: AdminGenreRow;
  /** The genre is in the form. */
  editing: boolean;
  /** A deletion of this genre is on its way: its buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One genre of the category shown: its name, slug, how many films and series use it. */
export function GenreCard({ genre, editing, busy, onEdit, onDelete }: GenreCardProps) {
  const headingId = `genre-${genre.id}`;
  return (
    <li className={editing ? 'admin-card admin-card--selected' : 'admin-card'} aria-labelledby={headingId}>
      <h3 className="admin-card__title" id={headingId}>
        {genre.name}
      </h3>
      {genre.isAnime && (
        <div className="admin-card__meta">
          <span className="badge badge--info">Genre des animés</span>
        </div>
      )}
      <dl className="admin-card__details">
        <div>
          <dt>Slug</dt>
          <dd>{genre.slug}</dd>
        </div>
        <div>
          <dt>Utilisé par</dt>
          <dd>{genreUsage(genre)}</dd>
        </div>
      </dl>
      <div className="button-row admin-card__actions">
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={onEdit}>
          Modifier
        </button>
        <button type="button" className="button button--small button--outline" disabled={busy} onClick={onDelete}>
          Supprimer
        </button>
      </div>
    </li>
  );
}
