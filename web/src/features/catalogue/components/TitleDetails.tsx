import type { GenreDto } from '@streaming/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

import { genrePath } from '../paths';

export interface InfoRow {
  term: string;
  /** Rows without a value are left out. */
  value: ReactNode | null | undefined;
}

/** The information panel of a film or series page: a description list of what is known. */
export function InfoPanel({ rows }: { rows: InfoRow[] }) {
  const heading = useId();
  const known = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  return (
    <aside className="panel title-page__info" aria-labelledby={heading}>
      <h2 id={heading} className="panel__title">
        Informations
      </h2>
      <dl className="details">
        {known.map((row) => (
          <div key={row.term} className="details__row">
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** The genres of a title, each a link to its genre page. */
export function GenreChips({ genres }: { genres: readonly GenreDto[] }) {
  if (genres.length === 0) return null;
  return (
    <ul className="genre-chips" aria-label="Genres">
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link className="genre-chip" to={genrePath(genre.slug)}>
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The synopsis section (a title without one says so). */
export function Synopsis({ text }: { text: string | null }) {
  const heading = useId();
  return (
    <section className="title-page__synopsis" aria-labelledby={heading}>
      <h2 id={heading} className="title-page__subtitle">
        Synopsis
      </h2>
      <p>{text?.trim() ? text : 'Aucun synopsis disponible.'}</p>
    </section>
  );
}
