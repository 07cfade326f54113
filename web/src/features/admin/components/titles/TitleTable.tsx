import type { AdminTitleRow } from '@streaming/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatCount, formatViews } from '../../../../shared/format/number';
import { formatRating } from '../../../../shared/format/rating';
import { Poster } from '../../../../shared/ui/Poster';
import { isSeriesRow, SERIES_STATUS_LABELS, shortGenreName, TITLE_KIND_TEXTS, type TitleKind } from '../../rules/title-kinds';

interface TitleTableProps {
  kind: TitleKind;
  rows: AdminTitleRow[];
  onEdit: (row: AdminTitleRow) => void;
  onDelete: (row: AdminTitleRow) => void;
}

interface Column {
  header: string;
  cell: (row: AdminTitleRow) => ReactNode;
}

const dash = <span aria-label="Non renseigné">–</span>;
const rating = (row: AdminTitleRow) => (row.rating === null ? dash : `${formatRating(row.rating)}/5`);
const seasonsAndEpisodes = (row: AdminTitleRow) =>
  isSeriesRow(row) ? `${formatCount(row.totalSeasons)} saison${row.totalSeasons > 1 ? 's' : ''} · ${formatCount(row.totalEpisodes)} ép.` : dash;

function TitleCell({ row, poster }: { row: AdminTitleRow; poster: boolean }) {
  return (
    <div className="admin-title-cell">
      {poster && <Poster url={row.posterUrl} className="admin-title-cell__poster" />}
      <div>
        <p className="admin-title-cell__title">{row.title}</p>
        {row.originalTitle && row.originalTitle !== row.title && <p className="admin-title-cell__original">{row.originalTitle}</p>}
      </div>
    </div>
  );
}

function Genres({ row }: { row: AdminTitleRow }) {
  if (row.genres.length === 0) return dash;
  return (
    <ul className="admin-genre-tags" aria-label="Genres">
      {row.genres.map((genre) => (
        <li key={genre.id} className="badge" title={genre.name}>
          {shortGenreName(genre.name)}
        </li>
      ))}
    </ul>
  );
}

function Flags({ row }: { row: AdminTitleRow }) {
  return (
    <span className="admin-flags">
      {row.isFeatured && <span className="badge badge--accent">Une</span>}
      {row.isNew && <span className="badge badge--success">New</span>}
    </span>
  );
}

function Status({ row }: { row: AdminTitleRow }) {
  return (
    <span className="admin-flags">
      {isSeriesRow(row) && <span className="badge badge--info">{SERIES_STATUS_LABELS[row.status]}</span>}
      {row.quality && !isSeriesRow(row) && <span className="badge">{row.quality}</span>}
      <Flags row={row} />
    </span>
  );
}

/** The columns of each table (spec section 2): films and series alike, animes as the anime screen lists them. */
const COLUMNS: Record<TitleKind, Column[]> = {
  movie: [
    { header: 'Film', cell: (row) => <TitleCell row={row} poster /> },
    { header: 'Genres', cell: (row) => <Genres row={row} /> },
    { header: 'Année', cell: (row) => row.year ?? dash },
    { header: 'Note', cell: rating },
    { header: 'Vues', cell: (row) => formatViews(row.views) },
    { header: 'Statut', cell: (row) => <Status row={row} /> },
  ],
  series: [
    { header: 'Série', cell: (row) => <TitleCell row={row} poster /> },
    { header: 'Genres', cell: (row) => <Genres row={row} /> },
    { header: 'Année', cell: (row) => row.year ?? dash },
    { header: 'Saisons et épisodes', cell: seasonsAndEpisodes },
    { header: 'Note', cell: rating },
    { header: 'Vues', cell: (row) => formatViews(row.views) },
    { header: 'Statut', cell: (row) => <Status row={row} /> },
  ],
  anime: [
    { header: 'Affiche', cell: (row) => <Poster url={row.posterUrl} className="admin-title-cell__poster" /> },
    { header: 'Titre', cell: (row) => <TitleCell row={row} poster={false} /> },
    { header: 'Studio', cell: (row) => row.director ?? dash },
    { header: 'Pays', cell: (row) => row.country ?? dash },
    { header: 'Saisons et épisodes', cell: seasonsAndEpisodes },
    { header: 'Année', cell: (row) => row.year ?? dash },
    { header: 'Note', cell: rating },
    { header: 'Vues', cell: (row) => formatViews(row.views) },
    { header: 'Statut', cell: (row) => (isSeriesRow(row) ? SERIES_STATUS_LABELS[row.status] : dash) },
    { header: 'Badges', cell: (row) => <Flags row={row} /> },
  ],
};

/** The table of a title screen: one row a title, its actions last (view, episodes, edit, delete). */
export function TitleTable({ kind, rows, onEdit, onDelete }: TitleTableProps) {
  const texts = TITLE_KIND_TEXTS[kind];
  const columns = COLUMNS[kind];
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={texts.listLabel}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              <td>
                <div className="admin-table__actions">
                  <Link className="button button--secondary button--small" to={texts.memberPath(row.id)}>
                    Voir<span className="visually-hidden"> {row.title}</span>
                  </Link>
                  {texts.episodesPath && (
                    <Link className="button button--secondary button--small" to={texts.episodesPath(row.id)}>
                      Épisodes<span className="visually-hidden"> de {row.title}</span>
                    </Link>
                  )}
                  <button type="button" className="button button--secondary button--small" onClick={() => onEdit(row)}>
                    Modifier<span className="visually-hidden"> {row.title}</span>
                  </button>
                  <button type="button" className="button button--outline button--small" onClick={() => onDelete(row)}>
                    Supprimer<span className="visually-hidden"> {row.title}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
