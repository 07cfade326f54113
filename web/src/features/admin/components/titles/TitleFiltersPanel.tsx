import type { AdminGenres } from '@streaming/contracts';
import { useId, useState } from 'react';

import { SelectField } from '../../../../shared/ui/SelectField';
import { TextField } from '../../../../shared/ui/TextField';
import { SERIES_STATUS_LABELS, TITLE_KIND_TEXTS, type TitleKind } from '../../rules/title-kinds';
import {
  NO_TITLE_FILTERS,
  SERIES_STATUS_CHOICES,
  TITLE_SORT_CHOICES,
  TITLE_SORT_LABELS,
  VIDEO_QUALITY_CHOICES,
  type TitleFilters,
} from '../../rules/title-list';

interface TitleFiltersPanelProps {
  kind: TitleKind;
  filters: TitleFilters;
  onChange: (filters: TitleFilters) => void;
  genres: AdminGenres['categories'] | undefined;
}

const YES_NO = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];
const SORTS = TITLE_SORT_CHOICES.map((sort) => ({ value: sort, label: TITLE_SORT_LABELS[sort] }));
const ORDERS = [
  { value: 'desc', label: 'Décroissant' },
  { value: 'asc', label: 'Croissant' },
];

const pick = <T extends string>(choices: readonly T[], value: string): T | '' => choices.find((choice) => choice === value) ?? '';
const flag = (value: string): '' | 'true' | 'false' => (value === 'true' || value === 'false' ? value : '');

/** The search (always shown) and the collapsible filters of a title table: genre, year, quality, flags, status, sort. */
export function TitleFiltersPanel({ kind, filters, onChange, genres }: TitleFiltersPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const texts = TITLE_KIND_TEXTS[kind];
  const set = (change: Partial<TitleFilters>) => onChange({ ...filters, ...change });
  const genreOptions = (genres ?? []).flatMap((category) =>
    category.genres.map((genre) => ({ value: genre.id, label: `${genre.name} (${category.category})` })),
  );

  return (
    <div className="admin-title-filters" role="search">
      <div className="admin-title-filters__bar">
        <TextField
          className="admin-filters__search"
          label={texts.searchLabel}
          type="search"
          placeholder="Titre, titre original ou réalisateur"
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filtres
        </button>
      </div>
      <div id={panelId} className="admin-filters admin-filters--compact" hidden={!open}>
        <SelectField label="Genre" value={filters.genre} emptyLabel="Tous les genres" options={genreOptions} onChange={(genre) => set({ genre })} />
        <TextField label="Année" type="number" min={1870} max={2100} step={1} value={filters.year} onChange={(year) => set({ year })} />
        {kind === 'movie' ? (
          <SelectField
            label="Qualité"
            value={filters.quality}
            emptyLabel="Toutes les qualités"
            options={VIDEO_QUALITY_CHOICES.map((quality) => ({ value: quality, label: quality }))}
            onChange={(quality) => set({ quality: pick(VIDEO_QUALITY_CHOICES, quality) })}
          />
        ) : (
          <SelectField
            label="Statut"
            value={filters.status}
            emptyLabel="Tous les statuts"
            options={SERIES_STATUS_CHOICES.map((status) => ({ value: status, label: SERIES_STATUS_LABELS[status] }))}
            onChange={(status) => set({ status: pick(SERIES_STATUS_CHOICES, status) })}
          />
        )}
        <SelectField label="À la une" value={filters.featured} emptyLabel="Tous" options={YES_NO} onChange={(value) => set({ featured: flag(value) })} />
        <SelectField label="Nouveau" value={filters.isNew} emptyLabel="Tous" options={YES_NO} onChange={(value) => set({ isNew: flag(value) })} />
        <SelectField
          label="Trier par"
          value={filters.sort}
          options={SORTS}
          onChange={(value) => set({ sort: pick(TITLE_SORT_CHOICES, value) || 'recent' })}
        />
        <SelectField label="Ordre" value={filters.order} options={ORDERS} onChange={(value) => set({ order: value === 'asc' ? 'asc' : 'desc' })} />
        <button type="button" className="button button--secondary" onClick={() => onChange({ ...NO_TITLE_FILTERS, search: filters.search })}>
          Réinitialiser les filtres
        </button>
      </div>
    </div>
  );
}
