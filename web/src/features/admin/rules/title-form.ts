import type {
  CreateMovieDto,
  CreateSeriesDto,
  MovieDto,
  SeriesDto,
  SeriesStatus,
  TmdbFallbackField,
  TmdbPrefill,
  UpdateMovieDto,
  UpdateSeriesDto,
  VideoQuality,
} from '@streaming/contracts';

import { errorDetails, otherErrors } from '../../../shared/api/api-error';
import type { TitleKind, TitleKindTexts } from './title-kinds';

/**
 * The film, series and anime forms (back-office spec sections 3 and 5): what the fields hold as typed
 * (text), the defaults of a new title, the rules checked before sending, and the body sent.
 */
export interface TitleFormValues {
  title: string;
  originalTitle: string;
  synopsis: string;
  releaseYear: string;
  /** Films only. */
  durationMinutes: string;
  /** A film's director; a series' studio or creator. */
  director: string;
  country: string;
  language: string;
  /** Films only. */
  quality: VideoQuality | '';
  posterUrl: string;
  trailerUrl: string;
  /** Films only (series have their episodes' addresses, and the VF and VOSTFR ones). */
  videoUrl: string;
  videoUrlVf: string;
  videoUrlVostfr: string;
  rating: string;
  /** Films only. */
  budget: string;
  boxOffice: string;
  /** Series and animes only. */
  status: SeriesStatus;
  isFeatured: boolean;
  isNew: boolean;
  genreIds: string[];
}

export type TitleField = keyof TitleFormValues;
export type TitleFormErrors = Partial<Record<TitleField, string>>;

/** Spec section 3: the anime form's choices of country and language. */
export const ANIME_COUNTRIES = ['Japon', 'Corée du Sud', 'Chine', 'États-Unis'] as const;
export const ANIME_LANGUAGES = ['Japonais', 'Coréen', 'Chinois', 'Anglais'] as const;

/** Spec section 5: an anime's year lies between 1960 and 2030; a film's or a series' as the server takes it. */
const YEAR_RANGE: Record<TitleKind, [number, number]> = { movie: [1870, 2100], series: [1870, 2100], anime: [1960, 2030] };

const DEFAULTS: Record<TitleKind, Pick<TitleFormValues, 'country' | 'language' | 'quality'>> = {
  movie: { country: 'France', language: 'Français', quality: 'HD 1080p' },
  series: { country: 'États-Unis', language: 'Anglais', quality: '' },
  anime: { country: 'Japon', language: 'Japonais', quality: '' },
};

/** A new title's form: France, Français, HD 1080p for a film; États-Unis, Anglais for a series; Japon, Japonais for an anime; new, not featured, completed. */
export function emptyTitleForm(kind: TitleKind): TitleFormValues {
  return {
    title: '',
    originalTitle: '',
    synopsis: '',
    releaseYear: '',
    durationMinutes: '',
    director: '',
    ...DEFAULTS[kind],
    posterUrl: '',
    trailerUrl: '',
    videoUrl: '',
    videoUrlVf: '',
    videoUrlVostfr: '',
    rating: '',
    budget: '',
    boxOffice: '',
    status: 'completed',
    isFeatured: false,
    isNew: true,
    genreIds: [],
  };
}

const shown = (value: string | number | null): string => (value === null ? '' : String(value));

/** The poster the catalogue draws from the title when none was given (stored as its own address, /api/posters/…). */
const GENERATED_POSTER = /^\/api\/posters\//;
/** A stored poster as the form shows it: empty for a drawn one (sent back empty, the catalogue draws it again). */
const ownPoster = (url: string | null): string => (url === null || GENERATED_POSTER.test(url) ? '' : url);

type SharedFields = 'title' | 'originalTitle' | 'synopsis' | 'releaseYear' | 'director' | 'country' | 'language' | 'posterUrl' | 'trailerUrl' | 'videoUrlVf' | 'videoUrlVostfr' | 'rating' | 'isFeatured' | 'isNew' | 'genres';
/** What the film form takes of a stored film (GET /api/movies/:id). */
export type StoredMovie = Pick<MovieDto, SharedFields | 'durationMinutes' | 'quality' | 'videoUrl' | 'budget' | 'boxOffice'>;
/** What the series form takes of a stored series (GET /api/series/:id). */
export type StoredSeries = Pick<SeriesDto, SharedFields | 'status'>;

/** The edit form of a stored film. */
export function movieToForm(movie: StoredMovie): TitleFormValues {
  return {
    ...emptyTitleForm('movie'),
    title: movie.title,
    originalTitle: shown(movie.originalTitle),
    synopsis: shown(movie.synopsis),
    releaseYear: shown(movie.releaseYear),
    durationMinutes: shown(movie.durationMinutes),
    director: shown(movie.director),
    country: shown(movie.country),
    language: shown(movie.language),
    quality: movie.quality ?? '',
    posterUrl: ownPoster(movie.posterUrl),
    trailerUrl: shown(movie.trailerUrl),
    videoUrl: shown(movie.videoUrl),
    videoUrlVf: shown(movie.videoUrlVf),
    videoUrlVostfr: shown(movie.videoUrlVostfr),
    rating: shown(movie.rating),
    budget: shown(movie.budget),
    boxOffice: shown(movie.boxOffice),
    isFeatured: movie.isFeatured,
    isNew: movie.isNew,
    genreIds: movie.genres.map((genre) => genre.id),
  };
}

/** The edit form of a stored series or anime. */
export function seriesToForm(series: StoredSeries, kind: TitleKind): TitleFormValues {
  return {
    ...emptyTitleForm(kind),
    title: series.title,
    originalTitle: shown(series.originalTitle),
    synopsis: shown(series.synopsis),
    releaseYear: shown(series.releaseYear),
    director: shown(series.director),
    country: shown(series.country),
    language: shown(series.language),
    posterUrl: ownPoster(series.posterUrl),
    trailerUrl: shown(series.trailerUrl),
    videoUrlVf: shown(series.videoUrlVf),
    videoUrlVostfr: shown(series.videoUrlVostfr),
    rating: shown(series.rating),
    status: series.status,
    isFeatured: series.isFeatured,
    isNew: series.isNew,
    genreIds: series.genres.map((genre) => genre.id),
  };
}

/**
 * The form filled from a TMDB prefill: the fields TMDB gave replace the form's, those it has not keep
 * what the form had (a film TMDB knows no country of stays in France); a series takes TMDB's status
 * as the catalogue mapped it (returning or in production: ongoing, canceled: cancelled, else completed).
 */
export function applyPrefill(values: TitleFormValues, prefill: TmdbPrefill, kind: TitleKind): TitleFormValues {
  const pick = (given: string | number | null, current: string) => (given === null || given === '' ? current : String(given));
  return {
    ...values,
    title: pick(prefill.title, values.title),
    originalTitle: pick(prefill.originalTitle, values.originalTitle),
    synopsis: pick(prefill.synopsis, values.synopsis),
    releaseYear: pick(prefill.releaseYear, values.releaseYear),
    durationMinutes: kind === 'movie' ? pick(prefill.durationMinutes, values.durationMinutes) : values.durationMinutes,
    director: pick(prefill.director, values.director),
    country: pick(prefill.country, values.country),
    language: pick(prefill.language, values.language),
    posterUrl: pick(prefill.posterUrl, values.posterUrl),
    trailerUrl: pick(prefill.trailerUrl, values.trailerUrl),
    rating: pick(prefill.rating, values.rating),
    status: kind !== 'movie' && prefill.status !== null ? prefill.status : values.status,
    genreIds: prefill.genreIds.length > 0 ? [...prefill.genreIds] : values.genreIds,
  };
}

/** The mark beside a field the prefill filled from English. */
export const FALLBACK_MARK = 'Rempli en anglais (pas de traduction française)';

/** The fields a prefill filled in English, as form fields. */
export function fallbackFieldsOf(prefill: TmdbPrefill): TitleField[] {
  return prefill.fallbackFields.map((field: TmdbFallbackField): TitleField => field);
}

export const TITLE_REQUIRED = 'Le titre est requis.';
export const RATING_INVALID = 'La note doit être un nombre entre 0 et 5, par pas de 0,1.';
const URL_INVALID = (label: string) => `${label} doit être une adresse http(s) valide.`;
const INTEGER_INVALID = (label: string) => `${label} doit être un nombre entier, ou rester vide.`;

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** Whether a text is an absolute http(s) address. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkInteger(errors: TitleFormErrors, field: TitleField, text: string, label: string, range?: [number, number], rangeMessage?: string) {
  const value = text.trim();
  if (value === '') return;
  if (!INTEGER.test(value)) errors[field] = INTEGER_INVALID(label);
  else if (range && (Number(value) < range[0] || Number(value) > range[1])) errors[field] = rangeMessage;
}

/**
 * Spec section 5: title required; rating 0 to 5 by steps of 0.1; year, duration, budget and box office
 * whole numbers or empty (an anime's year 1960 to 2030); poster and trailer http(s) addresses or empty,
 * unless left as stored (`initial`: the edited title's form; the demo catalogue's trailers are the
 * server's own paths). No entry when the field is right.
 */
export function validateTitleForm(values: TitleFormValues, kind: TitleKind, initial?: TitleFormValues): TitleFormErrors {
  const errors: TitleFormErrors = {};
  if (values.title.trim() === '') errors.title = TITLE_REQUIRED;
  const [minYear, maxYear] = YEAR_RANGE[kind];
  checkInteger(errors, 'releaseYear', values.releaseYear, "L'année", [minYear, maxYear], `L'année doit être comprise entre ${minYear} et ${maxYear}.`);
  if (kind === 'movie') {
    checkInteger(errors, 'durationMinutes', values.durationMinutes, 'La durée', [1, 1000], 'La durée doit être comprise entre 1 et 1000 minutes.');
    checkInteger(errors, 'budget', values.budget, 'Le budget');
    checkInteger(errors, 'boxOffice', values.boxOffice, 'Le box-office');
  }
  const rating = values.rating.trim();
  if (rating !== '') {
    const value = Number(rating.replace(',', '.'));
    const tenths = Math.round(value * 10);
    if (!DECIMAL.test(rating) || value < 0 || value > 5 || Math.abs(value * 10 - tenths) > 1e-9) errors.rating = RATING_INVALID;
  }
  const badUrl = (field: 'posterUrl' | 'trailerUrl') => values[field].trim() !== '' && values[field] !== initial?.[field] && !isHttpUrl(values[field]);
  if (badUrl('posterUrl')) errors.posterUrl = URL_INVALID("L'affiche");
  if (badUrl('trailerUrl')) errors.trailerUrl = URL_INVALID('La bande-annonce');
  return errors;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const integer = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const decimal = (value: string): number | null => (value.trim() === '' ? null : Math.round(Number(value.trim().replace(',', '.')) * 10) / 10);
/** Spec section 5: a video address counts only when it starts with http once trimmed. */
const video = (value: string): string | null => (/^http/i.test(value.trim()) ? value.trim() : null);

/** Fields both bodies share; empty fields are sent as null (spec section 3). */
function commonBody(values: TitleFormValues) {
  return {
    title: values.title.trim(),
    originalTitle: text(values.originalTitle),
    synopsis: text(values.synopsis),
    releaseYear: integer(values.releaseYear),
    director: text(values.director),
    country: text(values.country),
    language: text(values.language),
    posterUrl: text(values.posterUrl),
    trailerUrl: text(values.trailerUrl),
    videoUrlVf: video(values.videoUrlVf),
    videoUrlVostfr: video(values.videoUrlVostfr),
    rating: decimal(values.rating),
    isFeatured: values.isFeatured,
    isNew: values.isNew,
    genreIds: [...values.genreIds],
  };
}

/** The body of POST /api/admin/movies. */
export function movieBody(values: TitleFormValues): CreateMovieDto {
  return {
    ...commonBody(values),
    durationMinutes: integer(values.durationMinutes),
    quality: values.quality === '' ? null : values.quality,
    videoUrl: video(values.videoUrl),
    budget: integer(values.budget),
    boxOffice: integer(values.boxOffice),
  };
}

/** The body of POST /api/admin/series: never the totals, which the catalogue counts. */
export function seriesBody(values: TitleFormValues): CreateSeriesDto {
  return { ...commonBody(values), status: values.status };
}

const SHARED_KEYS = [
  'title',
  'originalTitle',
  'synopsis',
  'releaseYear',
  'director',
  'country',
  'language',
  'posterUrl',
  'trailerUrl',
  'videoUrlVf',
  'videoUrlVostfr',
  'rating',
  'isFeatured',
  'isNew',
  'genreIds',
] as const satisfies ReadonlyArray<keyof CreateMovieDto & keyof CreateSeriesDto>;
const MOVIE_KEYS = [...SHARED_KEYS, 'durationMinutes', 'quality', 'videoUrl', 'budget', 'boxOffice'] as const satisfies ReadonlyArray<keyof CreateMovieDto>;
const SERIES_KEYS = [...SHARED_KEYS, 'status'] as const satisfies ReadonlyArray<keyof CreateSeriesDto>;

/** Genres compare as a set (a genre ticked then unticked, or ticked in another order, is no change). */
const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? JSON.stringify([...a].sort()) === JSON.stringify([...b].sort()) : a === b;

function changedFields<T extends object>(before: T, after: T, keys: ReadonlyArray<keyof T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of keys) if (!sameValue(before[key], after[key])) changed[key] = after[key];
  return changed;
}

/**
 * The body of PATCH /api/admin/movies/:id: only the fields the admin changed (absent: unchanged), so
 * that what the form cannot show as typed (a drawn poster, the server's own video paths) stays as stored.
 */
export function movieChanges(initial: TitleFormValues, values: TitleFormValues): UpdateMovieDto {
  return changedFields(movieBody(initial), movieBody(values), MOVIE_KEYS);
}

/** The body of PATCH /api/admin/series/:id: the fields changed. */
export function seriesChanges(initial: TitleFormValues, values: TitleFormValues): UpdateSeriesDto {
  return changedFields(seriesBody(initial), seriesBody(values), SERIES_KEYS);
}

/**
 * What a failed save or deletion says (section 8): the screen's text, with the server's message after a
 * colon for films ('Erreur lors de l'ajout du film: …') or under it for series and animes, and the
 * field-level messages of a refused body under it.
 */
export function failureMessage(base: string, error: unknown, texts: Pick<TitleKindTexts, 'detailAfterColon'>): { text: string; details: string[] } {
  const [detail] = errorDetails(error);
  if (texts.detailAfterColon && detail) return { text: `${base}: ${detail}`, details: otherErrors(error) };
  return { text: base, details: [...errorDetails(error), ...otherErrors(error)] };
}
