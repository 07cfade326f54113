import type { ContentKind, MovieSort, SeriesStatus, SortOrder, VideoQuality } from '@streaming/contracts';

import { formatCount } from '../../shared/format/number';

/** Bounds of the year inputs (spec section 5). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2030;
/** Cards asked per page of a grid (the API allows 48 at most). */
export const GRID_PAGE_SIZE = 24;
const TEXT_MAX = 100;

/** The filters a list page can offer; their names are the API's query parameters. */
export type FilterField =
  | 'kind'
  | 'genre'
  | 'status'
  | 'yearFrom'
  | 'yearTo'
  | 'minRating'
  | 'minViews'
  | 'director'
  | 'country'
  | 'quality'
  | 'featured'
  | 'isNew';

/** Filter values as the form and the address bar hold them: text, absent when not set. */
export type FilterValues = Partial<Record<FilterField, string>>;

export interface Option {
  value: string;
  label: string;
}

/** What a list shows: its sort, its order and its applied filters. */
export interface ListState<S extends string = MovieSort> {
  sort: S;
  order: SortOrder;
  filters: FilterValues;
}

export const SORT_LABELS: Record<MovieSort, string> = {
  recent: 'Date d’ajout',
  year: 'Année de sortie',
  rating: 'Note',
  views: 'Nombre de vues',
  title: 'Titre',
  duration: 'Durée',
};

/** Sorts of the films list, and of a genre page listing films; series have no duration (spec section 9). */
export const MOVIE_SORTS: MovieSort[] = ['recent', 'year', 'rating', 'views', 'title', 'duration'];
export const SERIES_SORTS: Array<Exclude<MovieSort, 'duration'>> = ['recent', 'year', 'rating', 'views', 'title'];
export const DEFAULT_SORT = 'recent';

export const RATING_OPTIONS: Option[] = ['4.5', '4', '3.5', '3', '2'].map((value) => ({
  value,
  label: `${Number(value).toLocaleString('fr-FR')} étoiles et plus`,
}));

export const VIEW_OPTIONS: Option[] = ['10000', '5000', '1000', '500', '100'].map((value) => ({
  value,
  label: `${formatCount(Number(value))} vues et plus`,
}));

export const QUALITY_OPTIONS: VideoQuality[] = ['4K', 'HD 1080p', 'HD 720p', 'SD'];

export const STATUS_LABELS: Record<SeriesStatus, string> = {
  ongoing: 'En cours',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

/** Spec section 4: ongoing 'En cours', completed 'Terminée', cancelled 'Annulée', anything else 'Inconnu'. */
export function seriesStatusLabel(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as SeriesStatus] : 'Inconnu';
}

export const KIND_OPTIONS: Array<{ value: ContentKind; label: string }> = [
  { value: 'movie', label: 'Films' },
  { value: 'series', label: 'Séries' },
];

const isYear = (value: string) => /^\d{4}$/.test(value) && Number(value) >= YEAR_MIN && Number(value) <= YEAR_MAX;
const isBoolean = (value: string) => value === 'true' || value === 'false';
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** What the address bar may carry for each filter; anything else is ignored. */
const ACCEPTS: Record<FilterField, (value: string) => boolean> = {
  kind: oneOf(KIND_OPTIONS.map((option) => option.value)),
  genre: (value) => value.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
  status: oneOf(Object.keys(STATUS_LABELS)),
  yearFrom: isYear,
  yearTo: isYear,
  minRating: oneOf(RATING_OPTIONS.map((option) => option.value)),
  minViews: oneOf(VIEW_OPTIONS.map((option) => option.value)),
  director: (value) => value.length <= TEXT_MAX,
  country: (value) => value.length <= TEXT_MAX,
  quality: oneOf(QUALITY_OPTIONS),
  featured: isBoolean,
  isNew: isBoolean,
};

/** The default order of a sort: A to Z for titles, highest or latest first otherwise (spec: recent desc). */
export function defaultOrder(sort: string): SortOrder {
  return sort === 'title' ? 'asc' : 'desc';
}

/** Keeps the set, trimmed values only. */
export function cleanFilters(values: FilterValues, fields: readonly FilterField[]): FilterValues {
  const clean: FilterValues = {};
  for (const field of fields) {
    const value = values[field]?.trim();
    if (value) clean[field] = value;
  }
  return clean;
}

export function sameFilters(a: FilterValues, b: FilterValues, fields: readonly FilterField[]): boolean {
  return fields.every((field) => (a[field]?.trim() ?? '') === (b[field]?.trim() ?? ''));
}

export function countFilters(filters: FilterValues): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/** Reads a list's state from the address bar, dropping what the page does not offer or the API would refuse. */
export function readListState<S extends string>(params: URLSearchParams, fields: readonly FilterField[], sorts: readonly S[]): ListState<S> {
  const rawSort = params.get('sort') ?? '';
  const sort = (sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : (DEFAULT_SORT as S);
  const rawOrder = params.get('order');
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultOrder(sort);
  const filters: FilterValues = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (value && ACCEPTS[field](value)) filters[field] = value;
  }
  if (filters.yearFrom && filters.yearTo && Number(filters.yearFrom) > Number(filters.yearTo)) {
    delete filters.yearTo;
  }
  return { sort, order, filters };
}

/** The address bar's parameters for a state: defaults are left out so a plain list keeps a plain address. */
export function listStateParams(state: ListState<string>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.order !== defaultOrder(state.sort)) params.set('order', state.order);
  for (const [field, value] of Object.entries(state.filters)) {
    if (value) params.set(field, value);
  }
  return params;
}

/** The API query of a list state (sort and order always sent). */
export function listQuery(state: ListState<string>): Record<string, string> {
  return { sort: state.sort, order: state.order, ...cleanFilters(state.filters, Object.keys(state.filters) as FilterField[]) };
}

/** French messages for a filter form that cannot be applied as it is; empty when it can. */
export function filterErrors(values: FilterValues): string[] {
  const errors: string[] = [];
  const from = values.yearFrom?.trim();
  const to = values.yearTo?.trim();
  if (from && !isYear(from)) errors.push(`L'année de début doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.`);
  if (to && !isYear(to)) errors.push(`L'année de fin doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.`);
  if (from && to && isYear(from) && isYear(to) && Number(from) > Number(to)) {
    errors.push("L'année de début doit être inférieure ou égale à l'année de fin.");
  }
  return errors;
}
