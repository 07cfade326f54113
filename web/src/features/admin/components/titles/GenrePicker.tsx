import type { AdminGenres, GenreCategory } from '@streaming/contracts';

import { Alert } from '../../../../shared/ui/Alert';
import { Spinner } from '../../../../shared/ui/Spinner';
import { LOAD_FAILED } from '../load-failed';

interface GenrePickerProps {
  categories: AdminGenres['categories'] | undefined;
  loading: boolean;
  /** The kind's own category, shown first and open. */
  first: GenreCategory;
  selected: readonly string[];
  onChange: (genreIds: string[]) => void;
}

/** The genres of a title (GET /api/admin/genres), several at once: a box per category, the kind's first. */
export function GenrePicker({ categories, loading, first, selected, onChange }: GenrePickerProps) {
  if (loading) return <Spinner label="Chargement des genres..." />;
  if (!categories) return <Alert tone="error">{LOAD_FAILED}</Alert>;
  const ordered = [...categories].sort((a, b) => Number(b.category === first) - Number(a.category === first));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((genre) => genre !== id));

  return (
    <fieldset className="genre-picker">
      <legend className="field__label">Genres</legend>
      {ordered.map((category) => {
        const ticked = category.genres.filter((genre) => selected.includes(genre.id)).length;
        return (
          <details key={category.category} className="genre-picker__category" open={category.category === first || ticked > 0}>
            <summary>
              {category.category}
              {ticked > 0 && <span className="genre-picker__count"> ({ticked})</span>}
            </summary>
            {category.genres.length === 0 ? (
              <p className="field__hint">Aucun genre dans cette catégorie.</p>
            ) : (
              <div className="genre-picker__list" role="group" aria-label={`Genres : ${category.category}`}>
                {category.genres.map((genre) => (
                  <label key={genre.id} className="admin-checkbox">
                    <input type="checkbox" checked={selected.includes(genre.id)} onChange={(event) => toggle(genre.id, event.target.checked)} />
                    {genre.name}
                  </label>
                ))}
              </div>
            )}
          </details>
        );
      })}
    </fieldset>
  );
}
