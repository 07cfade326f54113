import type { GenreCategory, SeriesStatus } from './types.js';

/** TMDB's two kinds of titles: a film, or a TV series (our series and animes). */
export const TMDB_KINDS = ['movie', 'tv'] as const;
export type TmdbKind = (typeof TMDB_KINDS)[number];

/** A lookup needs this many characters (spec 001 section 5) and keeps this many results. */
export const TMDB_QUERY_MIN_LENGTH = 2;
export const TMDB_QUERY_MAX_LENGTH = 100;
export const TMDB_SEARCH_RESULTS = 5;
/** How long the gateway waits for a TMDB lookup (the catalogue gives up on TMDB before: its own French 504). */
export const TMDB_RPC_TIMEOUT_MS = 12_000;

/** One result of a TMDB lookup, with a poster thumbnail. */
export interface TmdbSearchResult {
  tmdbId: number;
  kind: TmdbKind;
  title: string;
  originalTitle: string | null;
  year: number | null;
  /** A small poster (TMDB's w92 image), or null. */
  posterThumbUrl: string | null;
  overview: string | null;
}

export interface TmdbSearchResults {
  results: TmdbSearchResult[];
}

/** The form fields a prefill can fill from English when TMDB has no French text for them. */
export type TmdbFallbackField = 'title' | 'synopsis';

/** A genre of ours that a TMDB genre maps to (by name). */
export interface TmdbMappedGenre {
  id: string;
  name: string;
  category: GenreCategory;
}

/**
 * The film or series form, filled from TMDB's details, credits and videos (one call), in French.
 * `fallbackFields` names the fields filled from English because TMDB has no French text for them
 * (the form marks them).
 */
export interface TmdbPrefill {
  tmdbId: number;
  kind: TmdbKind;
  title: string;
  originalTitle: string | null;
  synopsis: string | null;
  releaseYear: number | null;
  /** Films only (null for series). */
  durationMinutes: number | null;
  /** The director(s) of a film; the creators, else the studio, of a series. */
  director: string | null;
  /** In French ('États-Unis', 'Japon'). */
  country: string | null;
  /** In French, capitalised ('Anglais', 'Japonais'). */
  language: string | null;
  posterUrl: string | null;
  /** A YouTube trailer (French first), or null. */
  trailerUrl: string | null;
  /** Our genres matching TMDB's by name (accents and case aside), for the form's multi-select. */
  genreIds: string[];
  genres: TmdbMappedGenre[];
  /** TMDB's genres that none of ours matches. */
  unmatchedGenres: string[];
  /** TMDB's average (out of 10) halved, one decimal. */
  rating: number | null;
  /** Series only: returning or in production -> ongoing, canceled -> cancelled, anything else -> completed. */
  status: SeriesStatus | null;
  fallbackFields: TmdbFallbackField[];
}
