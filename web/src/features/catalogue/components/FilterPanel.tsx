import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';

import { Alert } from '../../../shared/ui/Alert';
import { type SelectOption, SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import {
  type FilterField,
  type FilterValues,
  countFilters,
  filterErrors,
  KIND_OPTIONS,
  QUALITY_OPTIONS,
  RATING_OPTIONS,
  sameFilters,
  SORT_LABELS,
  STATUS_LABELS,
  VIEW_OPTIONS,
  YEAR_MAX,
  YEAR_MIN,
} from '../filters';
import type { ListFilters } from '../hooks/use-list-filters';

const YES_NO = (yes: string, no: string): SelectOption[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** A filter's control: a select whose first choice means "no filter", or a text or number input. */
type FilterControl =
  | { label: string; options: readonly SelectOption[]; emptyLabel: string }
  | { label: string; input: InputHTMLAttributes<HTMLInputElement> };

const STATUS_OPTIONS: SelectOption[] = Object.entries(STATUS_LABELS).map(([status, text]) => ({ value: status, label: text }));
const QUALITY_SELECT_OPTIONS: SelectOption[] = QUALITY_OPTIONS.map((quality) => ({ value: quality, label: quality }));

const yearInput = (label: string, placeholder: number): FilterControl => ({
  label,
  input: { type: 'number', inputMode: 'numeric', min: YEAR_MIN, max: YEAR_MAX, step: 1, placeholder: String(placeholder) },
});

/** Every filter's control; the genre choices come from the page. */
function filterControls(genres: readonly SelectOption[]): Record<FilterField, FilterControl> {
  return {
    kind: { label: 'Type', options: KIND_OPTIONS, emptyLabel: 'Films et séries' },
    genre: { label: 'Genre', options: genres, emptyLabel: 'Tous les genres' },
    status: { label: 'Statut', options: STATUS_OPTIONS, emptyLabel: 'Tous les statuts' },
    yearFrom: yearInput('Année de début', YEAR_MIN),
    yearTo: yearInput('Année de fin', YEAR_MAX),
    minRating: { label: 'Note minimale', options: RATING_OPTIONS, emptyLabel: 'Toutes les notes' },
    minViews: { label: 'Vues minimales', options: VIEW_OPTIONS, emptyLabel: 'Peu importe' },
    director: { label: 'Réalisateur', input: { maxLength: 100 } },
    country: { label: 'Pays', input: { maxLength: 100 } },
    quality: { label: 'Qualité', options: QUALITY_SELECT_OPTIONS, emptyLabel: 'Toutes les qualités' },
    featured: { label: 'À la une', options: YES_NO('À la une', 'Pas à la une'), emptyLabel: 'Tous' },
    isNew: { label: 'Nouveautés', options: YES_NO('Nouveaux', 'Pas nouveaux'), emptyLabel: 'Tous' },
  };
}

function FilterControlField({ control, value, onChange }: { control: FilterControl; value: string; onChange: (value: string) => void }) {
  if ('options' in control) {
    return <SelectField label={control.label} value={value} onChange={onChange} options={control.options} emptyLabel={control.emptyLabel} />;
  }
  return <TextField label={control.label} {...control.input} value={value} onChange={onChange} />;
}

interface FilterPanelProps<S extends string> {
  /** The filters offered, in the order shown. */
  fields: readonly FilterField[];
  sorts: readonly S[];
  list: ListFilters<S>;
  /** Choices of the genre filter (slug and name). */
  genres?: readonly SelectOption[];
  /** Names the panel for screen readers ("Filtres des films"). */
  label: string;
}

/**
 * The sort control and order toggle (applied at once), and a collapsible filter form: its values stay a
 * draft until 'Appliquer'; 'Réinitialiser' goes back to no filter and the default sort.
 */
export function FilterPanel<S extends string>({ fields, sorts, list, genres = [], label }: FilterPanelProps<S>) {
  const formId = useId();
  const applied = list.state.filters;
  const appliedKey = JSON.stringify(applied);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [errors, setErrors] = useState<string[]>([]);
  // The applied filters changed elsewhere (empty-state reset, back button): the draft follows them.
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
    setErrors([]);
  }

  const activeCount = countFilters(applied);
  const dirty = !sameFilters(draft, applied, fields);
  const set = (field: FilterField) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const value = (field: FilterField) => draft[field] ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = filterErrors(draft);
    setErrors(problems);
    if (problems.length === 0) list.apply(draft);
  };
  const reset = () => {
    setDraft({});
    setErrors([]);
    list.reset();
  };

  const controls = filterControls(genres);

  const { sort, order } = list.state;
  return (
    <section className="filter-panel" aria-label={label}>
      <div className="filter-panel__bar">
        <button
          type="button"
          className="button button--secondary filter-panel__toggle"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filtres{activeCount > 0 ? ` (${activeCount})` : ''}
          <span className="caret" aria-hidden="true" />
        </button>
        <div className="filter-panel__sort">
          <SelectField
            label="Trier par"
            className="field--inline"
            value={sort}
            onChange={(next) => list.sortBy(next as S)}
            options={sorts.map((option) => ({ value: option, label: SORT_LABELS[option as keyof typeof SORT_LABELS] ?? option }))}
          />
          <button
            type="button"
            className="button button--secondary filter-panel__order"
            onClick={() => list.sortBy(sort, order === 'desc' ? 'asc' : 'desc')}
            title="Inverser l’ordre"
          >
            <span aria-hidden="true">{order === 'desc' ? '↓' : '↑'}</span> Ordre {order === 'desc' ? 'décroissant' : 'croissant'}
          </button>
        </div>
      </div>

      {/* The fields are drawn when the panel opens (the draft lives here): a closed panel costs the page nothing. */}
      <form id={formId} className="filter-panel__form" hidden={!open} onSubmit={submit} noValidate>
        {open && (
          <>
            <div className="filter-panel__fields">
              {fields.map((field) => (
                <div key={field}>
                  <FilterControlField control={controls[field]} value={value(field)} onChange={set(field)} />
                </div>
              ))}
            </div>
            {errors.length > 0 && (
              <Alert tone="error" details={errors.length > 1 ? errors : undefined}>
                {errors.length > 1 ? 'Vérifiez les filtres :' : errors[0]}
              </Alert>
            )}
            <div className="filter-panel__actions">
              {dirty && <p className="filter-panel__dirty">Filtres modifiés : cliquez sur Appliquer pour mettre la liste à jour.</p>}
              <button type="button" className="button button--secondary" onClick={reset}>
                Réinitialiser
              </button>
              <button type="submit" className="button button--primary">
                Appliquer
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
