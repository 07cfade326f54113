import type { AdminGenres, CreateGenreDto, GenreDeletion, GenreDto, UpdateGenreDto } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** The catalogue's admin routes of the genre screen (docs/api.md); each is refused with 403 to a member. */

/** GET /api/admin/genres: the five categories in order, each with its count and its genres (how many films and series use each). */
export function fetchAdminGenres(signal?: AbortSignal): Promise<AdminGenres> {
  return apiRequest<AdminGenres>('/admin/genres', { signal });
}

/** POST /api/admin/genres (201): the slug comes from the name (409 GENRE_NAME_TAKEN, GENRE_SLUG_TAKEN). */
export function createGenre(body: CreateGenreDto): Promise<GenreDto> {
  return apiRequest<GenreDto>('/admin/genres', { method: 'POST', body });
}

/** PATCH /api/admin/genres/:id (the genre itself excepted from the duplicate checks). */
export function updateGenre(id: string, body: UpdateGenreDto): Promise<GenreDto> {
  return apiRequest<GenreDto>(`/admin/genres/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/**
 * DELETE /api/admin/genres/:id: without `confirm`, a genre that films or series use is refused (409
 * GENRE_IN_USE, its message saying how many); with it, their links go with the genre.
 */
export function deleteGenre(id: string, confirm: boolean): Promise<GenreDeletion> {
  return apiRequest<GenreDeletion>(`/admin/genres/${encodeURIComponent(id)}${queryString({ confirm: confirm || undefined })}`, { method: 'DELETE' });
}
