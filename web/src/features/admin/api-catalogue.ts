import type {
  AdminGenres,
  AdminPage,
  AdminSeriesCounters,
  AdminSeriesRow,
  AdminTitleCounters,
  AdminMovieRow,
  CreateMovieDto,
  CreateSeriesDto,
  MovieDto,
  SeriesDetailDto,
  TmdbKind,
  TmdbPrefill,
  TmdbSearchResults,
  UpdateMovieDto,
  UpdateSeriesDto,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';
import type { TitleKind } from './rules/title-kinds';
import type { TitleListQuery } from './rules/title-list';

/** The back office's catalogue routes (docs/api.md, 'Back office: catalogue'); each is refused with 403 to a member. */

/** A page of any of the three tables: film rows, or series rows with their status and totals (isSeriesRow tells them apart). */
export type AdminTitlesPage = AdminPage<AdminMovieRow | AdminSeriesRow, AdminTitleCounters | AdminSeriesCounters>;

const LIST_PATHS: Record<TitleKind, string> = { movie: '/admin/movies', series: '/admin/series', anime: '/admin/animes' };
/** Animes are series: they are written through the series routes. */
const WRITE_PATHS: Record<TitleKind, string> = { movie: '/admin/movies', series: '/admin/series', anime: '/admin/series' };

/** GET /api/admin/movies, /series or /animes: a page of the matches, with the counters of the whole table. */
export function fetchAdminTitles(kind: TitleKind, query: TitleListQuery & { page: number }, signal?: AbortSignal): Promise<AdminTitlesPage> {
  return apiRequest<AdminTitlesPage>(`${LIST_PATHS[kind]}${queryString({ ...query })}`, { signal });
}

/** GET /api/admin/genres: the five categories, each with its genres (the forms' genre choice). */
export function fetchAdminGenres(signal?: AbortSignal): Promise<AdminGenres> {
  return apiRequest<AdminGenres>('/admin/genres', { signal });
}

/** GET /api/admin/movies/:id: one film as the catalogue's primary has it now (its edit form). */
export function fetchAdminMovie(id: string, signal?: AbortSignal): Promise<MovieDto> {
  return apiRequest<MovieDto>(`/admin/movies/${encodeURIComponent(id)}`, { signal });
}

/** POST /api/admin/movies (201). */
export function createMovie(body: CreateMovieDto): Promise<MovieDto> {
  return apiRequest<MovieDto>('/admin/movies', { method: 'POST', body });
}

/** PATCH /api/admin/movies/:id: the fields sent change (the genre links replaced when `genreIds` is sent). */
export function updateMovie(id: string, body: UpdateMovieDto): Promise<MovieDto> {
  return apiRequest<MovieDto>(`/admin/movies/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** POST /api/admin/series (201): a series, or an anime. */
export function createSeries(body: CreateSeriesDto): Promise<SeriesDetailDto> {
  return apiRequest<SeriesDetailDto>('/admin/series', { method: 'POST', body });
}

/** PATCH /api/admin/series/:id: never the totals, which the catalogue counts from the episodes. */
export function updateSeries(id: string, body: UpdateSeriesDto): Promise<SeriesDetailDto> {
  return apiRequest<SeriesDetailDto>(`/admin/series/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** DELETE /api/admin/movies/:id or /api/admin/series/:id (204; a series' episodes go with it). */
export function deleteTitle(kind: TitleKind, id: string): Promise<void> {
  return apiRequest<void>(`${WRITE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** GET /api/admin/tmdb/search: TMDB's first 5 films (movie) or series (tv) for a query of 2 characters or more. */
export function searchTmdb(kind: TmdbKind, q: string, signal?: AbortSignal): Promise<TmdbSearchResults> {
  return apiRequest<TmdbSearchResults>(`/admin/tmdb/search${queryString({ kind, q })}`, { signal });
}

/** GET /api/admin/tmdb/:kind/:id: the form's fields from TMDB, in French where TMDB has it. */
export function fetchTmdbPrefill(kind: TmdbKind, tmdbId: number): Promise<TmdbPrefill> {
  return apiRequest<TmdbPrefill>(`/admin/tmdb/${kind}/${tmdbId}`);
}
