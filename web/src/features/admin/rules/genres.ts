import type { AdminGenreRow, AdminGenres } from '@streaming/contracts';
import {
  CatalogueErrors,
  GENRE_NAME_MAX_LENGTH,
  GENRE_NAME_REQUIRED,
  GENRE_NAME_TOO_LONG,
  type GenreCategory,
  genreInUseMessage,
  genreNameTakenMessage,
  genreSlug,
  genreSlugTakenMessage,
} from '@streaming/contracts/genre-rules';

import { ApiError, errorDetails, otherErrors } from '../../../shared/api/api-error';
import { formatCount, plural } from '../../../shared/format/number';

/** What the genre form sends (the anime flag aside). */
export interface GenreDraft {
  name: string;
  category: GenreCategory;
}

/**
 * Why the catalogue would refuse the form, in its words, checked in the browser against the list the
 * screen shows: a blank or too long name, a name that gives no slug, then (the catalogue's order) a
 * genre of the same name, case aside, in the same category, or one of the same slug there. The genre
 * edited (`editingId`) is no duplicate of itself. Null when the form can be sent; the catalogue still
 * checks, for a genre another admin added since the list was read.
 */
export function genreFormError(draft: GenreDraft, genres: AdminGenres, editingId: string | null): string | null {
  const name = draft.name.trim();
  if (name === '') return GENRE_NAME_REQUIRED;
  if (name.length > GENRE_NAME_MAX_LENGTH) return GENRE_NAME_TOO_LONG;
  const slug = genreSlug(name);
  if (slug === '') return CatalogueErrors.GENRE_SLUG_EMPTY.message;
  const others = (genres.categories.find((group) => group.category === draft.category)?.genres ?? []).filter((genre) => genre.id !== editingId);
  const lower = name.toLowerCase();
  if (others.some((genre) => genre.name.toLowerCase() === lower)) return genreNameTakenMessage(name, draft.category);
  if (others.some((genre) => genre.slug === slug)) return genreSlugTakenMessage(slug, draft.category);
  return null;
}

/** The genre whose series are animes (one at most), whatever its category. */
export function animeGenre(genres: AdminGenres): AdminGenreRow | null {
  for (const group of genres.categories) {
    const found = group.genres.find((genre) => genre.isAnime);
    if (found) return found;
  }
  return null;
}

/** "3 films · 1 série": how many titles use the genre (the links a deletion removes). */
export function genreUsage(genre: Pick<AdminGenreRow, 'movies' | 'series'>): string {
  return `${formatCount(genre.movies)} ${plural(genre.movies, 'film')} · ${formatCount(genre.series)} ${plural(genre.series, 'série')}`;
}

/**
 * The second confirmation's text when the catalogue refused a deletion because films or series use
 * the genre (409 GENRE_IN_USE): its message, which says how many. Null for any other outcome.
 */
export function genreInUseText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'GENRE_IN_USE') return null;
  if (error.detail) return error.detail;
  const { movies, series } = error.extra;
  return typeof movies === 'number' && typeof series === 'number' ? genreInUseMessage(movies, series) : CatalogueErrors.GENRE_IN_USE.message;
}

/** A refused save: the catalogue's duplicate message as the form's text, any other failure under the screen's own words. */
export function genreSaveError(error: unknown, editing: boolean): { text: string; details: string[] } {
  if (error instanceof ApiError && (error.code === 'GENRE_NAME_TAKEN' || error.code === 'GENRE_SLUG_TAKEN') && error.detail) {
    return { text: error.detail, details: [] };
  }
  return {
    text: editing ? 'Erreur lors de la modification du genre' : 'Erreur lors de l’ajout du genre',
    details: [...errorDetails(error), ...otherErrors(error)],
  };
}
