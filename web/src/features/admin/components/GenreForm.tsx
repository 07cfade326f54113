import type { AdminGenreRow, AdminGenres, GenreDto } from '@streaming/contracts';
import { GENRE_CATEGORIES, GENRE_NAME_MAX_LENGTH, type GenreCategory, genreSlug } from '@streaming/contracts/genre-rules';
import { type FormEvent, useId, useState } from 'react';

import { Alert } from '../../../shared/ui/Alert';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveGenre } from '../hooks/use-genre-changes';
import { animeGenre, genreFormError, genreSaveError } from '../rules/genres';

const CATEGORY_OPTIONS = GENRE_CATEGORIES.map((category) => ({ value: category, label: category }));

const isCategory = (value: string): value is GenreCategory => CATEGORY_OPTIONS.some((option) => option.value === value);

interface GenreFormProps {
  /** The genre being edited; null to add one. */
  editing: AdminGenreRow | null;
  /** The category a new genre starts in (the tab shown). */
  category: GenreCategory;
  /** The list the screen shows: the duplicates are looked for there before sending. */
  genres: AdminGenres;
  onSaved: (genre: GenreDto, added: boolean) => void;
  /** Leaves the edit for a new genre. */
  onNew: () => void;
}

/** What the anime flag does, in plain words, and which genre has it now. */
function animeHint(current: AdminGenreRow | null, editing: AdminGenreRow | null): string {
  const rule = 'Une série qui porte ce genre est classée parmi les animés, même si elle n’est pas japonaise. Un seul genre joue ce rôle.';
  if (!current) return `${rule} Aucun genre ne le joue pour l’instant.`;
  if (current.id === editing?.id) return `${rule} C’est ce genre qui le joue aujourd’hui : décocher la case le lui retire.`;
  return `${rule} Aujourd’hui c’est « ${current.name} » (${current.category}) : cocher la case le lui retire.`;
}

/**
 * The add or edit form of /admin/genres: name (its slug shown as it will be), category, and the anime
 * flag. Render it with a `key` of the genre edited, so that choosing another one starts from its values.
 */
export function GenreForm({ editing, category: startCategory, genres, onSaved, onNew }: GenreFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [category, setCategory] = useState<GenreCategory>(editing?.category ?? startCategory);
  const [isAnime, setIsAnime] = useState(editing?.isAnime ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveGenre();
  const id = useId();
  const slug = genreSlug(name);
  const current = animeGenre(genres);
  const failure = save.isError ? genreSaveError(save.error, editing !== null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = genreFormError({ name, category }, genres, editing?.id ?? null);
    setProblem(found);
    if (found) return;
    save.reset();
    save.mutate({ id: editing?.id ?? null, body: { name: name.trim(), category, isAnime } }, { onSuccess: (genre) => onSaved(genre, editing === null) });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 className="panel__title" id={`${id}-title`}>
        {editing ? 'Modifier le genre' : 'Nouveau genre'}
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        {problem && (
          <Alert tone="error" reveal={problem}>
            {problem}
          </Alert>
        )}
        {failure && (
          <Alert tone="error" details={failure.details} reveal={save.error}>
            {failure.text}
          </Alert>
        )}
        <TextField
          label="Nom"
          required
          maxLength={GENRE_NAME_MAX_LENGTH}
          value={name}
          hint={`Slug : ${slug || '—'} (tiré du nom, accents retirés)`}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
        />
        <SelectField
          label="Catégorie"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => {
            if (isCategory(value)) setCategory(value);
            setProblem(null);
          }}
        />
        <div className="field">
          <label className="admin-checkbox">
            <input type="checkbox" checked={isAnime} aria-describedby={`${id}-anime-hint`} onChange={(event) => setIsAnime(event.target.checked)} />
            Genre des animés
          </label>
          <p className="field__hint" id={`${id}-anime-hint`}>
            {animeHint(current, editing)}
          </p>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement...' : editing ? 'Enregistrer les modifications' : 'Ajouter le genre'}
          </button>
          {editing && (
            <button type="button" className="button button--outline" onClick={onNew}>
              Annuler
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
